// Figures for decklists full of names the database does not know (issue 11, item 6): a pasted
// list of 10,000 unknown names through decks.import, the print queue, a goldfish start and
// the simulation's deck check, on the real Scryfall card data (the starter cards when it is
// missing). Each must answer in well under a second or two, not block the server for minutes.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { dispatch } from '../app/api/dispatch.ts';
import { importFile } from '../app/db/import/driver.ts';
import { Services } from '../app/services.ts';
import { SHARED_DATA } from '../test/support/import.ts';

const UNKNOWN = 10_000;

/** Made-up names, each unlike any card, and misspelt real names (every third). */
function unknownList(realNames: readonly string[]): string {
  const lines: string[] = [];
  for (let i = 0; i < UNKNOWN; i += 1) {
    const real = realNames[(i * 7919) % realNames.length]!;
    lines.push(i % 3 === 0 ? `1 ${real.slice(0, -1)}${real.endsWith('x') ? 'y' : 'x'} ${i}` : `1 Qzvrk Unheard Card ${i}`);
  }
  return lines.join('\n');
}

/** Wall time and this process's CPU time: on a shared machine the first waits for the second. */
async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const outcome = await work();
  const used = process.cpuUsage(cpu);
  const answer = outcome as { ok: boolean; error?: { message: string } };
  const note = answer.ok ? 'ok' : `refused: ${answer.error!.message.slice(0, 100)}`;
  console.log(`${label}: ${(performance.now() - start).toFixed(0)} ms, CPU ${((used.user + used.system) / 1000).toFixed(0)} ms (${note})`);
}

export async function run(): Promise<void> {
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-bench-'));
  const services = new Services({ home });
  try {
    const file = join(SHARED_DATA, 'scryfall-default-cards-2019.json.gz');
    if (existsSync(file)) await importFile(services.db, file);
    else console.log(`(${file} not found: on the starter cards only)`);
    const names = services.db.prepare('SELECT name FROM cards ORDER BY id').pluck().all() as string[];
    console.log(`${names.length.toLocaleString('en')} cards in the database; a pasted list of ${UNKNOWN.toLocaleString('en')} unknown names; load average ${loadavg()[0]!.toFixed(1)}`);
    const text = unknownList(names);
    await timed('decks.import', () => dispatch(services, 'decks.import', { text }));
    await timed('print.queueFrom (decklist)', () => dispatch(services, 'print.queueFrom', { source: { kind: 'decklist', text } }));
    // Goldfish and simulation take shorter pastes: the first 8,000 names for goldfish.
    const goldfishText = text.split('\n').slice(0, 8_000).join('\n');
    await timed('goldfish.start (8,000 pasted names)', () => dispatch(services, 'goldfish.start', { deck: { text: goldfishText } }));
    await timed('simulation.run (deck check)', () => dispatch(services, 'simulation.run', { deck: { decklist: text }, games: 1 }));
    const islands = Array.from({ length: 1_000_000 }, () => '1 Island').join('\n');
    await timed('decks.import of 1,000,000 lines of "1 Island"', () => dispatch(services, 'decks.import', { text: islands.slice(0, 999_999) }));
  } finally {
    services.close();
    rmSync(home, { recursive: true, force: true });
  }
}
