// Scryfall's all_parts stored at import (card_parts): the tokens, emblems and meld cards a card
// names, replaced by a re-import, and malformed entries left out with a count instead of costing
// their card or the import.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../app/db/connection.ts';
import { importFile } from '../../../app/db/import/driver.ts';
import { fixture, tempFolder } from '../../support/import.ts';

const RELATED = fixture('scryfall-related-parts.json');
type Json = Record<string, unknown>;

function parts(db: Db, cardName: string) {
  return db
    .prepare(
      `SELECT p.component, p.name, p.type_line, p.scryfall_id FROM card_parts AS p JOIN cards AS c ON c.id = p.card_id
       WHERE c.name = ? ORDER BY p.component, p.name`,
    )
    .all(cardName);
}

describe('Scryfall all_parts at import', () => {
  let db: Db;
  let temp: ReturnType<typeof tempFolder>;
  const cards = (): Json[] => JSON.parse(readFileSync(RELATED, 'utf8')) as Json[];
  const write = (name: string, list: Json[]) => {
    const file = join(temp.dir, name);
    writeFileSync(file, JSON.stringify(list));
    return file;
  };
  beforeEach(() => {
    db = openDatabase(':memory:');
    temp = tempFolder();
  });
  afterEach(() => {
    db.close();
    temp.remove();
  });

  it('stores each card\'s tokens, emblems and meld cards, without the entry that names the card itself', async () => {
    const summary = await importFile(db, RELATED);
    expect(summary.skippedParts.count).toBe(0);
    expect(parts(db, 'Drake Haven')).toEqual([
      { component: 'token', name: 'Drake', type_line: 'Token Creature — Drake', scryfall_id: '65844e72-aa84-483f-b07e-9e34e798aaec' },
    ]);
    expect(parts(db, 'Bruna, the Fading Light')).toEqual([
      { component: 'meld_part', name: 'Gisela, the Broken Blade', type_line: 'Legendary Creature — Angel Horror', scryfall_id: 'c75c035a-7da9-4b36-982d-fca8220b1797' },
      { component: 'meld_result', name: 'Brisela, Voice of Nightmares', type_line: 'Legendary Creature — Eldrazi Angel', scryfall_id: '5a7a212e-e0b6-4f12-a95c-173cae023f93' },
    ]);
    expect(parts(db, 'Ob Nixilis Reignited')).toEqual([
      { component: 'combo_piece', name: 'Ob Nixilis Reignited Emblem', type_line: 'Emblem — Nixilis', scryfall_id: '18a77885-c0de-4487-a920-6fb9ea9bc408' },
    ]);
    // A card without all_parts has none.
    expect(parts(db, 'Delver of Secrets // Insectile Aberration')).toEqual([]);
  });

  it('replaces a card\'s parts when a file names them again, clears them when it names none, and keeps those of cards it leaves out', async () => {
    await importFile(db, RELATED);
    const changed = cards().flatMap((card): Json[] => {
      if (card.name === 'Drake Haven') {
        return [{ ...card, all_parts: [{ object: 'related_card', id: '11111111-2222-3333-4444-555555555555', component: 'token', name: 'Zombie', type_line: 'Token Creature — Zombie' }] }];
      }
      if (card.name === 'Talrand, Sky Summoner') return [{ ...card, all_parts: undefined }];
      if (card.name === 'Bruna, the Fading Light') return []; // not in this file
      return [card];
    });
    const summary = await importFile(db, write('again.json', changed));
    expect(summary.cards.updated).toBe(changed.length);
    expect(parts(db, 'Drake Haven')).toEqual([
      { component: 'token', name: 'Zombie', type_line: 'Token Creature — Zombie', scryfall_id: '11111111-2222-3333-4444-555555555555' },
    ]);
    expect(parts(db, 'Talrand, Sky Summoner')).toEqual([]);
    expect(parts(db, 'Bruna, the Fading Light')).toHaveLength(2);
  });

  it('leaves out malformed entries and counts them, importing their cards with the good entries', async () => {
    const broken = cards().map((card): Json => {
      if (card.name === 'Drake Haven') {
        const good = (card.all_parts as Json[])[1]!;
        return { ...card, all_parts: [42, { component: 'token' }, { name: 'Wurm', component: 'wurmhole' }, { name: 'Elf', component: 'token', id: 7 }, good] };
      }
      if (card.name === 'Talrand, Sky Summoner') return { ...card, all_parts: 'Drake' };
      return card;
    });
    const summary = await importFile(db, write('broken.json', broken));
    expect(summary.skipped.count).toBe(0);
    expect(summary.cards.added).toBe(broken.length);
    expect(summary.skippedParts.count).toBe(5);
    expect(summary.skippedParts.details.map((detail) => [detail.name, detail.reason])).toEqual([
      ['Drake Haven', 'related part is not a JSON object'],
      ['Drake Haven', 'related part without a name'],
      ['Drake Haven', 'related part "Wurm" has an unknown component "wurmhole"'],
      ['Drake Haven', 'related part "Elf" has a malformed id'],
      ['Talrand, Sky Summoner', 'all_parts is not a list'],
    ]);
    expect(parts(db, 'Drake Haven').map((part) => (part as Json).name)).toEqual(['Drake']);
  });

  it('keeps the stored parts when an import rolls back', async () => {
    await importFile(db, RELATED);
    const before = parts(db, 'Drake Haven');
    const file = join(temp.dir, 'truncated.json');
    const changed = cards().map((card) => (card.name === 'Drake Haven' ? { ...card, all_parts: [] } : card));
    writeFileSync(file, JSON.stringify(changed).slice(0, -40));
    await expect(importFile(db, file)).rejects.toThrow(/not valid JSON|unchanged/);
    expect(parts(db, 'Drake Haven')).toEqual(before);
  });
});
