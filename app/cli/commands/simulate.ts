import { randomInt } from 'node:crypto';
import type { Command } from 'commander';
import { CancelledError } from '../../jobs.ts';
import type { SimulationResult, SimulationSettings } from '../../sim/results.ts';
import { compareResults } from '../../sim/results.ts';
import { DEFAULT_RUNNER } from '../../sim/runners.ts';
import { describeUnresolved, loadSimDeck, UnresolvedCardsError } from '../../sim/sim-deck.ts';
import { runSimulation } from '../../sim/simulate.ts';
import type { SimDeck } from '../../sim/types.ts';
import { DEFAULT_MULLIGAN } from '../../sim/types.ts';
import type { CliContext } from '../context.ts';
import { CliError } from '../context.ts';
import { formatComparison, formatSimulation } from '../simulation-report.ts';

interface SimulateOptions {
  games: string;
  seed?: string;
  json?: boolean;
  compare?: string;
  draw?: boolean;
  mulligan: boolean;
  keep: string;
  maxMulligans: string;
  turns: string;
  workers?: string;
  runner: string;
}

function wholeNumber(value: string, option: string, min: number, max: number): number {
  const parsed = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) throw new CliError(`${option} must be a whole number from ${min} to ${max}, got "${value}"`, 2);
  return parsed;
}

/** A saved deck by name or a decklist file in any format; every card must resolve. */
async function readDeck(context: CliContext, source: string): Promise<SimDeck> {
  try {
    return await loadSimDeck(context.services, source);
  } catch (error) {
    if (error instanceof UnresolvedCardsError) {
      const lines = error.unresolved.map((card) => `  ${describeUnresolved(card)}`);
      throw new CliError([`${error.deckName}: ${error.unresolved.length} main-deck card name(s) match no card in the database:`, ...lines].join('\n'), 2);
    }
    throw new CliError(error instanceof Error ? error.message : String(error), 2);
  }
}

function settingsFrom(options: SimulateOptions): SimulationSettings {
  const keep = /^(\d)\s*[-–]\s*(\d)$/.exec(options.keep.trim());
  if (!keep || Number(keep[1]) > Number(keep[2])) throw new CliError(`--keep must be a land range such as 2-5, got "${options.keep}"`, 2);
  return {
    games: wholeNumber(options.games, '--games', 1, 10_000_000),
    seed: options.seed === undefined ? randomInt(0, 2 ** 48 - 1) : wholeNumber(options.seed, '--seed', 0, Number.MAX_SAFE_INTEGER),
    onThePlay: !options.draw,
    mulligan: {
      ...DEFAULT_MULLIGAN,
      enabled: options.mulligan,
      minLands: Number(keep[1]),
      maxLands: Number(keep[2]),
      maxMulligans: wholeNumber(options.maxMulligans, '--max-mulligans', 0, 6),
    },
    maxTurns: wholeNumber(options.turns, '--turns', 1, 50),
  };
}

/** Progress on stderr, only when a person is watching. */
function progressPrinter(label: string): ((done: number, total: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  return (done, total) => {
    process.stderr.write(`\r${label}: ${done}/${total} games`);
    if (done === total) process.stderr.write('\r\x1b[K');
  };
}

export function registerSimulateCommand(program: Command, context: CliContext): void {
  program
    .command('simulate')
    .description('play a deck many times and report land drops, kill turns, mulligans, screw and flood with 95% confidence intervals')
    .argument('<deck>', 'a saved deck name or a decklist file (any format proxyfish reads)')
    .option('--games <n>', 'number of games', '10000')
    .option('--seed <s>', 'run seed (a whole number); the same seed gives the same result')
    .option('--json', 'print one JSON object')
    .option('--compare <deck2>', 'a second deck (name or file) to compare with, played with the same seed')
    .option('--draw', 'be on the draw (default: on the play)')
    .option('--no-mulligan', 'always keep the first seven (the exact land-drop figures need this)')
    .option('--keep <range>', 'London mulligan: keep a seven with this many lands', '2-5')
    .option('--max-mulligans <n>', 'keep any hand after this many mulligans', String(DEFAULT_MULLIGAN.maxMulligans))
    .option('--turns <n>', 'turns per game (kills are looked for up to here)', '20')
    .option('--workers <n>', 'worker threads (default: all cores)')
    .option('--runner <name>', 'game runner: engine (rules engine + autopilot), land-drops, or a module path', DEFAULT_RUNNER)
    .action(async (deckPath: string, options: SimulateOptions) => {
      const settings = settingsFrom(options);
      const workers = options.workers === undefined ? undefined : wholeNumber(options.workers, '--workers', 1, 256);
      const deck = await readDeck(context, deckPath);
      const other = options.compare ? await readDeck(context, options.compare) : null;
      const run = async (which: SimDeck): Promise<SimulationResult> => {
        try {
          return await runSimulation(which, settings, { workers, runner: options.runner, onProgress: progressPrinter(which.name) });
        } catch (error) {
          if (error instanceof RangeError || error instanceof CancelledError) throw new CliError(error.message, 2);
          if (error instanceof Error && /game runner/.test(error.message)) throw new CliError(error.message, 2);
          throw error;
        }
      };
      const result = await run(deck);
      if (!other) {
        console.log(options.json ? JSON.stringify(result, null, 2) : formatSimulation(result));
        return;
      }
      const compared = await run(other);
      const comparison = compareResults(result, compared);
      if (options.json) console.log(JSON.stringify({ ...result, compare: { result: compared, differences: comparison } }, null, 2));
      else console.log(formatComparison(result, compared, comparison));
    });
}
