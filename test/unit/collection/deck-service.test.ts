import { beforeEach, describe, expect, it } from 'vitest';
import { DeckService } from '../../../app/collection/deck-service.ts';
import { CardResolver } from '../../../app/db/card-resolver.ts';
import type { Db } from '../../../app/db/connection.ts';
import { smallCardDb } from '../../support/card-db.ts';

describe('deck service', () => {
  let db: Db;
  let decks: DeckService;
  beforeEach(() => {
    db = smallCardDb();
    decks = new DeckService(db, new CardResolver(db));
  });

  it('creates a deck with sections, resolving names and keeping unknown ones', () => {
    const { deck, unresolved } = decks.create({
      name: 'Cycling',
      entries: [
        { name: 'Street Wraith', quantity: 4 },
        { name: 'blitzschlag', quantity: 2, section: 'sideboard', line: 7 },
        { name: 'Swampp', quantity: 20, line: 3 },
      ],
    });
    expect(deck).toMatchObject({ name: 'Cycling', main: 24, sideboard: 2, unresolved: 1 });
    expect(unresolved).toEqual([{ name: 'Swampp', line: 3 }]);
    const bolt = deck.entries.find((entry) => entry.section === 'sideboard');
    expect(bolt).toMatchObject({ name: 'Lightning Bolt', quantity: 2, card: { mana_cost: '{R}', type_line: 'Instant', colors: ['R'] } });
    expect(deck.entries.find((entry) => entry.name === 'Swampp')).toMatchObject({ card_id: null, card: null });
  });

  it('renames, duplicates and deletes, refusing a name that is taken', () => {
    decks.create({ name: 'A' });
    decks.create({ name: 'B', entries: [{ name: 'Island', quantity: 10 }] });
    expect(() => decks.update('a', { name: 'b' })).toThrow('A deck named "b" already exists');
    const copy = decks.duplicate('B');
    expect(copy).toMatchObject({ name: 'B (copy)', main: 10 });
    expect(decks.duplicate('B').name).toBe('B (copy 2)');
    decks.update('B (copy)', { name: 'C', notes: 'test notes' });
    expect(decks.get('c')).toMatchObject({ name: 'C', notes: 'test notes', main: 10 });
    decks.delete('C');
    expect(() => decks.get('C')).toThrow('No deck named "C"');
    expect(db.prepare('SELECT sum(quantity) FROM deck_cards').pluck().get()).toBe(20);
    expect(decks.list().map((deck) => deck.name)).toEqual(['A', 'B', 'B (copy 2)']);
  });

  it('rejects an invalid entry without writing anything', () => {
    decks.create({ name: 'Keep', entries: [{ name: 'Island', quantity: 4 }] });
    expect(() => decks.setEntries('Keep', [{ name: 'Swamp', quantity: 2 }, { name: 'Island', quantity: 0 }])).toThrow();
    expect(decks.get('Keep')).toMatchObject({ main: 4 });
  });
});

describe('adding cards from search', () => {
  it('adds to an existing entry of the card in that section, or appends a new entry', () => {
    const db = smallCardDb();
    const decks = new DeckService(db, new CardResolver(db));
    decks.create({ name: 'D', entries: [{ name: 'Street Wraith', quantity: 2 }] });
    const wraith = db.prepare("SELECT id FROM cards WHERE name = 'Street Wraith'").pluck().get() as number;
    const bolt = db.prepare("SELECT id FROM cards WHERE name = 'Lightning Bolt'").pluck().get() as number;
    decks.addCard('D', { cardId: wraith, quantity: 2, section: 'main' });
    const deck = decks.addCard('D', { cardId: bolt, quantity: 3, section: 'sideboard' });
    expect(deck.entries.map((entry) => [entry.section, entry.name, entry.quantity])).toEqual([
      ['main', 'Street Wraith', 4],
      ['sideboard', 'Lightning Bolt', 3],
    ]);
    expect(() => decks.addCard('D', { cardId: 99_999, quantity: 1, section: 'main' })).toThrow('No card with id 99999');
  });
});
