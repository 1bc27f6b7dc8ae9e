// From integer tallies to the numbers users read: shares with Wilson intervals, means with t
// intervals, the kill-turn distribution and median, the exact land drops beside the simulated
// ones, and the side-by-side comparison of two runs. The result is a plain JSON-safe object:
// the CLI prints it with --json and the UI charts it as is.
import { unexercisedCardNames, unsupportedCardNames } from './deck-definitions.ts';
import { exactLandDrops } from './hypergeometric.ts';
import type { DifferenceTest, Interval, MeanEstimate } from './statistics.ts';
import { compareMeans, compareProportions, estimateMean, meanInterval, wilsonInterval, Z95 } from './statistics.ts';
import type { SimulationTally } from './tally.ts';
import type { MulliganSettings, SimDeck } from './types.ts';

/** Land drops are reported for turns 1..LAND_DROP_TURNS (or fewer if the games are shorter). */
export const LAND_DROP_TURNS = 8;

/** How a run was played: everything needed to repeat it exactly. */
export interface SimulationSettings {
  games: number;
  /** The run seed; game i plays with gameSeed(seed, i). */
  seed: number;
  onThePlay: boolean;
  mulligan: MulliganSettings;
  maxTurns: number;
}

export interface ShareEstimate {
  share: number;
  ci95: Interval;
}

export interface LandDropRow {
  turn: number;
  probability: number;
  ci95: Interval;
  /** The hypergeometric probability for the same turn, where it applies (else null). */
  exact: number | null;
}

export interface KillTurnStats {
  /** Share of all games killed on each turn ("1".."maxTurns"). */
  distribution: Record<string, number>;
  distributionCi95: Record<string, Interval>;
  /** The first turn by which at least half of all games were killed (the lower median, survivors
   *  counting as "later than maxTurns"); null if fewer than half were killed. */
  median: number | null;
  /** Order-statistic 95 % interval for the median; a null end lies beyond maxTurns. */
  medianCi95: [number | null, number | null];
  /** Mean kill turn of the games that killed; null if none did. */
  mean: number | null;
  meanCi95: Interval | null;
  /** Games still alive after `byTurn` turns. */
  neverKilled: ShareEstimate & { byTurn: number };
}

export interface SimulationResult extends SimulationSettings {
  runner: string;
  deck: { name: string; cards: number; lands: number; cyclers: number };
  killTurn: KillTurnStats;
  landDrops: LandDropRow[];
  /** Exact land drops (no mulligan, no cycling in the deck), else null. */
  exactLandDrops: { turn: number; probability: number }[] | null;
  /** Mean lands on the battlefield at the end of each turn 1..maxTurns. */
  meanLandsOnBattlefield: number[];
  /** Share of games with at least one mulligan. */
  mulliganRate: number;
  mulliganRateCi95: Interval;
  meanMulligans: number;
  cycledPerGame: number;
  cycledPerGameCi95: Interval;
  screwRate: number;
  screwRateCi95: Interval;
  floodRate: number;
  floodRateCi95: Interval;
  /** The names of the cards in the deck the runner did not understand (played as vanilla, by what it understands, or ignored). */
  unsupportedCards: string[];
  /** How many copies in the deck those are. */
  unsupportedCardCount: number;
  /** The names of the cards whose rules a goldfish game never exercises (no blocks, no attacks on you): enforced, but never checked by these games. */
  unexercisedCards: string[];
  /** The raw counts behind every figure (kept so runs can be compared and stored). */
  counts: SimulationTally;
}

function deckFacts(deck: SimDeck): SimulationResult['deck'] {
  let cards = 0;
  let lands = 0;
  let cyclers = 0;
  for (const entry of deck.entries) {
    cards += entry.count;
    if (entry.isLand) lands += entry.count;
    if (entry.hasCycling) cyclers += entry.count;
  }
  return { name: deck.name, cards, lands, cyclers };
}

/** Whether the hypergeometric figures describe this run: no mulligans and nothing to cycle. */
export function exactApplies(deck: SimDeck, mulligan: MulliganSettings): boolean {
  return !mulligan.enabled && deck.entries.every((entry) => !entry.hasCycling);
}

/** The kill turn at 1-based rank `rank` among all games, null if that game survived. */
function killTurnAtRank(counts: SimulationTally, rank: number): number | null {
  let cumulative = 0;
  for (let turn = 1; turn <= counts.maxTurns; turn += 1) {
    cumulative += counts.killTurnCounts[turn - 1]!;
    if (cumulative >= rank) return turn;
  }
  return null;
}

function killTurnMoments(counts: SimulationTally): MeanEstimate | null {
  let n = 0;
  let sum = 0;
  let sumOfSquares = 0;
  counts.killTurnCounts.forEach((games, index) => {
    const turn = index + 1;
    n += games;
    sum += games * turn;
    sumOfSquares += games * turn * turn;
  });
  return estimateMean({ n, sum, sumOfSquares });
}

function cycledMoments(counts: SimulationTally): MeanEstimate | null {
  return estimateMean({ n: counts.games, sum: counts.cycledSum, sumOfSquares: counts.cycledSumOfSquares });
}

function killTurnStats(counts: SimulationTally): KillTurnStats {
  const n = counts.games;
  const distribution: Record<string, number> = {};
  const distributionCi95: Record<string, Interval> = {};
  counts.killTurnCounts.forEach((games, index) => {
    distribution[String(index + 1)] = n === 0 ? 0 : games / n;
    distributionCi95[String(index + 1)] = wilsonInterval(games, n);
  });
  const half = (Z95 * Math.sqrt(n)) / 2;
  const killed = killTurnMoments(counts);
  return {
    distribution,
    distributionCi95,
    median: n === 0 ? null : killTurnAtRank(counts, Math.ceil(n / 2)),
    medianCi95: n === 0 ? [null, null] : [killTurnAtRank(counts, Math.max(1, Math.floor(n / 2 - half))), killTurnAtRank(counts, Math.min(n, Math.ceil(n / 2 + half) + 1))],
    mean: killed ? killed.mean : null,
    meanCi95: killed ? meanInterval(killed) : null,
    neverKilled: { share: n === 0 ? 0 : counts.neverKilled / n, ci95: wilsonInterval(counts.neverKilled, n), byTurn: counts.maxTurns },
  };
}

export function summarize(deck: SimDeck, settings: SimulationSettings, runner: string, counts: SimulationTally): SimulationResult {
  const n = counts.games;
  const facts = deckFacts(deck);
  const turns = Math.min(LAND_DROP_TURNS, settings.maxTurns);
  const exact = exactApplies(deck, settings.mulligan) ? exactLandDrops(facts.cards, facts.lands, { onThePlay: settings.onThePlay, turns }) : null;
  const share = (k: number): number => (n === 0 ? 0 : k / n);
  const mulliganed = n - (counts.mulliganCounts[0] ?? 0);
  const cycled = cycledMoments(counts);
  return {
    ...settings,
    runner,
    deck: facts,
    killTurn: killTurnStats(counts),
    landDrops: Array.from({ length: turns }, (_, index) => ({
      turn: index + 1,
      probability: share(counts.landDropsMade[index]!),
      ci95: wilsonInterval(counts.landDropsMade[index]!, n),
      exact: exact ? exact[index]! : null,
    })),
    exactLandDrops: exact ? exact.map((probability, index) => ({ turn: index + 1, probability })) : null,
    meanLandsOnBattlefield: counts.landsSum.map((sum) => share(sum)),
    mulliganRate: share(mulliganed),
    mulliganRateCi95: wilsonInterval(mulliganed, n),
    meanMulligans: share(counts.mulliganCounts.reduce((sum, games, mulligans) => sum + games * mulligans, 0)),
    cycledPerGame: cycled ? cycled.mean : 0,
    cycledPerGameCi95: cycled ? meanInterval(cycled) : [0, 0],
    screwRate: share(counts.screwed),
    screwRateCi95: wilsonInterval(counts.screwed, n),
    floodRate: share(counts.flooded),
    floodRateCi95: wilsonInterval(counts.flooded, n),
    unsupportedCards: counts.unsupportedCards > 0 ? unsupportedCardNames(deck) : [],
    unsupportedCardCount: counts.unsupportedCards,
    unexercisedCards: unexercisedCardNames(deck),
    counts,
  };
}

// ---- Comparing two runs ----

export interface ComparedValue extends DifferenceTest {
  a: number;
  b: number;
}

export interface SimulationComparison {
  /** Per turn: the land-drop share of each run and the difference b − a. */
  landDrops: (ComparedValue & { turn: number })[];
  mulliganRate: ComparedValue;
  screwRate: ComparedValue;
  floodRate: ComparedValue;
  neverKilled: ComparedValue;
  /** Mean kill turn of the games that killed; null unless both runs have at least two kills. */
  killTurnMean: ComparedValue | null;
  /** Difference of the medians (no test: the medians of small integers move in whole turns). */
  killTurnMedian: { a: number | null; b: number | null; difference: number | null };
  cycledPerGame: ComparedValue | null;
}

function proportions(a: number, b: number, successesA: number, successesB: number, trialsA: number, trialsB: number): ComparedValue {
  return { a, b, ...compareProportions(successesA, trialsA, successesB, trialsB) };
}

function means(a: MeanEstimate | null, b: MeanEstimate | null): ComparedValue | null {
  const test = compareMeans(a, b);
  return test && a && b ? { a: a.mean, b: b.mean, ...test } : null;
}

/** b compared with a: every difference is b − a, each with its 95 % CI and two-sided test. */
export function compareResults(a: SimulationResult, b: SimulationResult): SimulationComparison {
  const ca = a.counts;
  const cb = b.counts;
  const turns = Math.min(a.landDrops.length, b.landDrops.length);
  return {
    landDrops: Array.from({ length: turns }, (_, index) => ({
      turn: index + 1,
      ...proportions(a.landDrops[index]!.probability, b.landDrops[index]!.probability, ca.landDropsMade[index]!, cb.landDropsMade[index]!, ca.games, cb.games),
    })),
    mulliganRate: proportions(a.mulliganRate, b.mulliganRate, ca.games - (ca.mulliganCounts[0] ?? 0), cb.games - (cb.mulliganCounts[0] ?? 0), ca.games, cb.games),
    screwRate: proportions(a.screwRate, b.screwRate, ca.screwed, cb.screwed, ca.games, cb.games),
    floodRate: proportions(a.floodRate, b.floodRate, ca.flooded, cb.flooded, ca.games, cb.games),
    neverKilled: proportions(a.killTurn.neverKilled.share, b.killTurn.neverKilled.share, ca.neverKilled, cb.neverKilled, ca.games, cb.games),
    killTurnMean: means(killTurnMoments(ca), killTurnMoments(cb)),
    killTurnMedian: {
      a: a.killTurn.median,
      b: b.killTurn.median,
      difference: a.killTurn.median !== null && b.killTurn.median !== null ? b.killTurn.median - a.killTurn.median : null,
    },
    cycledPerGame: means(cycledMoments(ca), cycledMoments(cb)),
  };
}
