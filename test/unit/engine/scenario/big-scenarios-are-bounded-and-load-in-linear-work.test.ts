// Issue 22, break 5: a scenario of thousands of permanents took seconds to show (each land's mana
// ability read every other land), and one of 100,000 froze the server. Work is counted here as
// reads of the game's objects, not timed: doubling the board must about double it.
import { describe, expect, it } from 'vitest';
import { gameFromScenario, legalActions, ScenarioFormatError } from '../../../../app/engine/index.ts';
import { SCENARIO_LIMITS } from '../../../../app/engine/scenario/format.ts';

function board(lands: number): string {
  return JSON.stringify({ you: { battlefield: Array.from({ length: lands }, (_, index) => (index % 2 === 0 ? 'Forest' : 'Island')), hand: ['Forest'] } });
}

/** How many times listing the legal actions reads an object of the game. */
function objectReads(lands: number): number {
  const { game } = gameFromScenario(board(lands));
  let reads = 0;
  game.state.objects = new Proxy(game.state.objects, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  const actions = legalActions(game);
  expect(actions.filter((entry) => entry.action.do === 'activate' && entry.enabled)).toHaveLength(lands); // CR 605.1a: each land's mana ability
  return reads;
}

describe('a big board', () => {
  it('costs work in proportion to its size to list what can be done (CR 605.3a: a mana ability with no mana cost needs no sources)', () => {
    const small = objectReads(200);
    const large = objectReads(400);
    expect(large / small).toBeLessThan(2.5);
  });
});

describe('a scenario past the limits', () => {
  it('is refused with the limit named, before any card is made', () => {
    const tooMany = JSON.stringify({ you: { library: Array.from({ length: SCENARIO_LIMITS.objects - 5 }, () => 'Island'), battlefield: Array.from({ length: 6 }, () => 'Forest') } });
    expect(() => gameFromScenario(tooMany)).toThrow(ScenarioFormatError);
    expect(() => gameFromScenario(tooMany)).toThrow(`scenario: holds 10,001 cards in its zones; a scenario may hold at most 10,000`);
  });

  it('names the field that holds too many card definitions or actions', () => {
    const cards = Array.from({ length: SCENARIO_LIMITS.cards + 1 }, (_, index) => ({ name: `Card ${index}`, type_line: 'Artifact' }));
    expect(() => gameFromScenario({ cards })).toThrow(`cards: has 5001 entries; a scenario may hold at most 5,000`);
    const actions = Array.from({ length: SCENARIO_LIMITS.actions + 1 }, () => ({ do: 'next_phase' }));
    expect(() => gameFromScenario({ actions })).toThrow(`actions: has 10001 entries; a scenario may hold at most 10,000`);
  });

  it('at the limit still loads', () => {
    const { game } = gameFromScenario(JSON.stringify({ you: { library: Array.from({ length: SCENARIO_LIMITS.objects }, () => 'Island') } }));
    expect(game.state.players[0].library).toHaveLength(SCENARIO_LIMITS.objects);
  });
});
