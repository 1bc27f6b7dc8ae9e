import { describe, expect, it } from 'vitest';
import { LandDropsRunner } from '../../../app/sim/land-drops-runner.ts';
import { isFlooded, isScrewed } from '../../../app/sim/mana-trouble.ts';
import { keepsHand, landsToBottom } from '../../../app/sim/mulligan.ts';
import { gameSeed, SeededRandom, shufflePrefix } from '../../../app/sim/random.ts';
import type { GameOptions } from '../../../app/sim/types.ts';
import { DEFAULT_MULLIGAN } from '../../../app/sim/types.ts';
import { landSpellDeck } from './decks.ts';

const noMulligan = { ...DEFAULT_MULLIGAN, enabled: false };
const options = (overrides: Partial<GameOptions> = {}): GameOptions => ({ seed: 1, onThePlay: true, mulligan: DEFAULT_MULLIGAN, maxTurns: 10, ...overrides });

describe('seeded randomness', () => {
  it('derives different, repeatable game seeds from the run seed and the game index', () => {
    expect(gameSeed(42, 7)).toBe(gameSeed(42, 7));
    const seeds = new Set(Array.from({ length: 1000 }, (_, index) => gameSeed(42, index)));
    expect(seeds.size).toBe(1000);
    expect(gameSeed(42, 0)).not.toBe(gameSeed(43, 0));
    expect(gameSeed(2 ** 40, 0)).not.toBe(gameSeed(0, 0)); // the high half of the run seed counts
  });

  it('a shuffled prefix is a permutation of the cards and repeats for the same seed', () => {
    const shuffle = (seed: number): number[] => {
      const cards = Array.from({ length: 20 }, (_, index) => index);
      shufflePrefix(cards, 20, new SeededRandom(seed));
      return cards;
    };
    expect(shuffle(5)).toEqual(shuffle(5));
    expect(shuffle(5)).not.toEqual(shuffle(6));
    expect([...shuffle(5)].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it('draws each card into the first position about equally often', () => {
    const hits = new Array<number>(10).fill(0);
    const random = new SeededRandom(99);
    for (let i = 0; i < 20_000; i += 1) {
      const cards = Array.from({ length: 10 }, (_, index) => index);
      shufflePrefix(cards, 1, random);
      hits[cards[0]!]! += 1;
    }
    for (const count of hits) expect(Math.abs(count - 2000)).toBeLessThan(200); // ±4.7 standard deviations
  });
});

describe('London mulligan policy (CR 103.5)', () => {
  it('keeps a seven with 2–5 lands, mulligans the others until the limit, always keeps when disabled', () => {
    expect(keepsHand(2, 0, DEFAULT_MULLIGAN)).toBe(true);
    expect(keepsHand(5, 0, DEFAULT_MULLIGAN)).toBe(true);
    expect(keepsHand(1, 0, DEFAULT_MULLIGAN)).toBe(false);
    expect(keepsHand(6, 1, DEFAULT_MULLIGAN)).toBe(false);
    expect(keepsHand(0, DEFAULT_MULLIGAN.maxMulligans, DEFAULT_MULLIGAN)).toBe(true);
    expect(keepsHand(0, 0, noMulligan)).toBe(true);
  });

  it('bottoms lands while lands outnumber spells, otherwise spells', () => {
    expect(landsToBottom(5, 2, 2)).toBe(2);
    expect(landsToBottom(2, 5, 2)).toBe(0);
    expect(landsToBottom(4, 3, 2)).toBe(1); // 4/3 → land → 3/3 → spell
    expect(landsToBottom(7, 0, 3)).toBe(3);
    expect(landsToBottom(0, 7, 3)).toBe(0);
  });
});

describe('mana screw and flood definitions', () => {
  it('screwed: fewer than 3 lands at the end of turn 4', () => {
    expect(isScrewed([1, 2, 2, 2, 3])).toBe(true);
    expect(isScrewed([1, 2, 3, 3, 3])).toBe(false);
    expect(isScrewed([0, 0])).toBe(true); // a two-turn game: fewer than 1 land on turn 2
  });

  it('flooded: 8 or more lands in play and in hand at the end of turn 6', () => {
    expect(isFlooded(8, 6)).toBe(true);
    expect(isFlooded(7, 6)).toBe(false);
  });
});

describe('land-drops runner', () => {
  const runner = new LandDropsRunner();

  it('plays the same game for the same seed, whatever it played before', () => {
    const deck = landSpellDeck(24, 36);
    const first = runner.playGame(deck, options({ seed: 123 }));
    runner.playGame(deck, options({ seed: 456 }));
    runner.playGame(landSpellDeck(17, 23), options({ seed: 123 }));
    expect(runner.playGame(deck, options({ seed: 123 }))).toEqual(first);
  });

  it('with only lands, plays one land a turn on the play and on the draw (CR 305.2, 103.8a)', () => {
    const deck = landSpellDeck(40, 0);
    const game = runner.playGame(deck, options({ mulligan: noMulligan }));
    expect(game.landsOnBattlefield).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(game.flooded).toBe(true);
    expect(game.killTurn).toBeNull();
  });

  it('with no lands, never plays one and is screwed', () => {
    const game = runner.playGame(landSpellDeck(0, 40), options({ mulligan: noMulligan }));
    expect(game.landsOnBattlefield.every((lands) => lands === 0)).toBe(true);
    expect(game.screwed).toBe(true);
    expect(game.flooded).toBe(false);
  });

  it('skips the draw on turn 1 only on the play (CR 103.8a)', () => {
    // One land among eight cards: on the draw all eight are seen by turn 1, on the play seven.
    const deck = landSpellDeck(1, 7);
    const drawHits = Array.from({ length: 200 }, (_, seed) => runner.playGame(deck, options({ seed, onThePlay: false, mulligan: noMulligan, maxTurns: 1 })).landsOnBattlefield[0]);
    expect(drawHits.every((lands) => lands === 1)).toBe(true);
    const playHits = Array.from({ length: 200 }, (_, seed) => runner.playGame(deck, options({ seed, onThePlay: true, mulligan: noMulligan, maxTurns: 1 })).landsOnBattlefield[0]);
    expect(playHits).toContain(0);
  });

  it('mulligans a landless seven to the limit and bottoms cards for each mulligan', () => {
    const game = runner.playGame(landSpellDeck(0, 40), options({ mulligan: DEFAULT_MULLIGAN }));
    expect(game.mulligans).toBe(DEFAULT_MULLIGAN.maxMulligans);
    // An all-land deck mulligans (7 lands > 5) and bottoms lands: still one land a turn.
    const flood = runner.playGame(landSpellDeck(40, 0), options({ mulligan: DEFAULT_MULLIGAN }));
    expect(flood.mulligans).toBe(2);
    expect(flood.landsOnBattlefield.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('draws the bottomed card once the rest of the library is gone', () => {
    // Nine lands: the seven-land seven is mulliganed once and one land goes to the bottom; the
    // two other library cards come first, then the bottomed land: all nine reach play.
    const deck = landSpellDeck(9, 0);
    const game = runner.playGame(deck, options({ mulligan: { enabled: true, minLands: 0, maxLands: 6, maxMulligans: 1 }, maxTurns: 12 }));
    expect(game.mulligans).toBe(1);
    expect(game.landsOnBattlefield).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9]);
  });
});
