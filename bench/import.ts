// Benchmark: import the real 45,851-printing Scryfall file into a fresh database file. The
// import runs in a child process so its peak memory (maxRSS) is its own, not the runner's.
// Targets (issue 3): at most 20 s and at most 400 MB peak RSS on the 2-core machine.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_DATA } from '../test/support/import.ts';

const CHILD_FLAG = 'PROXYFISH_BENCH_IMPORT_CHILD';
const TARGET_SECONDS = 20;
const TARGET_RSS_MB = 400;

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
  const { openDatabase } = await import('../app/db/connection.ts');
  const { importFile } = await import('../app/db/import/driver.ts');
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
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), join(folder, 'cards.sqlite'), file], {
      env: { ...process.env, [CHILD_FLAG]: '1' },
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
    });
    const result = JSON.parse(output.trim().split('\n').at(-1)!) as ChildResult;
    const mb = (bytes: number) => bytes / (1024 * 1024);
    console.log(`import: ${file}`);
    console.log(`  cards ${result.cards}, printings ${result.printings}, skipped ${result.skipped}`);
    console.log(`  time      ${result.seconds.toFixed(1)} s   (target ≤ ${TARGET_SECONDS} s: ${result.seconds <= TARGET_SECONDS ? 'met' : 'MISSED'})`);
    console.log(`  CPU time  ${result.cpuSeconds.toFixed(1)} s`);
    console.log(`  of which the database was locked for the merge: ${result.mergeSeconds.toFixed(1)} s`);
    console.log(
      `  peak RSS  ${mb(result.maxRssBytes).toFixed(0)} MB (maxRSS; sampled ${mb(result.sampledPeakRssBytes).toFixed(0)} MB)   ` +
        `(target ≤ ${TARGET_RSS_MB} MB: ${mb(result.maxRssBytes) <= TARGET_RSS_MB ? 'met' : 'MISSED'})`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.env[CHILD_FLAG] === '1' && process.argv[1] === fileURLToPath(import.meta.url)) {
  await child(process.argv[2]!, process.argv[3]!);
}
