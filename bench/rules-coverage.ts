// The acceptance measurement of the rules work (issue 12) and its speed (issue 24): import the
// real 2019 Scryfall file into a temporary data folder, then what `proxyfish rules --json
// --summary` reports — cards fully enforced, lines enforced / partial / text, cycling cards,
// cycle-trigger lines, Auras — over every card and over the single-faced ones (layout normal).
// Speed: the report over the whole database against the time one Node process takes to gunzip
// and parse the same file (target ≤ 1.5 ×), beside the report of `main` (bench/support/before.ts)
// in the same run; and the deck view's coverage line for a 60-card deck (target ≤ 100 ms).
// Run: npm run bench -- rules-coverage
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dispatch } from '../app/api/dispatch.ts';
import { formatSummary } from '../app/cards/rules-coverage.ts';
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
    const report = await timed(() => rulesReport(services, null, undefined, false));
    const again = await timed(() => rulesReport(services, null, undefined, false));
    type Before = { rulesReport(services: Services, query: null, deck: undefined, withCards: boolean): unknown };
    const beforeReport = (await importBefore<Before>('app/cli/commands/rules.ts')).rulesReport;
    const before = await timed(() => beforeReport(services, null, undefined, false));

    const cards = report.value.summary.cards.total.toLocaleString('en-US');
    const limit = 1.5 * floor;
    const verdict = (ms: number): string => `${(ms / floor).toFixed(1)} × the floor; target ≤ 1.5 × = ${seconds(limit)}: ${ms <= limit ? 'met' : 'MISSED'}`;
    console.log(`rules-coverage: speed over every card (${cards}), ${defaultParallelism()} workers`);
    console.log(`  gunzip + JSON.parse of the same file (one process)   ${seconds(floor)}   the floor`);
    console.log(`  pool start-up (once per session)                      ${seconds(startUp.ms)}`);
    console.log(`  rules report, first in the session                    ${seconds(report.ms)}   ${verdict(report.ms)}`);
    console.log(`  rules report, again                                   ${seconds(again.ms)}   ${verdict(again.ms)}`);
    console.log(`  before (${beforeTree().commit}): rules report, one thread      ${seconds(before.ms)}   ${(before.ms / floor).toFixed(1)} × the floor`);

    // The deck view asks for its coverage line when a deck opens: a fresh server, no cache.
    const deckHome = mkdtempSync(join(tmpdir(), 'proxyfish-rules-deck-'));
    const deckServices = new Services({ home: deckHome });
    try {
      const entries = deckEntries(DECK_FILE);
      const deck = deckServices.decks.create({ name: 'Amonkhet cycling', entries }).deck;
      const first = await timed(() => dispatch(deckServices, 'rules.deckCoverage', { deck: { deckId: deck.id } }));
      const second = await timed(() => dispatch(deckServices, 'rules.deckCoverage', { deck: { deckId: deck.id } }));
      const line = (label: string, ms: number): string => `  ${label.padEnd(54)}${String(Math.round(ms)).padStart(5)} ms   target ≤ 100 ms: ${ms <= 100 ? 'met' : 'MISSED'}`;
      console.log(`rules-coverage: the deck view's coverage line, ${DECK_FILE} (60 cards)`);
      console.log(line('first request of a fresh server', first.ms));
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
