// Trigger events counted within a turn (CR 603.2, 702.29a): Valiant Rescuer (IKO 36, starter data),
// "Whenever you cycle another card for the first time each turn, create a 1/1 white Human Soldier
// creature token." Only the player's first cycle of the turn triggers it, also when that first
// cycle happened before Valiant Rescuer was on the battlefield; the next turn it triggers again.
import { describe, expect, it } from 'vitest';
import { run } from '../helpers.ts';
import { starterCards } from '../../../fixtures/engine/starter-cards.ts';

const RESCUER = 'Valiant Rescuer';
const LIBRARY = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'];
const cycleWraith = { do: 'activate', card: 'Street Wraith', ability: 'cycling' };

function soldiers(output: ReturnType<typeof run>): number {
  return output.you.battlefield.filter((entry) => entry.card === 'Human Soldier Token' || entry.card === 'Human Soldier').length;
}

describe('Valiant Rescuer: "cycle another card for the first time each turn" (CR 603.2, 702.29a)', () => {
  it('the first cycle of the turn creates one token; a second cycle that turn creates none', () => {
    const output = run({
      cards: starterCards(RESCUER, 'Street Wraith'),
      turn: 2,
      you: { library: LIBRARY, hand: ['Street Wraith', 'Street Wraith'], battlefield: [RESCUER] },
      actions: [cycleWraith, { do: 'resolve_all' }, cycleWraith, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(soldiers(output)).toBe(1);
  });

  it('a cycle before Valiant Rescuer entered that turn was the first: a later cycle creates none', () => {
    const output = run({
      cards: starterCards(RESCUER, 'Street Wraith'),
      turn: 2,
      you: { library: LIBRARY, hand: ['Street Wraith', 'Street Wraith', RESCUER], battlefield: ['Plains', 'Plains'] },
      actions: [cycleWraith, { do: 'resolve_all' }, { do: 'cast', card: RESCUER }, { do: 'resolve_all' }, cycleWraith, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(soldiers(output)).toBe(0);
  });

  it('the next turn\'s first cycle triggers it again', () => {
    const output = run({
      cards: starterCards(RESCUER, 'Street Wraith'),
      turn: 2,
      you: { library: LIBRARY, hand: ['Street Wraith', 'Street Wraith'], battlefield: [RESCUER] },
      actions: [cycleWraith, { do: 'resolve_all' }, { do: 'next_turn' }, cycleWraith, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(soldiers(output)).toBe(2);
  });

  it('discarding without cycling is no cycle: it does not use up the first time (CR 702.29d)', () => {
    // Ancient Excavation (starter data) draws and discards; then the first cycle still triggers.
    const output = run({
      cards: starterCards(RESCUER, 'Street Wraith', 'Ancient Excavation'),
      turn: 2,
      you: { library: LIBRARY, hand: ['Ancient Excavation', 'Mountain', 'Street Wraith'], battlefield: [RESCUER, 'Island', 'Swamp', 'Island', 'Swamp'] },
      actions: [{ do: 'cast', card: 'Ancient Excavation' }, { do: 'resolve_all' }, cycleWraith, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(soldiers(output)).toBe(1);
  });
});
