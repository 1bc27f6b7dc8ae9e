import { describe, expect, it } from 'vitest';
import { exactLandDrops } from '../../../app/sim/hypergeometric.ts';

/** Independent check: enumerate every placement of the lands in the shuffled deck. */
function bruteForce(deckSize: number, lands: number, onThePlay: boolean, turns: number): number[] {
  const made = new Array<number>(turns).fill(0);
  let placements = 0;
  for (let mask = 0; mask < 1 << deckSize; mask += 1) {
    let bits = 0;
    for (let i = 0; i < deckSize; i += 1) bits += (mask >> i) & 1;
    if (bits !== lands) continue;
    placements += 1;
    let seen = 0;
    for (let i = 0; i < 7; i += 1) seen += (mask >> i) & 1;
    let next = 7;
    let inPlay = 0;
    let inHand = seen;
    for (let turn = 1; turn <= turns; turn += 1) {
      if ((turn > 1 || !onThePlay) && next < deckSize) {
        inHand += (mask >> next) & 1;
        next += 1;
      }
      if (inHand > 0) {
        inHand -= 1;
        inPlay += 1;
      }
      if (inPlay >= turn) made[turn - 1]! += 1;
    }
  }
  return made.map((count) => count / placements);
}

describe('exact land drops (hypergeometric dynamic program)', () => {
  it('one land in eight cards: 7/8 on turn 1 on the play, certain on the draw, never two drops', () => {
    expect(exactLandDrops(8, 1, { onThePlay: true, turns: 2 })).toEqual([7 / 8, 0]);
    expect(exactLandDrops(8, 1, { onThePlay: false, turns: 2 })).toEqual([1, 0]);
  });

  it('two lands in nine cards on the play: 35/36 on turn 1, 28/36 on turn 2 (counted by hand)', () => {
    const [t1, t2, t3] = exactLandDrops(9, 2, { onThePlay: true, turns: 3 });
    expect(t1).toBeCloseTo(35 / 36, 14);
    expect(t2).toBeCloseTo(28 / 36, 14);
    expect(t3).toBe(0);
  });

  it('24 lands in 60 cards: turn 1 on the play is 1 − C(36,7)/C(60,7) = 95419/97527', () => {
    expect(exactLandDrops(60, 24, { onThePlay: true, turns: 1 })[0]).toBeCloseTo(95419 / 97527, 13);
  });

  it('agrees with enumerating every deck order (14 cards, 6 lands, play and draw, 7 turns)', () => {
    for (const onThePlay of [true, false]) {
      const exact = exactLandDrops(14, 6, { onThePlay, turns: 7 });
      const counted = bruteForce(14, 6, onThePlay, 7);
      exact.forEach((p, index) => expect(p).toBeCloseTo(counted[index]!, 12));
    }
  });

  it('is non-increasing in the turn and higher on the draw than on the play', () => {
    const play = exactLandDrops(60, 24, { onThePlay: true, turns: 8 });
    const draw = exactLandDrops(60, 24, { onThePlay: false, turns: 8 });
    for (let t = 1; t < 8; t += 1) expect(play[t]!).toBeLessThanOrEqual(play[t - 1]!);
    play.forEach((p, index) => expect(draw[index]!).toBeGreaterThan(p));
  });

  it('rejects impossible decks with a message naming the field', () => {
    expect(() => exactLandDrops(60, 61, { onThePlay: true, turns: 8 })).toThrow(/lands must be/);
    expect(() => exactLandDrops(0, 0, { onThePlay: true, turns: 8 })).toThrow(/deckSize/);
  });
});
