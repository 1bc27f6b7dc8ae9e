// Stored simulation runs: a run saved before the result named the cards the engine does not
// understand (only their number) still loads, with the number kept and an empty list of names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../../app/services.ts';
import { SimulationStore, type StoredSimulationResult, type StoredSimulationSettings } from '../../../app/sim/simulation-store.ts';
import { DEFAULT_MULLIGAN } from '../../../app/sim/types.ts';
import { temporaryServices } from '../../support/services.ts';

let services: Services;
let dispose: () => void;
beforeAll(() => {
  ({ services, dispose } = temporaryServices());
});
afterAll(() => dispose());

describe('simulation store', () => {
  it('loads a run stored with unsupportedCards as a number: the names are empty, the number is unsupportedCardCount', () => {
    const deckId = services.decks.create({ name: 'Old run', entries: [{ name: 'Island', quantity: 60 }] }).deck.id;
    const settings: StoredSimulationSettings = { games: 10, seed: 1, onThePlay: true, mulligan: DEFAULT_MULLIGAN, maxTurns: 5, runner: 'engine', compareDeck: null };
    const old = { result: { deck: { name: 'Old run' }, unsupportedCards: 3 }, compare: { result: { deck: { name: 'B' }, unsupportedCards: 1 }, differences: {} } };
    const store = new SimulationStore(services.db);
    const saved = store.save(deckId, settings, old as unknown as StoredSimulationResult);
    const run = store.get(saved.id);
    expect([run.result.unsupportedCards, run.result.unsupportedCardCount]).toEqual([[], 3]);
    expect([run.compare!.result.unsupportedCards, run.compare!.result.unsupportedCardCount]).toEqual([[], 1]);
  });
});
