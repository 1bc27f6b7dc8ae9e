// An in-memory card database with a few real-looking cards, for tests of what sits on top.
import { openDatabase, type Db } from '../../app/db/connection.ts';
import { CardWriter } from '../../app/db/card-writer.ts';
import { testCard, testPrinting } from './cards.ts';

export function smallCardDb(): Db {
  const db = openDatabase(':memory:');
  const writer = new CardWriter(db);
  writer.upsert(testCard({ name: 'Island', mana_cost: '', type_line: 'Basic Land — Island' }));
  writer.upsert(testCard({ name: 'Swamp', mana_cost: '', type_line: 'Basic Land — Swamp' }));
  writer.upsert(
    testCard({
      name: 'Lightning Bolt', mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Lightning Bolt deals 3 damage to any target.',
      printings: [testPrinting({ set_code: 'm10', collector_number: '146' }), testPrinting({ set_code: 'm10', collector_number: '146', lang: 'de', printed_name: 'Blitzschlag' })],
    }),
  );
  writer.upsert(testCard({ name: 'Street Wraith', mana_cost: '{3}{B}{B}', oracle_text: 'Swampwalk\nCycling—Pay 2 life.', power: '3', toughness: '4' }));
  writer.upsert(testCard({ name: 'Twisted Abomination', mana_cost: '{5}{B}', oracle_text: '{B}: Regenerate Twisted Abomination.\nSwampcycling {2}', power: '5', toughness: '3' }));
  return db;
}
