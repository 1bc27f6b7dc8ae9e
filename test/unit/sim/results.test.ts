import { describe, expect, it } from 'vitest';
import { LandDropsRunner } from '../../../app/sim/land-drops-runner.ts';
import { playGames } from '../../../app/sim/play-games.ts';
import type { SimulationSettings } from '../../../app/sim/results.ts';
import { compareResults, summarize } from '../../../app/sim/results.ts';
import { addGame, emptyTally, mergeTally } from '../../../app/sim/tally.ts';
import type { GameSummary } from '../../../app/sim/types.ts';
import { DEFAULT_MULLIGAN } from '../../../app/sim/types.ts';
import { landSpellDeck } from './decks.ts';

const settings = (games: number, maxTurns = 6): SimulationSettings => ({ games, seed: 3, onThePlay: true, mulligan: DEFAULT_MULLIGAN, maxTurns });
const game = (killTurn: number | null, overrides: Partial<GameSummary> = {}): GameSummary => ({
  killTurn,
  landsOnBattlefield: [1, 2, 3, 3, 4, 5],
  mulligans: 0,
  cardsCycled: 0,
  screwed: false,
  flooded: false,
  unsupportedCards: 0,
  ...overrides,
});

describe('tallies', () => {
  it('merging tallies of index ranges equals tallying all games at once', () => {
    const runner = new LandDropsRunner();
    const deck = landSpellDeck(24, 36);
    const whole = playGames(runner, deck, settings(900), 0, 900);
    const parts = emptyTally(6);
    for (const [start, end] of [[0, 100], [100, 550], [550, 900]] as const) mergeTally(parts, playGames(runner, deck, settings(900), start, end));
    expect(parts).toEqual(whole);
  });

  it('rejects a summary that breaks the runner contract', () => {
    expect(() => addGame(emptyTally(6), game(7))).toThrow(/killTurn/);
    expect(() => addGame(emptyTally(6), game(null, { landsOnBattlefield: [1] }))).toThrow(/landsOnBattlefield/);
  });
});

describe('summarize', () => {
  it('computes the kill-turn distribution, the median over all games and the mean over kills', () => {
    const tally = emptyTally(6);
    for (const killTurn of [4, 4, 5, 5, 5, 6, null, null, null, null]) addGame(tally, game(killTurn, { cardsCycled: killTurn ?? 0 }));
    const result = summarize(landSpellDeck(24, 36), settings(10), 'test', tally);
    expect(result.killTurn.distribution).toEqual({ '1': 0, '2': 0, '3': 0, '4': 0.2, '5': 0.3, '6': 0.1 });
    expect(result.killTurn.median).toBe(5); // half the games (5 of 10) are over by turn 5
    expect(result.killTurn.mean).toBeCloseTo(29 / 6, 12);
    expect(result.killTurn.neverKilled).toMatchObject({ share: 0.4, byTurn: 6 });
    expect(result.cycledPerGame).toBeCloseTo(2.9, 12);
    expect(result.landDrops.map((row) => row.probability)).toEqual([1, 1, 1, 0, 0, 0]);
  });

  it('has no median when fewer than half the games are killed', () => {
    const half = emptyTally(6);
    for (const killTurn of [4, 5, null, null]) addGame(half, game(killTurn));
    expect(summarize(landSpellDeck(24, 36), settings(4), 'test', half).killTurn.median).toBe(5);
    const fewer = emptyTally(6);
    for (const killTurn of [4, 5, null, null, null]) addGame(fewer, game(killTurn));
    expect(summarize(landSpellDeck(24, 36), settings(5), 'test', fewer).killTurn.median).toBeNull();
  });

  it('counts mulligan rate, screw and flood as shares of all games', () => {
    const tally = emptyTally(6);
    addGame(tally, game(null, { mulligans: 1, screwed: true }));
    addGame(tally, game(null, { mulligans: 2, flooded: true }));
    addGame(tally, game(null));
    addGame(tally, game(null));
    const result = summarize(landSpellDeck(24, 36), settings(4), 'test', tally);
    expect(result.mulliganRate).toBe(0.5);
    expect(result.meanMulligans).toBe(0.75);
    expect(result.screwRate).toBe(0.25);
    expect(result.floodRate).toBe(0.25);
  });
});

describe('comparing two runs', () => {
  it('finds the land-drop gain of 7 more lands significant and a run against itself not', () => {
    const runner = new LandDropsRunner();
    const run = (lands: number) => summarize(landSpellDeck(lands, 60 - lands), settings(4_000), 'land-drops', playGames(runner, landSpellDeck(lands, 60 - lands), settings(4_000), 0, 4_000));
    const seventeen = run(17);
    const twentyFour = run(24);
    const comparison = compareResults(seventeen, twentyFour);
    const turn4 = comparison.landDrops[3]!;
    expect(turn4.difference).toBeGreaterThan(0.1);
    expect(turn4.significant).toBe(true);
    expect(turn4.ci95[0]).toBeGreaterThan(0);
    expect(comparison.screwRate.difference).toBeLessThan(0);
    expect(comparison.killTurnMean).toBeNull(); // nobody kills in the land-drops model
    const same = compareResults(twentyFour, twentyFour);
    expect(same.landDrops.every((row) => row.difference === 0 && !row.significant)).toBe(true);
  });
});
