// Every condition of the five collection CSV formats, read and written, against each tool's
// own grading scale (see app/collection/formats/conditions.ts for the sources): a US
// "Lightly Played" card is Cardmarket's Excellent, "Moderately Played" is Good, "Heavily
// Played" is Light Played, "Damaged" is Poor.
import { describe, expect, it } from 'vitest';
import { COLLECTION_CSV_FORMATS, CONDITIONS, parseCollectionCsv, serializeCollectionCsv } from '../../../app/collection/formats/index.ts';
import type { CollectionFormat, CollectionRow, Condition } from '../../../app/collection/formats/index.ts';

/** What each tool's file says → the collection's grade. */
const READS: Record<CollectionFormat, [string, Condition][]> = {
  moxfield: [
    ['Mint', 'mint'],
    ['Near Mint', 'near_mint'],
    ['Lightly Played', 'excellent'],
    ['Good (Lightly Played)', 'excellent'],
    ['Moderately Played', 'good'],
    ['Played', 'good'],
    ['Heavily Played', 'light_played'],
    ['Damaged', 'poor'],
    ['NM', 'near_mint'],
    ['LP', 'excellent'],
    ['MP', 'good'],
    ['HP', 'light_played'],
    ['D', 'poor'],
  ],
  deckbox: [
    ['Mint', 'mint'],
    ['Near Mint', 'near_mint'],
    ['Good (Lightly Played)', 'excellent'],
    ['Played', 'good'],
    ['Heavily Played', 'light_played'],
    ['Damaged', 'poor'],
    ['Poor', 'poor'],
  ],
  archidekt: [
    ['NM', 'near_mint'],
    ['LP', 'excellent'],
    ['MP', 'good'],
    ['HP', 'light_played'],
    ['D', 'poor'],
  ],
  manabox: [
    ['mint', 'mint'],
    ['near_mint', 'near_mint'],
    ['excellent', 'excellent'],
    ['good', 'good'],
    ['light_played', 'light_played'],
    ['played', 'played'],
    ['poor', 'poor'],
  ],
  dragonshield: [
    ['Mint', 'mint'],
    ['NearMint', 'near_mint'],
    ['Excellent', 'excellent'],
    ['Good', 'good'],
    ['LightPlayed', 'light_played'],
    ['Played', 'played'],
    ['Poor', 'poor'],
  ],
};

/** The collection's grade → what each tool's export writes (a grade the tool lacks rounds to its nearest). */
/** Deckbox's ladder, which Moxfield's export writes too. */
const DECKBOX_LADDER: Record<Condition, string> = {
  mint: 'Mint', near_mint: 'Near Mint', excellent: 'Good (Lightly Played)', good: 'Played',
  light_played: 'Heavily Played', played: 'Heavily Played', poor: 'Damaged',
};

const WRITES: Record<CollectionFormat, Record<Condition, string>> = {
  moxfield: DECKBOX_LADDER,
  deckbox: DECKBOX_LADDER,
  archidekt: { mint: 'NM', near_mint: 'NM', excellent: 'LP', good: 'MP', light_played: 'HP', played: 'HP', poor: 'D' },
  manabox: {
    mint: 'mint', near_mint: 'near_mint', excellent: 'excellent', good: 'good',
    light_played: 'light_played', played: 'played', poor: 'poor',
  },
  dragonshield: {
    mint: 'Mint', near_mint: 'NearMint', excellent: 'Excellent', good: 'Good',
    light_played: 'LightPlayed', played: 'Played', poor: 'Poor',
  },
};

const row = (condition: Condition): CollectionRow => ({ quantity: 1, name: 'Lightning Bolt', finish: 'nonfoil', condition, tags: [], line: 2, extra: {} });

/** One row of a tool's file with this condition, in that tool's own header. */
function fileWithCondition(format: CollectionFormat, condition: string): string {
  const spec = COLLECTION_CSV_FORMATS[format];
  const written = serializeCollectionCsv([row('near_mint')], format);
  const lines = written.split(/\r?\n/);
  const headerAt = lines.findIndex((line) => line.includes(spec.fields.name));
  const cells = lines[headerAt + 1]!.split(',');
  const columnAt = spec.columns.indexOf(spec.fields.condition!);
  cells[columnAt] = spec.quoteAll ? `"${condition}"` : condition;
  return [...lines.slice(0, headerAt + 1), cells.join(',')].join('\n');
}

describe('collection CSV conditions, read from each tool', () => {
  for (const format of Object.keys(READS) as CollectionFormat[]) {
    for (const [spelling, grade] of READS[format]) {
      it(`${format}: "${spelling}" is ${grade}`, async () => {
        const parsed = await parseCollectionCsv(fileWithCondition(format, spelling), { format });
        expect(parsed.problems).toEqual([]);
        expect(parsed.rows[0]!.condition).toBe(grade);
      });
    }
  }
});

describe('collection CSV conditions, written for each tool', () => {
  for (const format of Object.keys(WRITES) as CollectionFormat[]) {
    it(`${format}: each of the seven grades is written in the tool's word and reads back as the nearest grade it has`, async () => {
      for (const grade of CONDITIONS) {
        const text = serializeCollectionCsv([row(grade)], format);
        const parsed = await parseCollectionCsv(text, { format });
        const cell = parsed.rows[0]!;
        expect(text, `${format} ${grade}`).toContain(WRITES[format][grade]);
        // Reading back gives the grade that word names: the same grade where the tool has it.
        const expected = READS[format].find(([spelling]) => spelling === WRITES[format][grade])![1];
        expect(cell.condition, `${format} ${grade}`).toBe(expected);
      }
    });
  }

  it('a round trip through a tool with all seven grades loses none', async () => {
    for (const format of ['manabox', 'dragonshield'] as const) {
      const parsed = await parseCollectionCsv(serializeCollectionCsv(CONDITIONS.map(row), format), { format });
      expect(parsed.rows.map((r) => r.condition)).toEqual([...CONDITIONS]);
    }
  });
});
