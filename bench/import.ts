// Benchmark: import the real 45,851-printing Scryfall file into a fresh database file, search
// index and images table included. The import runs in a child process so its peak memory
// (maxRSS) is its own, not the runner's; the same import with the sources of `main` (the before
// column, bench/support/before.ts) and the floor, one Node process gunzipping and parsing the
// file, are measured in the same run.
// Targets: issue 3, at most 20 s and 400 MB peak RSS; issue 24, at most 3 × the floor.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Connection from '../app/db/connection.ts';
import type * as Driver from '../app/db/import/driver.ts';
import { SHARED_DATA } from '../test/support/import.ts';
import { beforeTree, loadAverage } from './support/before.ts';
import { gunzipAndParseMs } from './support/parse-floor.ts';

const CHILD_FLAG = 'PROXYFISH_BENCH_IMPORT_CHILD';
const TARGET_SECONDS = 20;
const TARGET_RSS_MB = 400;
const TARGET_FLOOR_RATIO = 3;
/** The checkout whose importer the child runs (this one, or the before tree). */
const ROOT_FLAG = 'PROXYFISH_BENCH_IMPORT_ROOT';

function sharedDataFile(): string | undefined {
  const file = join(SHARED_DATA, 'scryfall-default-cards-2019.json.gz');
  return existsSync(file) ? file : undefined;
}

interface ChildResult {
  seconds: number;
  /** CPU time of the import (user + system): steadier than wall time on a shared machine. */
  cpuSeconds: number;
  /** How long the database was locked for the merge at the end. */
  mergeSeconds: number;
  maxRssBytes: number;
  sampledPeakRssBytes: number;
  cards: number;
  printings: number;
  skipped: number;
}

/** Runs in the child: one import, then its figures as one JSON line on stdout. */
async function child(database: string, file: string): Promise<void> {
  const root = process.env[ROOT_FLAG] ?? join(import.meta.dirname, '..');
  const { openDatabase } = (await import(join(root, 'app/db/connection.ts'))) as typeof Connection;
  const { importFile } = (await import(join(root, 'app/db/import/driver.ts'))) as typeof Driver;
  let sampledPeak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, process.memoryUsage().rss);
  }, 25);
  const db = openDatabase(database);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const summary = await importFile(db, file);
  const cpu = process.cpuUsage(cpuBefore);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  db.close();
  const result: ChildResult = {
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    mergeSeconds: summary.mergeMs / 1000,
    // resourceUsage().maxRSS is in kilobytes.
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    sampledPeakRssBytes: sampledPeak,
    cards: summary.cards.added + summary.cards.updated,
    printings: summary.printings.added + summary.printings.updated,
    skipped: summary.skipped.count,
  };
  console.log(JSON.stringify(result));
}

export async function run(): Promise<void> {
  const file = sharedDataFile();
  if (!file) {
    console.log('import benchmark SKIPPED: scryfall-default-cards-2019.json.gz not found (set PROXYFISH_SHARED_DATA)');
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'proxyfish-bench-import-'));
  const importIn = (root: string | undefined, name: string): ChildResult => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), join(folder, name), file], {
      env: { ...process.env, [CHILD_FLAG]: '1', ...(root ? { [ROOT_FLAG]: root } : {}) },
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
    });
    return JSON.parse(output.trim().split('\n').at(-1)!) as ChildResult;
  };
  try {
    console.log(`import: ${file}; ${loadAverage()}`);
    const floor = gunzipAndParseMs(file) / 1000;
    const result = importIn(undefined, 'cards.sqlite');
    const before = importIn(beforeTree().dir, 'before.sqlite');
    const mb = (bytes: number) => bytes / (1024 * 1024);
    const limit = TARGET_FLOOR_RATIO * floor;
    console.log(`  cards ${result.cards}, printings ${result.printings}, skipped ${result.skipped}`);
    console.log(`  floor: gunzip + JSON.parse in one process  ${floor.toFixed(1)} s`);
    console.log(`  time      ${result.seconds.toFixed(1)} s = ${(result.seconds / floor).toFixed(1)} × the floor   (target ≤ ${TARGET_FLOOR_RATIO} × = ${limit.toFixed(1)} s: ${result.seconds <= limit ? 'met' : 'MISSED'}; ≤ ${TARGET_SECONDS} s: ${result.seconds <= TARGET_SECONDS ? 'met' : 'MISSED'})`);
    console.log(`            before (${beforeTree().commit}): ${before.seconds.toFixed(1)} s = ${(before.seconds / floor).toFixed(1)} × the floor`);
    console.log(`  CPU time  ${result.cpuSeconds.toFixed(1)} s   before ${before.cpuSeconds.toFixed(1)} s`);
    console.log(`  of which the database was locked for the merge: ${result.mergeSeconds.toFixed(1)} s   before ${before.mergeSeconds.toFixed(1)} s`);
    console.log(
      `  peak RSS  ${mb(result.maxRssBytes).toFixed(0)} MB (maxRSS; sampled ${mb(result.sampledPeakRssBytes).toFixed(0)} MB)   ` +
        `(target ≤ ${TARGET_RSS_MB} MB: ${mb(result.maxRssBytes) <= TARGET_RSS_MB ? 'met' : 'MISSED'})   before ${mb(before.maxRssBytes).toFixed(0)} MB`,
    );
    console.log(`  after: ${loadAverage()}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.env[CHILD_FLAG] === '1' && process.argv[1] === fileURLToPath(import.meta.url)) {
  await child(process.argv[2]!, process.argv[3]!);
}
