// The acceptance measurement of the rules work (issue 12): import the real 2019 Scryfall file
// into a temporary data folder, then what `proxyfish rules --json --summary` reports — cards
// fully enforced, lines enforced / partial / text, cycling cards, cycle-trigger lines, Auras —
// over every card and over the single-faced ones (layout normal). Also times the report itself.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatSummary } from '../app/cards/rules-coverage.ts';
import { rulesReport } from '../app/cli/commands/rules.ts';
import { importFile } from '../app/db/import/driver.ts';
import { Services } from '../app/services.ts';
import { SHARED_DATA } from '../test/support/import.ts';

export async function run(): Promise<void> {
  const file = join(SHARED_DATA, 'scryfall-default-cards-2019.json.gz');
  if (!existsSync(file)) {
    console.log('rules-coverage benchmark SKIPPED: scryfall-default-cards-2019.json.gz not found (set PROXYFISH_SHARED_DATA)');
    return;
  }
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-rules-coverage-'));
  const services = new Services({ home, starterData: false });
  try {
    const importStart = performance.now();
    await importFile(services.db, file);
    console.log(`rules-coverage: imported the 2019 Scryfall file in ${((performance.now() - importStart) / 1000).toFixed(1)} s`);
    const start = performance.now();
    const cpu = process.cpuUsage();
    const report = rulesReport(services, null, undefined, false);
    const used = process.cpuUsage(cpu);
    console.log(
      `rules-coverage: compiled and summed ${report.summary.cards.total.toLocaleString('en-US')} cards in ${((performance.now() - start) / 1000).toFixed(2)} s (${((used.user + used.system) / 1e6).toFixed(2)} s CPU)`,
    );
    console.log(`rules-coverage: every card (${report.summary.cards.total.toLocaleString('en-US')})`);
    for (const line of formatSummary(report.summary)) console.log(`  ${line}`);
    console.log(`rules-coverage: single-faced cards, layout normal (${report.singleFaced.cards.total.toLocaleString('en-US')})`);
    for (const line of formatSummary(report.singleFaced)) console.log(`  ${line}`);
    console.log(`rules-coverage: JSON ${JSON.stringify({ summary: report.summary, singleFaced: report.singleFaced })}`);
  } finally {
    services.close();
    rmSync(home, { recursive: true, force: true });
  }
}
