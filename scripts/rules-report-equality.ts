// The check that the card facts cache (issue 24) changes nothing `proxyfish rules` reports: the
// full `--json` report (every card, every line's status, the summaries) over the whole 2019
// Scryfall database, from `main` (or $PROXYFISH_BENCH_BEFORE, bench/support/before.ts) and from
// this checkout twice, with the cache empty and then filled. Prints one line per comparison and
// exits 1 on any difference, naming the first card that differs.
//   node --import tsx scripts/rules-report-equality.ts [--home DIR]
// --home reuses a data folder that has the 2019 cards already (else they are imported into a
// temporary one, about a minute).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rulesReport, type RulesReport } from '../app/cli/commands/rules.ts';
import { importFile } from '../app/db/import/driver.ts';
import { Services } from '../app/services.ts';
import { closeSharedPool } from '../app/sim/worker-pool.ts';
import { beforeTree, importBefore } from '../bench/support/before.ts';
import { SHARED_DATA } from '../test/support/import.ts';

type Before = { rulesReport(services: Services, query: null, deck: undefined, withCards: boolean): Promise<RulesReport> };

function firstDifference(expected: RulesReport, actual: RulesReport): string {
  if (JSON.stringify(expected.summary) !== JSON.stringify(actual.summary)) return 'the summary';
  if (JSON.stringify(expected.singleFaced) !== JSON.stringify(actual.singleFaced)) return 'the single-faced summary';
  if (expected.cards.length !== actual.cards.length) return `the number of cards (${expected.cards.length} vs ${actual.cards.length})`;
  const index = expected.cards.findIndex((card, at) => JSON.stringify(card) !== JSON.stringify(actual.cards[at]));
  return index < 0 ? 'something outside the cards' : `card ${index} "${expected.cards[index]!.name}"`;
}

async function main(): Promise<number> {
  const homeAt = process.argv.indexOf('--home');
  const given = homeAt >= 0 ? process.argv[homeAt + 1] : undefined;
  const home = given ?? mkdtempSync(join(tmpdir(), 'proxyfish-rules-equality-'));
  const services = new Services({ home, starterData: false });
  try {
    if (!given) {
      const file = join(SHARED_DATA, 'scryfall-default-cards-2019.json.gz');
      if (!existsSync(file)) throw new Error(`${file} not found (set PROXYFISH_SHARED_DATA)`);
      await importFile(services.db, file);
    }
    const before = await (await importBefore<Before>('app/cli/commands/rules.ts')).rulesReport(services, null, undefined, true);
    const expected = JSON.stringify(before, null, 2);
    console.log(`rules-report-equality: ${before.summary.cards.total} cards, ${before.summary.lines.total} lines; before = ${beforeTree().commit}`);
    services.db.exec('DELETE FROM card_facts_cache');
    let failures = 0;
    for (const label of ['cache empty', 'cache filled']) {
      const report = await rulesReport(services, null, undefined, true);
      const same = JSON.stringify(report, null, 2) === expected;
      console.log(`rules-report-equality: ${label}: ${same ? 'identical --json output' : `DIFFERENT (first at ${firstDifference(before, report)})`}`);
      if (!same) failures += 1;
    }
    return failures === 0 ? 0 : 1;
  } finally {
    await closeSharedPool();
    services.close();
    if (!given) rmSync(home, { recursive: true, force: true });
  }
}

process.exitCode = await main();
