// `npm run fuzz`: sends generated bad inputs to Proxyfish in browser mode (a child process on
// 127.0.0.1, reached over HTTP with its launch token) and reports requests by status, crashes,
// requests over 5 s and jobs over a minute (hangs), freezes (the server's event loop held over
// 1 s, measured inside the server; for the picture families also a cheap request over 1 s),
// stored pictures lost, leaked paths, and the slowest jobs. Loopback only; bounded in inputs and in time; same seed,
// same inputs. Not part of `npm test`.
//
//   npm run fuzz [-- --seed N] [--inputs N] [--max-seconds N] [--family NAME,NAME] [--keep]
//
// Exit status: 0 when nothing was found, 1 when a crash, a hang, a freeze, something lost, a path
// in an error answer or an HTTP 500 was, 2 for bad arguments. Paths in successful results are listed for review.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { IdPool, type Family, type FuzzContext } from './family.ts';
import { API_COMMAND_COUNT, apiCommands } from './families/api-commands.ts';
import { cockatriceXml } from './families/cockatrice-xml.ts';
import { collectionCsv } from './families/collection-csv.ts';
import { customCards } from './families/custom-cards.ts';
import { decklists } from './families/decklists.ts';
import { hostileImageHost } from './families/hostile-image-host.ts';
import { hostileImages } from './families/hostile-images.ts';
import { httpRaw } from './families/http-raw.ts';
import { hugeScenarios } from './families/huge-scenarios.ts';
import { longQueries } from './families/long-queries.ts';
import { mtgjson } from './families/mtgjson.ts';
import { scenario } from './families/scenario.ts';
import { scryfallJson } from './families/scryfall-json.ts';
import { Random } from './random.ts';
import { Tally } from './report.ts';
import { Target } from './target.ts';

/** Each family with its share of the inputs (they add up to 1): every api command gets about 80 at the default 10,500. */
const FAMILIES: [Family, number][] = [
  [apiCommands, 0.62],
  [httpRaw, 0.05],
  [scryfallJson, 0.04],
  [mtgjson, 0.035],
  [cockatriceXml, 0.04],
  [decklists, 0.04],
  [collectionCsv, 0.035],
  [scenario, 0.035],
  [customCards, 0.025],
  [hugeScenarios, 0.01],
  [longQueries, 0.02],
  [hostileImages, 0.03],
  [hostileImageHost, 0.02],
];

function options() {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '20261201' },
      inputs: { type: 'string', default: '10500' },
      'max-seconds': { type: 'string', default: '1200' },
      family: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const whole = (name: string, value: string | undefined): number => {
    if (!/^\d+$/.test(value ?? '')) {
      console.error(`--${name} must be a whole number, not "${value}"`);
      process.exit(2);
    }
    return Number(value);
  };
  const wanted = values.family?.split(',').map((name) => name.trim());
  const unknown = wanted?.filter((name) => !FAMILIES.some(([family]) => family.name === name));
  if (unknown?.length) {
    console.error(`unknown family ${unknown.join(', ')}: one of ${FAMILIES.map(([family]) => family.name).join(', ')}`);
    process.exit(2);
  }
  return {
    seed: whole('seed', values.seed),
    inputs: whole('inputs', values.inputs),
    maxSeconds: whole('max-seconds', values['max-seconds']),
    families: FAMILIES.filter(([family]) => !wanted || wanted.includes(family.name)),
    keep: values.keep,
  };
}

/** Picks each input's family by its share, from its own random stream so families don't shift each other. */
function schedule(seed: number, families: [Family, number][]): () => Family {
  const random = new Random(seed ^ 0x5bd1e995);
  const total = families.reduce((sum, [, share]) => sum + share, 0);
  return () => {
    let left = random.next() * total;
    for (const [family, share] of families) {
      left -= share;
      if (left < 0) return family;
    }
    return families.at(-1)![0];
  };
}

const settings = options();
const home = mkdtempSync(join(tmpdir(), 'proxyfish-fuzz-'));
const tally = new Tally();
const target = new Target(home, tally);
let stop: string | null = null;
process.on('SIGINT', () => {
  stop = 'interrupted';
});

console.log(`Starting Proxyfish in browser mode on a fresh data folder (${home}) …`);
await target.start();
console.log(`Sending ${settings.inputs.toLocaleString('en')} inputs (seed ${settings.seed}, at most ${settings.maxSeconds} s) to ${target.url}`);
const context: FuzzContext = { random: new Random(settings.seed), target, ids: new IdPool() };
const next = schedule(settings.seed, settings.families);
const deadline = Date.now() + settings.maxSeconds * 1000;
let lastNote = Date.now();
for (let sent = 0; sent < settings.inputs && stop === null; sent++) {
  if (Date.now() > deadline) {
    stop = `the ${settings.maxSeconds} s time limit was reached after ${sent} inputs`;
    break;
  }
  const family = next();
  tally.countInput(family.name);
  try {
    await family.send(context);
  } catch (error) {
    // A fault of the fuzzer itself, not of the server: say so and go on.
    tally.countStatus(family.name, 'fuzzer-error');
    if (tally.byStatus.get(family.name)!.get('fuzzer-error')! <= 3) console.error(`fuzzer error in ${family.name}: ${(error as Error).stack}`);
  }
  if (Date.now() - lastNote > 30_000) {
    lastNote = Date.now();
    console.log(`  ${sent + 1} inputs sent, ${tally.crashes.length} crashes, ${tally.hangs.length} hangs, ${tally.leaks.length} leaked paths in errors`);
  }
}
await target.stop();
tally.print({ seed: settings.seed, commandCount: API_COMMAND_COUNT, stoppedEarly: stop });
console.log(`\nServer starts: ${target.starts} (1 + one per crash).`);
if (settings.keep) console.log(`Data folder kept: ${home}`);
else rmSync(home, { recursive: true, force: true });
const found = tally.crashes.length + tally.hangs.length + tally.leaks.length + tally.internalErrors.length + tally.freezes.length + tally.lost.length;
process.exit(found > 0 ? 1 : 0);
