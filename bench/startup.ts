// Start-up of every entry point, measured against a bare `node -e` start in the same run, so
// the ratios hold whatever the machine's load (README "Benchmarks" lists the budgets):
//   proxyfish --version and proxyfish info   at most 3× a bare Node start
//   browser mode ready (URL printed, first api answer)   within 1 s
//   proxyfish simulate of 10,000 games   within 1.5× the in-process time of the same games
// Also how long opening the core takes on a fresh and on an existing data folder. The commands
// run from their bundles (scripts/bundles.js), rebuilt first when a source is newer.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Services } from '../app/services.ts';
import type { SimulationSettings } from '../app/sim/results.ts';
import { loadSimDeck } from '../app/sim/sim-deck.ts';
import { runSimulation } from '../app/sim/simulate.ts';
import { DEFAULT_MULLIGAN } from '../app/sim/types.ts';

const RUNS = 11;
const DECK_FILE = 'assets/starter/decks/amonkhet-cycling-ub.txt';
const SIM_GAMES = 10_000;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number): string => `${value.toFixed(0)} ms`;
const verdict = (ok: boolean): string => (ok ? 'within budget' : 'OVER BUDGET');

function timeCommand(args: string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const elapsed = performance.now() - started;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return elapsed;
}

/** Browser mode from its bundle: until the URL is printed, and until the first api answer. */
async function browserModeReady(home: string): Promise<{ url: number; answer: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/browser-mode.js', '--home', home], { stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    let output = '';
    const launchUrl = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]+/.exec(output);
        if (match) resolve(match[0]);
      });
      child.on('exit', (code) => reject(new Error(`browser mode exited with ${code}: ${output}`)));
    });
    const url = performance.now() - started;
    const [base, token] = launchUrl.split('#token=');
    const response = await fetch(`${base}api/system.info`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
    if (!response.ok) throw new Error(`system.info answered ${response.status}`);
    await response.json();
    return { url, answer: performance.now() - started };
  } finally {
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

function openServices(home: string): void {
  let started = performance.now();
  new Services({ home }).close();
  const fresh = performance.now() - started;
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    started = performance.now();
    new Services({ home }).close();
    times.push(performance.now() - started);
  }
  console.log(`open services, fresh data folder:    ${fresh.toFixed(1)} ms`);
  console.log(`open services, existing data folder: median ${median(times).toFixed(1)} ms over 20 runs`);
}

async function simulateEndToEnd(home: string): Promise<void> {
  const services = new Services({ home });
  const deck = await (async () => {
    try {
      return await loadSimDeck(services, DECK_FILE);
    } finally {
      services.close();
    }
  })();
  // The CLI's defaults (app/cli/commands/simulate.ts): 20 turns, on the play, London mulligan.
  const settings: SimulationSettings = { games: SIM_GAMES, seed: 1, onThePlay: true, mulligan: DEFAULT_MULLIGAN, maxTurns: 20 };
  const cli: number[] = [];
  const inProcess: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    cli.push(timeCommand(['bin/proxyfish.js', '--home', home, 'simulate', DECK_FILE, '--games', String(SIM_GAMES), '--seed', '1', '--json']));
    const started = performance.now();
    await runSimulation(deck, settings);
    inProcess.push(performance.now() - started);
  }
  const ratio = median(cli) / median(inProcess);
  console.log(`proxyfish simulate, ${SIM_GAMES.toLocaleString('en')} games, end to end: median ${ms(median(cli))}`);
  console.log(`the same games in process (runSimulation):       median ${ms(median(inProcess))}`);
  console.log(`  ratio ${ratio.toFixed(2)} (budget 1.5): ${verdict(ratio <= 1.5)}`);
}

export async function run(): Promise<void> {
  const built = spawnSync(process.execPath, ['scripts/build-bundles.js', '--if-stale'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the bundles failed: ${built.stderr}`);
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-bench-startup-'));
  try {
    openServices(home);

    // Alternated, so a load change hits every command alike.
    const commands: Record<string, string[]> = {
      'node -e 0 (bare Node)': ['-e', '0'],
      'proxyfish --version': ['bin/proxyfish.js', '--version'],
      'proxyfish info': ['bin/proxyfish.js', '--home', home, 'info'],
    };
    const times = new Map<string, number[]>(Object.keys(commands).map((name) => [name, []]));
    for (let i = 0; i < RUNS; i += 1) for (const [name, args] of Object.entries(commands)) times.get(name)!.push(timeCommand(args));
    const bare = median(times.get('node -e 0 (bare Node)')!);
    for (const [name, values] of times) {
      const ratio = median(values) / bare;
      const budget = name.startsWith('proxyfish') ? `  ratio ${ratio.toFixed(2)} (budget 3): ${verdict(ratio <= 3)}` : '';
      console.log(`${name.padEnd(24)} median ${ms(median(values)).padStart(7)} over ${RUNS} runs${budget}`);
    }

    const ready: { url: number; answer: number }[] = [];
    for (let i = 0; i < 5; i += 1) ready.push(await browserModeReady(home));
    const answer = median(ready.map((run) => run.answer));
    console.log(`browser mode: URL printed median ${ms(median(ready.map((run) => run.url)))}, first api answer median ${ms(answer)} (budget 1000 ms): ${verdict(answer <= 1000)}`);

    await simulateEndToEnd(home);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
