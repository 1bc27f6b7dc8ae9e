// Search benchmark (issue 3, item 8): the 45,851-printing Scryfall file loaded into a fresh
// database, ten typical queries through CardSearch (parse, compile, count, one page of 100
// results with faces), each beside the same query written by hand in SQL on the same database
// (count plus the same page: cards, their printing, faces of multi-faced cards), as a ratio.
// Targets: median < 10 ms, ratio <= 2.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../app/db/connection.ts';
import { CardSearch } from '../app/db/search/card-search.ts';
import { importFile } from '../app/db/import/driver.ts';
import { SHARED_DATA } from '../test/support/import.ts';

const RUNS = 40;
const PAGE = 100;

/** The representative printing, written the way one would by hand. */
const PRINTING = `LEFT JOIN printings p ON p.id = (SELECT id FROM printings WHERE card_id = c.id
  ORDER BY lang = 'en' DESC, released_at DESC, id DESC LIMIT 1)`;
/** What a result shows: the card, its printing, its name in the UI language, the faces of multi-faced cards. */
const COLUMNS = `c.id, c.name, c.mana_cost, c.type_line, c.oracle_text, c.power, c.toughness, c.loyalty, c.colors, c.layout,
  c.source, p.id AS printing_id, p.set_code, p.collector_number, p.rarity, p.lang, l.name AS localized_name,
  CASE WHEN c.layout IN ('split', 'flip', 'transform', 'modal_dfc', 'meld', 'adventure') THEN
    (SELECT json_group_array(json_object('name', f.name, 'mana_cost', f.mana_cost, 'type_line', f.type_line,
      'oracle_text', f.oracle_text, 'power', f.power, 'toughness', f.toughness)) FROM card_faces f WHERE f.card_id = c.id)
  END AS faces`;

const LOCALIZED = `LEFT JOIN card_localizations l ON l.card_id = c.id AND l.lang = 'en' AND l.face_index = 0`;

interface HandQuery {
  count: string;
  page: string;
}

function cardsWhere(where: string, order = 'c.name COLLATE NOCASE'): HandQuery {
  return {
    count: `SELECT count(*) FROM cards c WHERE ${where}`,
    page: `SELECT ${COLUMNS} FROM cards c ${PRINTING} ${LOCALIZED} WHERE ${where} ORDER BY ${order}, c.id LIMIT ${PAGE}`,
  };
}

function printingsWhere(where: string): HandQuery {
  return {
    count: `SELECT count(DISTINCT p.card_id) FROM printings p WHERE ${where}`,
    page: `SELECT ${COLUMNS} FROM (SELECT card_id, max(id) AS printing_id FROM printings p WHERE ${where} GROUP BY card_id) m
      JOIN cards c ON c.id = m.card_id JOIN printings p ON p.id = m.printing_id ${LOCALIZED}
      ORDER BY c.name COLLATE NOCASE, c.id LIMIT ${PAGE}`,
  };
}

const LAND_CYCLINGS = ['landcycling', 'plainscycling', 'islandcycling', 'swampcycling', 'mountaincycling', 'forestcycling',
  'desertcycling', 'basic landcycling', 'artifact landcycling'].map((k) => `'${k}'`).join(', ');

const QUERIES: [string, HandQuery][] = [
  ['t:creature o:cycling mv<=3', cardsWhere(`c.type_line LIKE '%creature%' AND c.oracle_text LIKE '%cycling%' AND c.cmc <= 3`)],
  ['keyword:landcycling', cardsWhere(`c.id IN (SELECT card_id FROM card_keywords WHERE keyword IN (${LAND_CYCLINGS}) OR keyword LIKE '% landcycling')`)],
  ['c:ub t:instant', cardsWhere(`(c.color_mask & 6) = 6 AND c.type_line LIKE '%instant%'`)],
  ['bolt', cardsWhere(`c.name LIKE '%bolt%'`)],
  // o: leaves reminder text out (as Scryfall does), which plain oracle_text cannot: the hand
  // query uses the reminder-free text of the search documents, narrowed by the FTS5 index.
  ['o:"draw a card" -t:creature', cardsWhere(`c.id IN (SELECT t.doc_id >> 6 FROM card_search CROSS JOIN card_search_text t
    ON t.doc_id = card_search.rowid WHERE card_search MATCH 'full_oracle : "draw a card"' AND t.lang = ''
    AND t.oracle GLOB '*draw a card*') AND c.type_line NOT LIKE '%creature%'`)],
  ['id<=esper pow>=4', cardsWhere(`(c.identity_mask | 7) = 7 AND c.power_num >= 4`)],
  ['r:mythic s:m19', printingsWhere(`p.set_code = 'm19' AND p.rarity = 'mythic'`)],
  ['is:split', cardsWhere(`c.layout = 'split'`)],
  ['lang:de', printingsWhere(`p.lang = 'de'`)],
  ['o:~ order:mv', cardsWhere(`c.id IN (SELECT doc_id >> 6 FROM card_search_text WHERE self_named = 1 AND lang = '')`, 'c.cmc')],
];

interface Sample {
  wall: number;
  cpu: number;
}

function time(fn: () => void): Sample {
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  fn();
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  const cpu = process.cpuUsage(cpuStart);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Runs both alternately, so load from other processes falls on both alike. */
function measurePair(ours: () => void, theirs: () => void): { ours: Sample[]; theirs: Sample[] } {
  for (let i = 0; i < 3; i += 1) {
    ours(); // warm the page cache and the statement caches
    theirs();
  }
  const result = { ours: [] as Sample[], theirs: [] as Sample[] };
  for (let i = 0; i < RUNS; i += 1) {
    result.ours.push(time(ours));
    result.theirs.push(time(theirs));
  }
  return result;
}

function runHand(db: Db, query: HandQuery): number {
  const total = db.prepare(query.count).pluck().get() as number;
  db.prepare(query.page).all();
  return total;
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'proxyfish-bench-search-'));
  try {
    const db = openDatabase(join(dir, 'bench.sqlite'));
    const file = join(SHARED_DATA, 'scryfall-default-cards-2019.json.gz');
    if (!existsSync(file)) {
      console.log(`search benchmark SKIPPED: ${file} not found (set PROXYFISH_SHARED_DATA)`);
      return;
    }
    const loadStart = performance.now();
    const imported = await importFile(db, file);
    const loadMs = performance.now() - loadStart;
    const search = new CardSearch(db);
    console.log(`search benchmark: ${imported.printings.added} printings, ${imported.cards.added} cards imported and indexed ` +
      `in ${(loadMs / 1000).toFixed(1)} s`);
    console.log(`${RUNS} runs each, ours and hand-written SQL alternating, one page of ${PAGE}; wall-clock ms;`);
    console.log('ratio = median / hand median; cpu ratio = the same on CPU time, which load from other processes disturbs less\n');
    const rows: string[][] = [['query', 'total', 'hand total', 'median', 'p95', 'hand median', 'hand p95', 'ratio', 'cpu ratio']];
    for (const [query, hand] of QUERIES) {
      let total = 0;
      let handTotal = 0;
      const samples = measurePair(
        () => {
          total = search.search(query, { lang: 'en', limit: PAGE }).total;
        },
        () => {
          handTotal = runHand(db, hand);
        },
      );
      const wall = (list: Sample[]) => list.map((sample) => sample.wall);
      const cpu = (list: Sample[]) => list.map((sample) => sample.cpu);
      const median = percentile(wall(samples.ours), 0.5);
      const handMedian = percentile(wall(samples.theirs), 0.5);
      const cpuRatio = percentile(cpu(samples.ours), 0.5) / Math.max(0.001, percentile(cpu(samples.theirs), 0.5));
      rows.push([query, String(total), String(handTotal), median.toFixed(2), percentile(wall(samples.ours), 0.95).toFixed(2),
        handMedian.toFixed(2), percentile(wall(samples.theirs), 0.95).toFixed(2), (median / handMedian).toFixed(2), cpuRatio.toFixed(2)]);
    }
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
