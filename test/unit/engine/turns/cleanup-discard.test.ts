// The cleanup step's discard to the maximum hand size (CR 514.1): the player chooses which cards.
// Scenario files name them with `discard` on next_phase / next_turn (spec/SCENARIOS.md); a wrong
// count or a card not in hand rejects the action and changes nothing; without a choice the
// engine's documented default discards the last cards in hand.
import { describe, expect, it } from 'vitest';
import { eventsOf, run } from '../helpers.ts';

const NINE = ['Island', 'Swamp', 'Forest', 'Mountain', 'Plains', 'Island', 'Swamp', 'Forest', 'Mountain'];

function endStep(actions: unknown[], hand: string[] = NINE) {
  return run({ turn: 3, phase: 'end', you: { hand, library: ['Island', 'Island', 'Island'] }, actions });
}

describe('cleanup discard (CR 514.1)', () => {
  it('discards the cards the player names, not the last ones', () => {
    const output = endStep([{ do: 'next_phase', discard: ['Plains', { name: 'Island', index: 0 }] }]);
    expect(output.ok).toBe(true);
    expect(output.phase).toBe('cleanup');
    expect([...output.you.graveyard].sort()).toEqual(['Island', 'Plains']);
    expect(output.you.hand).toHaveLength(7);
    expect(output.you.hand).toContain('Mountain');
    expect(eventsOf(output, 'discarded').map((event) => event.card)).toEqual(['Plains', 'Island']);
  });

  it('takes the choice on next_turn too, and the next turn goes on', () => {
    const output = run({ turn: 3, phase: 'main2', you: { hand: NINE, library: ['Island', 'Island', 'Island'] }, actions: [{ do: 'next_turn', discard: ['Forest', { name: 'Forest', index: 1 }] }] });
    expect(output.ok).toBe(true);
    expect(output.turn).toBe(4);
    expect(output.you.graveyard).toEqual(['Forest', 'Forest']);
    expect(output.you.hand).toHaveLength(8); // seven kept, one drawn in turn 4
  });

  it('rejects a choice of the wrong size and changes nothing', () => {
    const output = endStep([{ do: 'next_phase', discard: ['Plains'] }]);
    expect(output.ok).toBe(false);
    expect(output.error?.message).toMatch(/asks you to discard 2 cards; you named 1/);
    expect(output.phase).toBe('end');
    expect(output.you.hand).toHaveLength(9);
    expect(output.you.graveyard).toEqual([]);
  });

  it('rejects a card that is not in hand, and the same card named twice', () => {
    const notInHand = run({ turn: 3, phase: 'end', you: { hand: NINE, graveyard: ['Plains'], library: ['Island'] }, actions: [{ do: 'next_phase', discard: [{ name: 'Plains', zone: 'graveyard' }, 'Swamp'] }] });
    expect(notInHand.ok).toBe(false);
    expect(notInHand.error?.message).toMatch(/Plains is not in your hand/);
    const twice = endStep([{ do: 'next_phase', discard: ['Swamp', 'Swamp'] }]);
    expect(twice.ok).toBe(false);
    expect(twice.error?.message).toMatch(/named twice/);
    expect(twice.you.hand).toHaveLength(9);
  });

  it('rejects a discard when the cleanup asks for none', () => {
    const output = endStep([{ do: 'next_phase', discard: ['Swamp'] }], NINE.slice(0, 7));
    expect(output.ok).toBe(false);
    expect(output.error?.message).toMatch(/asks you to discard 0 cards; you named 1/);
  });

  it('without a choice, discards the last cards in hand (the documented default)', () => {
    const output = endStep([{ do: 'next_phase' }]);
    expect(output.ok).toBe(true);
    expect(output.you.graveyard).toEqual(['Forest', 'Mountain']);
  });
});
