// Figures for long search queries (issue 22, break 6) on the 2019 Scryfall data: the shapes that
// once held the server for seconds ("e e e …", "o:e o:e …", "a or a or …"), at the query limits
// (20 conditions, 500 characters) and past them, where they are refused before any SQL runs.
// Each query runs three times; the median of wall and CPU time shows (the machine may be shared).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../app/db/connection.ts';
import { importFile } from '../app/db/import/driver.ts';
import { CardSearch } from '../app/db/search/card-search.ts';
import { QUERY_LIMITS } from '../app/db/search/limits.ts';
import { SHARED_DATA } from '../test/support/import.ts';

const RUNS = 3;
const repeat = (word: string, times: number, glue = ' '): string => Array.from({ length: times }, () => word).join(glue);
/** Twenty different common letters: each a pass of its own over the search documents. */
const DISTINCT = 'e a r i o t n s l c u d p m h g b f y w'.split(' ');

const QUERIES: [string, string][] = [
  ['20 × "e"', repeat('e', QUERY_LIMITS.conditions)],
  ['20 × "o:e"', repeat('o:e', QUERY_LIMITS.conditions)],
  ['20 × "a" joined by "or"', repeat('a', QUERY_LIMITS.conditions, ' or ')],
  ['20 different letters', DISTINCT.join(' ')],
  ['20 different o:letters', DISTINCT.map((letter) => `o:${letter}`).join(' ')],
  ['20 different letters joined by "or"', DISTINCT.join(' or ')],
  ['1,000 characters of "e e e …"', repeat('e', 500)],
  ['1,000 characters of "o:e …"', repeat('o:e', 250)],
  ['1,000 characters of "a or a …"', repeat('a', 200, ' or ')],
];

const median = (values: number[]): number => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'proxyfish-bench-'));
  const db = openDatabase(join(dir, 'bench.sqlite'));
  try {
    const file = join(SHARED_DATA, 'scryfall-default-cards-2019.json.gz');
    await importFile(db, file);
    const search = new CardSearch(db);
    for (const [label, query] of QUERIES) {
      const wall: number[] = [];
      const cpu: number[] = [];
      let outcome = '';
      for (let run = 0; run < RUNS; run += 1) {
        const cpuStart = process.cpuUsage();
        const start = performance.now();
        try {
          outcome = `${search.search(query).total} cards`;
        } catch (error) {
          outcome = `refused: ${(error as Error).message}`;
        }
        wall.push(performance.now() - start);
        const used = process.cpuUsage(cpuStart);
        cpu.push((used.user + used.system) / 1000);
      }
      console.log(`${label} (${query.length} chars): ${median(wall).toFixed(0)} ms wall, ${median(cpu).toFixed(0)} ms CPU; ${outcome}`);
    }
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
