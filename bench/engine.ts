// Engine benchmark: complete 10-turn goldfish games of a 60-card cycling deck played by a simple
// autopilot, on one core, with events and undo off (as the simulator runs). Prints games per CPU
// second of this tree and of the before tree (bench/support/before.ts; by default f873d32, the
// commit before the engine-core rework), measured in alternating child processes in the same
// run, their ratio, and the games' results (which a change for speed must leave exactly equal).
// Aim (issue 26): 10,000 ten-turn games per second on one core.
// Run: npm run bench -- engine
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardDefinition } from '../app/engine/state/card-definition.ts';
import { BUILT_IN_CARDS } from '../app/engine/state/card-definition.ts';
import { activatedAbilitiesOf, powerOf } from '../app/engine/rules/characteristics.ts';
import type { Game } from '../app/engine/turns/game.ts';
import { newGame } from '../app/engine/turns/new-game.ts';
import { firstQuestion } from '../app/engine/abilities/resolution.ts';
import { YOU } from '../app/engine/state/state.ts';
import { beforeTree, loadAverage } from './support/before.ts';

const card = (name: string, mana_cost: string, type_line: string, oracle_text: string, power?: string, toughness?: string): CardDefinition => ({ name, mana_cost, type_line, oracle_text, power, toughness });

const TUSKER = card('Krosan Tusker', '{5}{G}{G}', 'Creature — Boar Beast', 'Cycling {2}{G}\nWhen you cycle this card, you may search your library for a basic land card, reveal that card, put it into your hand, then shuffle.', '6', '5');
const BOG_CYCLER = card('Bog Cycler', '{5}{B}', 'Creature — Zombie', 'Swampcycling {2}', '5', '3');
const WILD_CYCLER = card('Wild Cycler', '{4}{G}', 'Creature — Beast', 'Basic landcycling {1}{G}', '4', '4');
const WRAITH = card('Street Wraith', '{3}{B}{B}', 'Creature — Wraith', 'Swampwalk\nCycling—Pay 2 life.', '3', '4');
const BEARS = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const COURSER = card('Centaur Courser', '{2}{G}', 'Creature — Centaur Warrior', '', '3', '3');
const HAVEN = card('Drake Haven', '{2}{U}', 'Enchantment', 'Whenever you cycle or discard a card, you may pay {1}. If you do, create a 2/2 blue Drake creature token with flying.');
const WINGS = card('Arcanum Wings', '{1}{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has flying.\nAura swap {2}{U}');
const GROWTH = card('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');

const land = (name: string): CardDefinition => BUILT_IN_CARDS.get(name)!;
const times = (count: number, definition: CardDefinition): CardDefinition[] => Array.from({ length: count }, () => definition);

export const CYCLING_DECK: CardDefinition[] = [
  ...times(8, land('Forest')),
  ...times(5, land('Swamp')),
  ...times(4, land('Island')),
  ...times(4, TUSKER),
  ...times(4, BOG_CYCLER),
  ...times(4, WILD_CYCLER),
  ...times(4, WRAITH),
  ...times(8, BEARS),
  ...times(4, COURSER),
  ...times(4, HAVEN),
  ...times(4, WINGS),
  ...times(3, GROWTH),
];

/** Resolves the stack, answering "you may" with yes and taking every other default. */
function resolveAll(game: Game): number {
  let actions = 0;
  while (game.state.stack.length > 0) {
    const top = game.state.stack[game.state.stack.length - 1]!;
    const question = firstQuestion(top.effects);
    const wants = question?.kind === 'may' ? true : question?.kind === 'mayPay' ? 1 : undefined;
    if (wants === undefined || !game.perform({ do: 'resolve', choice: wants }).ok) game.perform({ do: 'resolve' });
    actions += 1;
  }
  return actions;
}

/** A simple autopilot: land, landcycle when short of lands, the biggest spells, cycle the rest, attack with everything. */
export function playGame(seed: number, turns = 10, digest = false): { actions: number; killTurn: number | null; digest: string } {
  const game = newGame({ deck: CYCLING_DECK, seed });
  const state = game.state;
  const you = state.players[YOU];
  let actions = 0;
  let killTurn: number | null = null;
  for (let turn = 1; turn <= turns; turn += 1) {
    if (turn > 1) {
      game.perform({ do: 'next_turn' });
      actions += 1 + resolveAll(game);
    }
    // 1. A land; without one, typecycle for one.
    const landInHand = you.hand.find((id) => state.objects[id]!.card.isLand);
    if (landInHand !== undefined) {
      game.perform({ do: 'play_land', card: landInHand });
      actions += 1;
    } else {
      for (const id of you.hand) {
        const abilities = activatedAbilitiesOf(state, state.objects[id]!);
        const index = abilities.findIndex((ability) => ability.isCycling && ability.keyword !== 'cycling');
        if (index >= 0 && game.perform({ do: 'activate', card: id, ability: index }).ok) {
          actions += 1 + resolveAll(game);
          const found = you.hand.find((candidate) => state.objects[candidate]!.card.isLand);
          if (found !== undefined && game.perform({ do: 'play_land', card: found }).ok) actions += 1;
          break;
        }
      }
    }
    // 2. Cast the most expensive spells that can be paid.
    for (let cast = true; cast; ) {
      cast = false;
      const spells = you.hand
        .filter((id) => !state.objects[id]!.card.isLand)
        .sort((a, b) => state.objects[b]!.card.manaCost.length - state.objects[a]!.card.manaCost.length);
      for (const id of spells) {
        if (game.perform({ do: 'cast', card: id }).ok) {
          actions += 1 + resolveAll(game);
          cast = true;
          break;
        }
      }
    }
    // 3. Cycle what is left while mana allows.
    for (const id of you.hand.slice()) {
      const abilities = activatedAbilitiesOf(state, state.objects[id]!);
      const index = abilities.findIndex((ability) => ability.isCycling);
      if (index >= 0 && game.perform({ do: 'activate', card: id, ability: index }).ok) actions += 1 + resolveAll(game);
    }
    // 4. Attack with everything that can.
    game.perform({ do: 'next_phase' });
    const attackers = you.battlefield.filter((id) => {
      const object = state.objects[id]!;
      return object.card.isCreature && !object.tapped && object.sinceTurn < state.turn && (powerOf(state, object) ?? 0) > 0;
    });
    if (attackers.length > 0 && game.perform({ do: 'attack', attackers }).ok) actions += 1;
    actions += 1;
    if (killTurn === null && state.players[1].life <= 0) killTurn = turn;
  }
  return { actions, killTurn, digest: digest ? endStateDigest(game) : '' };
}

/** The game's end state in a few figures (life, zone sizes, the battlefield's names and tapped state, the random state): equal for the same seed before and after a change that must not change results. */
function endStateDigest(game: Game): string {
  const state = game.state;
  const names = (ids: readonly number[]): string => ids.map((id) => `${state.objects[id]!.card.name}${state.objects[id]!.tapped ? '*' : ''}`).sort().join(',');
  return state.players
    .map((player) => `${player.life}|${player.library.length}|${player.hand.length}|${player.graveyard.length}|${player.exile.length}|${names(player.battlefield)}`)
    .concat(`${state.turn}|${state.rng}`)
    .join(';');
}

/** FNV-1a over the digests of every game: one figure to compare runs of two builds. */
function hashOf(text: string, hash: number): number {
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619) >>> 0;
  return hash;
}

const GAMES = 5000;
const WARMUP_GAMES = 500;
/** Rounds of alternating children: 3 by default, more ($PROXYFISH_BENCH_ROUNDS) for a steadier figure on a busy machine. */
const ROUNDS = Math.max(1, Number(process.env.PROXYFISH_BENCH_ROUNDS ?? 3));
const AIM_GAMES_PER_CPU_SECOND = 10_000;
/** The engine before the engine-core rework: the engine must be at least as fast as it was. */
const BEFORE_COMMIT = 'f873d32';
const CHILD_FLAG = 'PROXYFISH_BENCH_ENGINE_CHILD';
/** The checkout whose bench/engine.ts (and so whose engine) the child plays (this one, or the before tree). */
const ROOT_FLAG = 'PROXYFISH_BENCH_ENGINE_ROOT';

interface ChildResult {
  seconds: number;
  /** CPU time (user + system): on a busy machine wall time includes waiting for the CPU. */
  cpuSeconds: number;
  actions: number;
}

/**
 * Runs in the child: the JIT warmed on other seeds, then GAMES games timed, as one JSON line.
 * It plays with the tree's own bench/engine.ts, whose playGame(seed) every version since
 * f873d32 exports, so both trees play the same autopilot through their own engine.
 */
async function child(): Promise<void> {
  const root = process.env[ROOT_FLAG] ?? join(import.meta.dirname, '..');
  const { playGame: play } = (await import(join(root, 'bench/engine.ts'))) as { playGame: (seed: number) => { actions: number } };
  for (let seed = GAMES + 1; seed <= GAMES + WARMUP_GAMES; seed += 1) play(seed);
  let actions = 0;
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  for (let seed = 1; seed <= GAMES; seed += 1) actions += play(seed).actions;
  const cpu = process.cpuUsage(cpuStarted);
  const result: ChildResult = { seconds: (performance.now() - started) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6, actions };
  console.log(JSON.stringify(result));
}

function measureIn(root: string | undefined): ChildResult {
  const output = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, [CHILD_FLAG]: '1', ...(root ? { [ROOT_FLAG]: root } : {}) },
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as ChildResult;
}

const median = (values: number[]): number => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const perCpuSecond = (result: ChildResult): number => GAMES / result.cpuSeconds;
const figure = (value: number): string => Math.round(value).toLocaleString('en');

export async function run(): Promise<void> {
  const before = beforeTree(BEFORE_COMMIT);
  console.log(`engine: ${GAMES} ten-turn goldfish games of a 60-card cycling deck per run, one core; before: ${before.commit}; ${loadAverage()}`);

  // The games' results, untimed: a change for speed must change no game (same seeds, same figures).
  let actions = 0;
  let kills = 0;
  let hash = 2166136261;
  const killTurns = new Map<number | null, number>();
  for (let seed = 1; seed <= GAMES; seed += 1) {
    const result = playGame(seed, 10, true);
    actions += result.actions;
    if (result.killTurn !== null) kills += 1;
    killTurns.set(result.killTurn, (killTurns.get(result.killTurn) ?? 0) + 1);
    hash = hashOf(result.digest, hash);
  }
  const distribution = [...killTurns.entries()].sort(([a], [b]) => (a ?? 99) - (b ?? 99)).map(([turn, count]) => `${turn ?? 'none'}:${count}`).join(' ');
  console.log(`engine: results: ${actions} actions, kill turns ${distribution}, end states ${hash.toString(16).padStart(8, '0')}`);
  console.log(`engine: ${(actions / GAMES).toFixed(1)} actions per game, ${((kills / GAMES) * 100).toFixed(0)} % killed by turn 10`);

  // Alternating child processes, so both trees see the same machine load; the median of each.
  const now: ChildResult[] = [];
  const then: ChildResult[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    now.push(measureIn(undefined));
    then.push(measureIn(before.dir));
    const [a, b] = [now.at(-1)!, then.at(-1)!];
    console.log(`engine: round ${round}: now ${figure(perCpuSecond(a))} games per CPU s (${figure(GAMES / a.seconds)} per wall s), before ${figure(perCpuSecond(b))} (${figure(GAMES / b.seconds)})`);
  }
  const nowRate = median(now.map(perCpuSecond));
  const beforeRate = median(then.map(perCpuSecond));
  // Each round's two runs saw nearly the same load: the median of the rounds' own ratios is the steadier comparison.
  const pairedRatio = median(now.map((result, round) => perCpuSecond(result) / perCpuSecond(then[round]!)));
  const verdict = (met: boolean): string => (met ? 'met' : 'MISSED');
  console.log(
    `engine: per CPU second (median of ${ROUNDS}): now ${figure(nowRate)} games/s (${(1e6 / nowRate).toFixed(0)} µs/game), before (${before.commit}) ${figure(beforeRate)} games/s; ` +
      `ratio ${(nowRate / beforeRate).toFixed(2)} × (target ≥ 1.00: ${verdict(nowRate >= beforeRate)}; median of the rounds' ratios ${pairedRatio.toFixed(2)} ×)`,
  );
  console.log(`engine: aim ${figure(AIM_GAMES_PER_CPU_SECOND)} games/s on one core (${(1e6 / AIM_GAMES_PER_CPU_SECOND).toFixed(0)} µs/game): ${verdict(nowRate >= AIM_GAMES_PER_CPU_SECOND)} (${((nowRate / AIM_GAMES_PER_CPU_SECOND) * 100).toFixed(0)} % of it)`);
  console.log(`engine: after: ${loadAverage()}`);
}

// Not awaited at the top level: the child imports this very module, which must finish evaluating first.
if (process.env[CHILD_FLAG] === '1' && process.argv[1] === fileURLToPath(import.meta.url)) {
  child().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
