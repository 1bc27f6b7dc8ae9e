// Cases (CR 719): Case of the Gorgon's Kiss (MKM 79, starter data), played by its Oracle text:
//   When this Case enters, destroy up to one target creature that was dealt damage this turn.
//   To solve — Three or more creature cards were put into graveyards from anywhere this turn.
//   Solved — This Case is a 4/4 Gorgon creature with deathtouch and lifelink in addition to its other types.
// "To solve" is a triggered ability with an intervening "if" (CR 603.4): at the beginning of your end
// step, if the Case is not solved and the condition holds, it becomes solved. "Solved" is a
// designation kept until the Case leaves the battlefield; the "Solved —" static applies only then.
import { describe, expect, it } from 'vitest';
import { eventsOf, run } from '../helpers.ts';
import { starterCards } from '../../../fixtures/engine/starter-cards.ts';

const CASE = "Case of the Gorgon's Kiss";
// Shock, by its text in the 2019 Scryfall file (../shared/data).
const SHOCK = { name: 'Shock', mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Shock deals 2 damage to any target.' };
const LIBRARY = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'];

function caseOf(output: ReturnType<typeof run>): { power: number | null; toughness: number | null } {
  const found = output.you.battlefield.find((entry) => entry.card === CASE);
  if (!found) throw new Error('the Case is not on the battlefield');
  return { power: found.power, toughness: found.toughness };
}

/** Street Wraith (starter data) cycles for 2 life: a creature card put into a graveyard from the hand. */
const cycleWraith = { do: 'activate', card: 'Street Wraith', ability: 'cycling' };

describe("Case of the Gorgon's Kiss: To solve and Solved (CR 719, 603.4)", () => {
  it('three creature cards put into graveyards this turn: solved at the beginning of the end step, then a 4/4 creature (CR 719, 613.4b)', () => {
    const output = run({
      cards: starterCards(CASE, 'Street Wraith'),
      turn: 2,
      you: { library: LIBRARY, hand: ['Street Wraith', 'Street Wraith', 'Street Wraith'], battlefield: [CASE] },
      actions: [cycleWraith, { do: 'resolve_all' }, cycleWraith, { do: 'resolve_all' }, cycleWraith, { do: 'resolve_all' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(output.phase).toBe('end');
    expect(eventsOf(output, 'triggered').filter((event) => event.source === CASE)).toHaveLength(1);
    expect(caseOf(output)).toEqual({ power: 4, toughness: 4 });
  });

  it('unsolved, the Case is no creature: power and toughness null (CR 719; the Solved static does not apply)', () => {
    const output = run({ cards: starterCards(CASE), turn: 2, you: { battlefield: [CASE] } });
    expect(caseOf(output)).toEqual({ power: null, toughness: null });
  });

  it('two creature cards only: the To solve ability does not trigger (intervening "if", CR 603.4), the Case stays unsolved', () => {
    const output = run({
      cards: starterCards(CASE, 'Street Wraith'),
      turn: 2,
      you: { library: LIBRARY, hand: ['Street Wraith', 'Street Wraith'], battlefield: [CASE] },
      actions: [cycleWraith, { do: 'resolve_all' }, cycleWraith, { do: 'resolve_all' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(output.phase).toBe('end');
    expect(eventsOf(output, 'triggered').filter((event) => event.source === CASE)).toHaveLength(0);
    expect(caseOf(output)).toEqual({ power: null, toughness: null });
  });

  it('solved stays solved on later turns, when the condition no longer holds; it has deathtouch and lifelink: combat damage gains life (CR 702.15b)', () => {
    const output = run({
      cards: starterCards(CASE, 'Street Wraith'),
      turn: 2,
      you: { library: LIBRARY, hand: ['Street Wraith', 'Street Wraith', 'Street Wraith'], battlefield: [CASE] },
      actions: [
        cycleWraith, { do: 'resolve_all' }, cycleWraith, { do: 'resolve_all' }, cycleWraith, { do: 'resolve_all' },
        { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve_all' },
        { do: 'next_turn' }, { do: 'next_phase' },
        { do: 'attack', attackers: [CASE] },
      ],
    });
    expect(output.ok).toBe(true);
    expect(output.turn).toBe(3);
    expect(caseOf(output)).toEqual({ power: 4, toughness: 4 });
    expect(output.opponent.life).toBe(16);
    expect(output.you.life).toBe(20 - 6 + 4); // three cycles for 2 life each, then 4 from lifelink
  });

  it('When this Case enters: destroys a creature that was dealt damage this turn', () => {
    const output = run({
      cards: [...starterCards(CASE, 'Street Wraith'), SHOCK],
      turn: 2,
      you: { hand: ['Shock', CASE], battlefield: ['Mountain', 'Swamp'] },
      opponent: { battlefield: ['Street Wraith'] },
      actions: [{ do: 'cast', card: 'Shock', targets: [{ name: 'Street Wraith', zone: 'battlefield', player: 'opponent' }] }, { do: 'resolve_all' }, { do: 'cast', card: CASE }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(output.opponent.battlefield).toEqual([]);
    expect(output.opponent.graveyard).toEqual(['Street Wraith']);
  });

  it('When this Case enters with no creature dealt damage this turn: "up to one" target, nothing is destroyed', () => {
    const output = run({
      cards: starterCards(CASE, 'Street Wraith'),
      turn: 2,
      you: { hand: [CASE], battlefield: ['Swamp'] },
      opponent: { battlefield: ['Street Wraith'] },
      actions: [{ do: 'cast', card: CASE }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(output.opponent.battlefield.map((entry) => entry.card)).toEqual(['Street Wraith']);
  });
});
