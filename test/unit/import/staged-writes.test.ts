// The staging writes go in batches of cards, one savepoint each; a card the database refuses must
// still be skipped alone, by name and in record order, with every other card of its batch written.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../app/db/connection.ts';
import { importFile } from '../../../app/db/import/driver.ts';
import { syntheticScryfall, tempFolder } from '../../support/import.ts';

describe('staged writes in batches', () => {
  let db: Db;
  let temp: ReturnType<typeof tempFolder>;
  beforeEach(() => {
    temp = tempFolder();
    db = openDatabase(join(temp.dir, 'cards.sqlite'));
  });
  afterEach(() => {
    db.close();
    temp.remove();
  });

  /** Makes the staging database refuse the cards of these names, as a constraint would. */
  const refusing = (names: string[]) => (staging: Db) =>
    staging.exec(`CREATE TEMP TRIGGER refuse BEFORE INSERT ON main.cards
      WHEN new.name IN (${names.map((name) => `'${name}'`).join(', ')}) BEGIN SELECT RAISE(ABORT, 'refused by test'); END`);

  it('skips only the refused cards of a batch, by name and in record order', async () => {
    const file = join(temp.dir, 'cards.json');
    // Cards 0-199 with a second printing of card 5 after the refusals, and a non-card record between them.
    const cards = JSON.parse(syntheticScryfall(200)) as Record<string, unknown>[];
    cards.splice(120, 0, { object: 'set', name: 'Not a card' });
    cards.push({ ...cards[5], id: 'synthetic-5-again', collector_number: '999' });
    writeFileSync(file, JSON.stringify(cards));
    const summary = await importFile(db, file, { onStagingOpen: refusing(['Synthetic Card 3', 'Synthetic Card 70', 'Synthetic Card 150']) });

    expect(summary.cards.added).toBe(197);
    expect(summary.printings.added).toBe(198);
    expect(summary.skipped.count).toBe(4);
    expect(summary.skipped.details.map((detail) => [detail.record, detail.name])).toEqual([
      [4, 'Synthetic Card 3'],
      [71, 'Synthetic Card 70'],
      [121, 'Not a card'],
      [152, 'Synthetic Card 150'],
    ]);
    expect(summary.skipped.details[0]!.reason).toMatch(/^rejected by the database: refused by test/);
    const names = db.prepare<[], string>('SELECT name FROM cards ORDER BY id').pluck().all();
    expect(names).toHaveLength(197);
    expect(names).not.toContain('Synthetic Card 70');
    expect(names.slice(0, 5)).toEqual(['Synthetic Card 0', 'Synthetic Card 1', 'Synthetic Card 2', 'Synthetic Card 4', 'Synthetic Card 5']);
    expect(db.prepare('SELECT count(*) FROM printings WHERE card_id = (SELECT id FROM cards WHERE name = ?)').pluck().get('Synthetic Card 5')).toBe(2);
  });
});
