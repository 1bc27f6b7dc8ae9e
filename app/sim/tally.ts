// Integer counts over games: what a worker sends back instead of per-game summaries. Every
// field is a count or a sum of small integers, so merging tallies is exact and the merged
// tally is the same however the games were split between workers.
import type { GameSummary } from './types.ts';

export interface SimulationTally {
  games: number;
  maxTurns: number;
  /** killTurnCounts[t - 1]: games killed on turn t. */
  killTurnCounts: number[];
  neverKilled: number;
  /** landDropsMade[t - 1]: games with at least t lands on the battlefield at the end of turn t. */
  landDropsMade: number[];
  /** landsSum[t - 1]: sum over games of lands on the battlefield at the end of turn t. */
  landsSum: number[];
  /** mulliganCounts[k]: games that took k mulligans. */
  mulliganCounts: number[];
  cycledSum: number;
  cycledSumOfSquares: number;
  screwed: number;
  flooded: number;
  /** The most cards a game reported as not understood (a property of the deck, not of luck). */
  unsupportedCards: number;
}

export function emptyTally(maxTurns: number): SimulationTally {
  return {
    games: 0,
    maxTurns,
    killTurnCounts: new Array<number>(maxTurns).fill(0),
    neverKilled: 0,
    landDropsMade: new Array<number>(maxTurns).fill(0),
    landsSum: new Array<number>(maxTurns).fill(0),
    mulliganCounts: [],
    cycledSum: 0,
    cycledSumOfSquares: 0,
    screwed: 0,
    flooded: 0,
    unsupportedCards: 0,
  };
}

/** Adds one game; rejects a summary that breaks the GameRunner contract, naming the field. */
export function addGame(tally: SimulationTally, game: GameSummary): void {
  if (game.landsOnBattlefield.length !== tally.maxTurns) {
    throw new Error(`GameSummary.landsOnBattlefield has ${game.landsOnBattlefield.length} entries, expected one per turn (${tally.maxTurns})`);
  }
  tally.games += 1;
  if (game.killTurn === null) tally.neverKilled += 1;
  else if (Number.isInteger(game.killTurn) && game.killTurn >= 1 && game.killTurn <= tally.maxTurns) tally.killTurnCounts[game.killTurn - 1]! += 1;
  else throw new Error(`GameSummary.killTurn must be null or a turn from 1 to ${tally.maxTurns}, got ${game.killTurn}`);
  for (let turn = 1; turn <= tally.maxTurns; turn += 1) {
    const lands = game.landsOnBattlefield[turn - 1]!;
    tally.landsSum[turn - 1]! += lands;
    if (lands >= turn) tally.landDropsMade[turn - 1]! += 1;
  }
  while (tally.mulliganCounts.length <= game.mulligans) tally.mulliganCounts.push(0);
  tally.mulliganCounts[game.mulligans]! += 1;
  tally.cycledSum += game.cardsCycled;
  tally.cycledSumOfSquares += game.cardsCycled * game.cardsCycled;
  if (game.screwed) tally.screwed += 1;
  if (game.flooded) tally.flooded += 1;
  tally.unsupportedCards = Math.max(tally.unsupportedCards, game.unsupportedCards);
}

function addInto(target: number[], source: readonly number[]): void {
  for (let i = 0; i < source.length; i += 1) target[i] = (target[i] ?? 0) + source[i]!;
}

/** Adds `source` into `target` (same maxTurns). */
export function mergeTally(target: SimulationTally, source: SimulationTally): void {
  if (target.maxTurns !== source.maxTurns) throw new Error(`Cannot merge tallies of ${target.maxTurns} and ${source.maxTurns} turns`);
  target.games += source.games;
  addInto(target.killTurnCounts, source.killTurnCounts);
  target.neverKilled += source.neverKilled;
  addInto(target.landDropsMade, source.landDropsMade);
  addInto(target.landsSum, source.landsSum);
  addInto(target.mulliganCounts, source.mulliganCounts);
  target.cycledSum += source.cycledSum;
  target.cycledSumOfSquares += source.cycledSumOfSquares;
  target.screwed += source.screwed;
  target.flooded += source.flooded;
  target.unsupportedCards = Math.max(target.unsupportedCards, source.unsupportedCards);
}
