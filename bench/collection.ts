// Figures for the collection format layer: reading and writing a 50,000-row collection CSV in
// each tool's format, decklist round trips, and the "Did you mean" suggester over a name list
// the size of Magic's (~30,000 names, generated here because the card database is separate).

import {
  COLLECTION_FORMATS,
  DECK_FORMATS,
  NameSuggester,
  emptyDeck,
  parseCollectionCsv,
  parseDeck,
  serializeCollectionCsv,
  serializeDeck,
} from '../app/collection/formats/index.ts';
import type { CollectionRow } from '../app/collection/formats/index.ts';

const ms = (start: number) => `${(performance.now() - start).toFixed(0)} ms`;

function sampleRows(count: number): CollectionRow[] {
  const conditions = ['near_mint', 'excellent', 'good', 'mint'] as const;
  const languages = ['en', 'de', 'es', 'ja'];
  return Array.from({ length: count }, (_, i) => ({
    quantity: (i % 4) + 1,
    name: i % 10 === 0 ? `Split ${i} // Other ${i}` : `Card Name ${i}`,
    setCode: 'm10',
    setName: 'Magic 2010',
    collectorNumber: String(i),
    finish: i % 3 === 0 ? 'foil' : 'nonfoil',
    condition: conditions[i % 4],
    language: languages[i % 4],
    tags: [],
    purchasePrice: i % 5 === 0 ? 1.25 : undefined,
    line: i + 2,
    extra: {},
  }));
}

// Pseudo card names from a syllable pool, deterministic.
function syntheticNames(count: number): string[] {
  const parts = ['ae', 'bor', 'cal', 'dra', 'el', 'fen', 'gor', 'hal', 'ith', 'jor', 'kel', 'lor', 'mor', 'nar', 'os', 'pyr', 'quel', 'ran', 'sil', 'tor', 'ul', 'vor', 'wyn', 'xan', 'yl', 'zar'];
  let seed = 42;
  // A 32-bit LCG in integer arithmetic (Math.imul), so it never loses precision.
  const next = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const word = () => {
    const length = 2 + Math.floor(next() * 2);
    let text = '';
    for (let i = 0; i < length; i++) text += parts[Math.floor(next() * parts.length)];
    return text[0]!.toUpperCase() + text.slice(1);
  };
  const names = new Set<string>();
  while (names.size < count) names.add(Array.from({ length: 1 + Math.floor(next() * 3) }, word).join(' '));
  return [...names];
}

export async function run(): Promise<void> {
  const rows = sampleRows(50_000);
  console.log('collection CSV, 50,000 rows');
  for (const format of COLLECTION_FORMATS) {
    let start = performance.now();
    const text = serializeCollectionCsv(rows, format);
    const writeTime = ms(start);
    start = performance.now();
    const parsed = await parseCollectionCsv(text);
    console.log(
      `  ${format.padEnd(12)} write ${writeTime.padStart(8)}  read ${ms(start).padStart(8)}  (${(text.length / 1e6).toFixed(1)} MB, ${parsed.rows.length} rows, ${parsed.problems.length} problems)`,
    );
  }

  const deck = emptyDeck();
  for (let i = 0; i < 100; i++) deck.sections.main.push({ quantity: 1, name: `Card ${i}`, setCode: 'M10', collectorNumber: String(i) });
  for (let i = 0; i < 15; i++) deck.sections.sideboard.push({ quantity: 1, name: `Side ${i}` });
  console.log('decklists, 115 entries, 1,000 round trips each');
  for (const format of DECK_FORMATS) {
    const start = performance.now();
    for (let i = 0; i < 1000; i++) parseDeck(serializeDeck(deck, format));
    console.log(`  ${format.padEnd(5)} ${ms(start)}`);
  }

  const names = syntheticNames(30_000);
  let start = performance.now();
  const suggester = new NameSuggester(names);
  console.log(`name suggester: index of ${suggester.size} names built in ${ms(start)}`);
  const queries = names.slice(0, 1000).map((name, i) => (i % 2 ? name.slice(0, -1) : `${name.slice(0, 2)}${name.slice(3)}`));
  start = performance.now();
  let found = 0;
  queries.forEach((query, i) => {
    if (suggester.suggest(query)[0]?.name === names[i]) found++;
  });
  const total = performance.now() - start;
  console.log(`  1,000 misspelt queries in ${total.toFixed(0)} ms (${(total / 1000).toFixed(2)} ms each), right name first for ${found}`);
}
