// The acceptance measurement of the rules work (issue 12) and its speed (issue 24): import the
// real 2019 Scryfall file into a temporary data folder, then what `proxyfish rules --json
// --summary` reports — cards fully enforced, lines enforced / partial / text, cycling cards,
// cycle-trigger lines, Auras — over every card and over the single-faced ones (layout normal).
// Speed: the report over the whole database against the time one Node process takes to gunzip
// and parse the same file (target ≤ 1.5 ×), beside the report of `main` (bench/support/before.ts)
// in the same run; and the deck view's coverage line for a 60-card deck (target ≤ 100 ms).
// Both with the card facts cache empty (every card compiled) and filled (app/cards/stored-card-facts.ts).
// Run: npm run bench -- rules-coverage
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dispatch } from '../app/api/dispatch.ts';
import { formatSummary } from '../app/cards/rules-coverage.ts';
import { rulesVersion } from '../app/cards/rules-version.ts';
import { rulesReport } from '../app/cli/commands/rules.ts';
import { importFile } from '../app/db/import/driver.ts';
import { Services } from '../app/services.ts';
import { closeSharedPool, defaultParallelism, sharedPool } from '../app/sim/worker-pool.ts';
import { SHARED_DATA } from '../test/support/import.ts';
import { beforeTree, importBefore, loadAverage } from './support/before.ts';
import { deckEntries } from './support/deck-entries.ts';
import { gunzipAndParseMs } from './support/parse-floor.ts';

const DECK_FILE = 'assets/starter/decks/amonkhet-cycling-ub.txt';
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(action: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await action();
  return { ms: performance.now() - started, value };
}

export async function run(): Promise<void> {
  const file = join(SHARED_DATA, 'scryfall-default-cards-2019.json.gz');
  if (!existsSync(file)) {
    console.log('rules-coverage benchmark SKIPPED: scryfall-default-cards-2019.json.gz not found (set PROXYFISH_SHARED_DATA)');
    return;
  }
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-rules-coverage-'));
  const services = new Services({ home, starterData: false });
  try {
    console.log(`rules-coverage: ${loadAverage()}`);
    const imported = await timed(() => importFile(services.db, file));
    console.log(`rules-coverage: imported the 2019 Scryfall file in ${seconds(imported.ms)}`);
    const floor = gunzipAndParseMs(file);

    await closeSharedPool();
    const startUp = await timed(() => sharedPool().start(defaultParallelism()));
    // The card facts cache (issue 24): empty after importFile (the app fills it in the background
    // after an import; the CLI's first report does). Emptied here anyway, so the first figure is
    // always the compile of every card.
    services.db.exec('DELETE FROM card_facts_cache');
    // Running from the sources, the rules version is a digest taken once per process (~0.5 s of
    // esbuild); the built app has it as a constant (app/cards/rules-version.ts): not timed.
    await rulesVersion();
    const report = await timed(() => rulesReport(services, null, undefined, false));
    const again = await timed(() => rulesReport(services, null, undefined, false));
    // A new session (another process, in real use) on the same data folder opens the cache anew.
    const nextSession = new Services({ home, starterData: false });
    const fresh = await timed(() => rulesReport(nextSession, null, undefined, false)).finally(() => nextSession.close());
    type Before = { rulesReport(services: Services, query: null, deck: undefined, withCards: boolean): unknown };
    const beforeReport = (await importBefore<Before>('app/cli/commands/rules.ts')).rulesReport;
    const before = await timed(() => beforeReport(services, null, undefined, false));

    const cards = report.value.summary.cards.total.toLocaleString('en-US');
    const limit = 1.5 * floor;
    const verdict = (ms: number): string => `${(ms / floor).toFixed(1)} × the floor; target ≤ 1.5 × = ${seconds(limit)}: ${ms <= limit ? 'met' : 'MISSED'}`;
    const row = (label: string, ms: number, tail: string): string => `  ${label.padEnd(62)}${seconds(ms).padStart(8)}   ${tail}`;
    console.log(`rules-coverage: speed over every card (${cards}), ${defaultParallelism()} workers`);
    console.log(row('gunzip + JSON.parse of the same file (one process)', floor, 'the floor'));
    console.log(row('pool start-up (once per session)', startUp.ms, ''));
    console.log(row('rules report, first in a data folder (cache empty: compiles)', report.ms, verdict(report.ms)));
    console.log(row('rules report, a new session (cache filled)', fresh.ms, verdict(fresh.ms)));
    console.log(row('rules report, again in the same session (cache filled)', again.ms, verdict(again.ms)));
    console.log(row(`before (${beforeTree().commit}): rules report, no cache`, before.ms, `${(before.ms / floor).toFixed(1)} × the floor`));

    // The deck view asks for its coverage line when a deck opens. A new data folder has nothing
    // in the cache yet: its first request compiles the deck's cards in a cold thread. A fresh
    // server on a data folder used before (the usual start) reads them from the cache.
    const deckHome = mkdtempSync(join(tmpdir(), 'proxyfish-rules-deck-'));
    let deckServices = new Services({ home: deckHome });
    try {
      const entries = deckEntries(DECK_FILE);
      const deck = deckServices.decks.create({ name: 'Amonkhet cycling', entries }).deck;
      const coverage = () => dispatch(deckServices, 'rules.deckCoverage', { deck: { deckId: deck.id } });
      const newFolder = await timed(coverage);
      deckServices.close();
      deckServices = new Services({ home: deckHome });
      const first = await timed(coverage);
      const second = await timed(coverage);
      const line = (label: string, ms: number): string => `  ${label.padEnd(62)}${String(Math.round(ms)).padStart(5)} ms   target ≤ 100 ms: ${ms <= 100 ? 'met' : 'MISSED'}`;
      console.log(`rules-coverage: the deck view's coverage line, ${DECK_FILE} (60 cards)`);
      console.log(line('first request on a new data folder (cache empty: compiles)', newFolder.ms));
      console.log(line('first request of a fresh server (cache filled)', first.ms));
      console.log(line('again', second.ms));
    } finally {
      deckServices.close();
      rmSync(deckHome, { recursive: true, force: true });
    }

    console.log(`rules-coverage: every card (${cards})`);
    for (const text of formatSummary(report.value.summary)) console.log(`  ${text}`);
    console.log(`rules-coverage: single-faced cards, layout normal (${report.value.singleFaced.cards.total.toLocaleString('en-US')})`);
    for (const text of formatSummary(report.value.singleFaced)) console.log(`  ${text}`);
    console.log(`rules-coverage: JSON ${JSON.stringify({ summary: report.value.summary, singleFaced: report.value.singleFaced })}`);
    console.log(`rules-coverage: after: ${loadAverage()}`);
  } finally {
    await closeSharedPool();
    services.close();
    rmSync(home, { recursive: true, force: true });
  }
}
