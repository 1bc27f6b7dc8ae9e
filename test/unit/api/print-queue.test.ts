import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { CardWriter } from '../../../app/db/card-writer.ts';
import type { Services } from '../../../app/services.ts';
import { testCard } from '../../support/cards.ts';
import { temporaryServices } from '../../support/services.ts';

async function ok<T>(promise: Promise<{ ok: boolean; result?: unknown; error?: { message: string } }>): Promise<T> {
  const response = await promise;
  if (!response.ok) throw new Error(response.error?.message);
  return response.result as T;
}

describe('print queue', () => {
  let services: Services;
  let dispose: () => void;
  beforeEach(() => {
    ({ services, dispose } = temporaryServices());
    const writer = new CardWriter(services.db);
    for (const name of ['Street Wraith', 'Krosan Tusker']) writer.upsert(testCard({ name }));
    writer.upsert(testCard({ name: 'Swamp', type_line: 'Basic Land — Swamp' }));
    services.decks.create({
      name: 'Cyclers',
      entries: [
        { name: 'Street Wraith', quantity: 4 },
        { name: 'Swamp', quantity: 20 },
        { name: 'Krosan Tusker', quantity: 2, section: 'maybeboard' },
      ],
    });
    services.collection.add({ name: 'Street Wraith', quantity: 3 });
    services.collection.add({ name: 'Swamp', quantity: 25 });
  });
  afterEach(() => dispose());

  it('sends only the cards missing from the collection', async () => {
    const queue = await ok<{ title: string; items: { name: string; quantity: number }[] }>(
      dispatch(services, 'printQueue.fromDeck', { deck: 'Cyclers', which: 'missing' }),
    );
    expect(queue.title).toBe('Cyclers — missing cards');
    expect(queue.items.map((item) => [item.name, item.quantity])).toEqual([['Street Wraith', 1]]);
    expect(await ok(dispatch(services, 'printQueue.get', {}))).toEqual(queue);
  });

  it('sends every card but the maybeboard with "all", and chosen entries with "selection"', async () => {
    const all = await ok<{ items: { name: string }[] }>(dispatch(services, 'printQueue.fromDeck', { deck: 'Cyclers', which: 'all' }));
    expect(all.items.map((item) => item.name)).toEqual(['Street Wraith', 'Swamp']);
    const tusker = services.decks.get('Cyclers').entries.find((entry) => entry.name === 'Krosan Tusker')!;
    const selection = await ok<{ items: { name: string; quantity: number }[] }>(
      dispatch(services, 'printQueue.fromDeck', { deck: 'Cyclers', which: 'selection', entryIds: [tusker.id] }),
    );
    expect(selection.items).toMatchObject([{ name: 'Krosan Tusker', quantity: 2 }]);
  });

  it('merges lines of the same card into one row (main deck and sideboard copies)', async () => {
    services.decks.setEntries('Cyclers', [
      { name: 'Street Wraith', quantity: 4 },
      { name: 'Swamp', quantity: 20 },
      { name: 'Street Wraith', quantity: 2, section: 'sideboard' },
    ]);
    const queue = await ok<{ items: { name: string; quantity: number }[] }>(dispatch(services, 'printQueue.fromDeck', { deck: 'Cyclers', which: 'all' }));
    expect(queue.items.map((item) => [item.name, item.quantity])).toEqual([['Street Wraith', 6], ['Swamp', 20]]);
    const replaced = await ok<{ items: { name: string; quantity: number }[] }>(
      dispatch(services, 'printQueue.replace', { title: 'x', items: [{ name: 'Swamp', quantity: 1 }, { name: 'Swamp', quantity: 2 }] }),
    );
    expect(replaced.items).toMatchObject([{ name: 'Swamp', quantity: 3 }]);
  });

  it('leaves out the sideboard and owned basic lands when asked', async () => {
    services.decks.setEntries('Cyclers', [
      { name: 'Street Wraith', quantity: 4 },
      { name: 'Swamp', quantity: 20 },
      { name: 'Krosan Tusker', quantity: 1, section: 'sideboard' },
    ]);
    const queue = await ok<{ items: { name: string; quantity: number }[] }>(
      dispatch(services, 'printQueue.fromDeck', { deck: 'Cyclers', which: 'all', mainOnly: true, skipBasics: 'owned' }),
    );
    // All 20 Swamps are owned (25 in the collection); Krosan Tusker is only in the sideboard.
    expect(queue.items.map((item) => [item.name, item.quantity])).toEqual([['Street Wraith', 4]]);
  });

  it('adds to the quantity of a card already queued', async () => {
    await dispatch(services, 'printQueue.add', { title: 'Singles', items: [{ name: 'Swamp', quantity: 2 }] });
    const queue = await ok<{ title: string; items: { quantity: number }[] }>(dispatch(services, 'printQueue.add', { items: [{ name: 'Swamp', quantity: 3 }] }));
    expect(queue).toMatchObject({ title: 'Singles', items: [{ quantity: 5 }] });
  });
});
