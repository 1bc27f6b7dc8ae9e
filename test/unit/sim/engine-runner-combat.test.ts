// The simulator's autopilot passes through the end of combat step (CR 511), where "At end of
// combat, …" abilities hold the phase in combat while they resolve.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../app/engine/state/card-definition.ts';
import { EngineRunner } from '../../../app/sim/engine-runner.ts';
import type { SimDeck } from '../../../app/sim/types.ts';
import { DEFAULT_MULLIGAN } from '../../../app/sim/types.ts';

const GROWING_ARBOR: CardDefinition = {
  name: 'Growing Arbor',
  mana_cost: '',
  type_line: 'Land Creature — Forest Dryad',
  oracle_text: 'At end of combat, if Growing Arbor attacked or blocked this combat, put a +1/+1 counter on Growing Arbor.',
  power: '1',
  toughness: '1',
};

describe('engine runner and the end of combat step', () => {
  it('CR 511.2: each arbor that attacked grows at end of combat: 1, 3, 6, 10 damage on turns 2–5 make 20, the kill on turn 5 (plain arbors: turn 7)', () => {
    const deck: SimDeck = { name: 'growing arbors', entries: [{ name: GROWING_ARBOR.name, count: 60, isLand: true, hasCycling: false, card: GROWING_ARBOR }] };
    const game = new EngineRunner().playGame(deck, { seed: 1, onThePlay: true, mulligan: { ...DEFAULT_MULLIGAN, enabled: false }, maxTurns: 8 });
    expect(game.killTurn).toBe(5);
    expect(game.landsOnBattlefield).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
