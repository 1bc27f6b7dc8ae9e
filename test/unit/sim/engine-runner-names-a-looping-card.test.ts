// A deck whose card loops (a trigger that triggers itself again) stops the engine runner with
// an error that says which card looped, not only "did not reach the main phase" (issue 22).
import { describe, expect, it } from 'vitest';
import { EngineRunner } from '../../../app/sim/engine-runner.ts';
import type { SimDeck } from '../../../app/sim/types.ts';
import { DEFAULT_MULLIGAN } from '../../../app/sim/types.ts';

// Each token it makes is a creature entering, which triggers it again (CR 603.2): an endless loop.
const ENDLESS_MUSTER = {
  name: 'Endless Muster',
  mana_cost: '{1}{W}',
  type_line: 'Creature — Human Soldier',
  oracle_text: 'Whenever a creature enters the battlefield under your control, create a 1/1 white Soldier creature token.',
  power: '1',
  toughness: '1',
  colors: ['W'],
};

describe('engine runner: a deck that loops', () => {
  it('names the looping card and the ability it keeps putting on the stack', () => {
    const deck: SimDeck = {
      name: 'loop',
      entries: [
        { name: 'Plains', count: 24, isLand: true, hasCycling: false },
        { name: ENDLESS_MUSTER.name, count: 36, isLand: false, hasCycling: false, card: ENDLESS_MUSTER },
      ],
    };
    expect(() => new EngineRunner().playGame(deck, { seed: 1, onThePlay: true, mulligan: DEFAULT_MULLIGAN, maxTurns: 6 })).toThrow(
      /did not reach the main phase of turn \d+: Endless Muster kept putting "Create a 1\/1 white Soldier creature token\." on the stack/,
    );
  });
});
