import { beforeEach, describe, expect, it } from 'vitest';
import { CollectionService } from '../../../app/collection/collection-service.ts';
import { CardResolver } from '../../../app/db/card-resolver.ts';
import type { Db } from '../../../app/db/connection.ts';
import { smallCardDb } from '../../support/card-db.ts';

describe('collection service', () => {
  let db: Db;
  let collection: CollectionService;
  beforeEach(() => {
    db = smallCardDb();
    collection = new CollectionService(db, new CardResolver(db));
  });

  it('adds by name or id, merges identical entries, and keeps unknown names for review', () => {
    collection.add({ name: 'Lightning Bolt', set_code: 'M10', quantity: 2, purchase_price: 1.5 });
    collection.add({ name: 'lightning bolt', set_code: 'm10', quantity: 1, purchase_price: 1.5 });
    collection.add({ name: 'Lightning Bolt', quantity: 1, finish: 'foil' });
    const kept = collection.add({ name: 'Lightnig Blot', quantity: 3 });
    expect(kept).toMatchObject({ card_id: null, name: 'Lightnig Blot' });
    const { entries } = collection.list();
    expect(entries.map((entry) => [entry.name, entry.quantity, entry.finish])).toEqual([
      ['Lightnig Blot', 3, 'nonfoil'],
      ['Lightning Bolt', 1, 'foil'],
      ['Lightning Bolt', 3, 'nonfoil'],
    ]);
    expect(collection.totals()).toEqual({ cards: 7, unique: 1, value: 4.5, priced: 1, unresolved: 1 });
  });

  it('bulk-edits a selection and removes entries', () => {
    const a = collection.add({ name: 'Island', quantity: 10 });
    const b = collection.add({ name: 'Swamp', quantity: 10 });
    expect(collection.update([a.id, b.id], { condition: 'played', tags: ['basics'] })).toBe(2);
    expect(collection.list().entries.every((entry) => entry.condition === 'played' && entry.tags[0] === 'basics')).toBe(true);
    expect(() => collection.update([a.id], { quantity: -1 })).toThrow();
    expect(collection.remove([a.id])).toBe(1);
    expect(collection.list().total).toBe(1);
  });

  it('counts owned copies per card over printings and finishes', () => {
    collection.add({ name: 'Street Wraith', quantity: 2 });
    collection.add({ name: 'Street Wraith', quantity: 1, finish: 'foil' });
    const wraith = db.prepare("SELECT id FROM cards WHERE name = 'Street Wraith'").pluck().get() as number;
    const island = db.prepare("SELECT id FROM cards WHERE name = 'Island'").pluck().get() as number;
    expect(collection.ownedCounts([wraith, island])).toEqual(new Map([[wraith, 3], [island, 0]]));
  });

  it('adds many rows in one transaction: one bad row adds none', () => {
    expect(() => collection.addMany([{ name: 'Island', quantity: 1 }, { name: 'Swamp', quantity: 0 }])).toThrow();
    expect(collection.list().total).toBe(0);
  });
});
