import { describe, expect, it } from 'vitest';
import { exactLandDrops } from '../../../app/sim/hypergeometric.ts';
import { LandDropsRunner } from '../../../app/sim/land-drops-runner.ts';
import { playGames } from '../../../app/sim/play-games.ts';
import { wilsonInterval } from '../../../app/sim/statistics.ts';
import { DEFAULT_MULLIGAN } from '../../../app/sim/types.ts';
import { landSpellDeck } from './decks.ts';

// The simulation against the exact maths over many seeds: if the land-drops runner were biased
// (a bad shuffle, a wrong draw rule) or the Wilson intervals too narrow, far more than 5 % of
// the intervals would miss the exact value and the standardised errors would not centre on 0.
describe('land-drops simulation vs the hypergeometric process over many seeds', () => {
  it('95 % intervals miss the exact land-drop probability about 5 % of the time, errors centred on 0', () => {
    const runs = 60;
    const games = 2_000;
    const deck = landSpellDeck(17, 23); // a 40-card limited deck
    const runner = new LandDropsRunner();
    let checks = 0;
    let misses = 0;
    let zSum = 0;
    for (const onThePlay of [true, false]) {
      const exact = exactLandDrops(40, 17, { onThePlay, turns: 8 });
      for (let seed = 1; seed <= runs; seed += 1) {
        const tally = playGames(runner, deck, { games, seed, onThePlay, mulligan: { ...DEFAULT_MULLIGAN, enabled: false }, maxTurns: 8 }, 0, games);
        exact.forEach((p, index) => {
          const made = tally.landDropsMade[index]!;
          const [lo, hi] = wilsonInterval(made, games);
          checks += 1;
          if (p < lo || p > hi) misses += 1;
          zSum += (made / games - p) / Math.sqrt((p * (1 - p)) / games);
        });
      }
    }
    // 960 checks: 5 % is 48 misses; the bounds are about ±3 binomial standard deviations.
    expect(misses / checks).toBeGreaterThan(0.025);
    expect(misses / checks).toBeLessThan(0.085);
    expect(Math.abs(zSum / checks)).toBeLessThan(0.15);
  });
});
