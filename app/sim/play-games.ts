// Plays games start..end-1 of a run with one runner and tallies them. Game i always plays with
// gameSeed(runSeed, i), so any split of the index range gives the same games.
import { gameSeed } from './random.ts';
import type { SimulationSettings } from './results.ts';
import type { SimulationTally } from './tally.ts';
import { addGame, emptyTally } from './tally.ts';
import type { GameRunner, SimDeck } from './types.ts';

export function playGames(runner: GameRunner, deck: SimDeck, settings: SimulationSettings, start: number, end: number): SimulationTally {
  const tally = emptyTally(settings.maxTurns);
  const options = { seed: 0, onThePlay: settings.onThePlay, mulligan: settings.mulligan, maxTurns: settings.maxTurns };
  for (let index = start; index < end; index += 1) {
    options.seed = gameSeed(settings.seed, index);
    addGame(tally, runner.playGame(deck, options));
  }
  return tally;
}
