// The simulator's seeded random source. Every game gets its own seed derived from the run seed
// and the game's index, so a game plays the same whichever worker runs it and in whatever
// order: that is what makes a run's result independent of the number of workers.

const UINT32 = 0x1_0000_0000;

/** A small, fast 32-bit hash step (the finaliser of MurmurHash3): spreads every input bit. */
function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The largest run seed accepted: any non-negative safe integer. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/**
 * The seed of game `index` in a run seeded with `runSeed` (a non-negative safe integer).
 * Both halves of the run seed and the index go through the mixer, so neighbouring games and
 * neighbouring run seeds get unrelated streams.
 */
export function gameSeed(runSeed: number, index: number): number {
  const low = runSeed % UINT32;
  const high = Math.floor(runSeed / UINT32);
  let h = mix32(low ^ 0x9e3779b9);
  h = mix32(h ^ high ^ 0x7f4a7c15);
  return mix32(h ^ mix32(index + 0x6a09e667));
}

/** A seeded generator (sfc32: small, fast, passes PractRand far beyond what a run draws). */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    // Warm up so seeds that differ in one bit diverge at once.
    for (let i = 0; i < 12; i += 1) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform integer in [0, bound) for 0 < bound ≤ 2^32 (bias below 2^-32 · bound: irrelevant here). */
  nextInt(bound: number): number {
    return Math.floor((this.nextUint32() / UINT32) * bound);
  }
}

/**
 * Fisher–Yates over the first `count` positions only: afterwards `items[0..count)` is a uniform
 * random draw (in random order) from the whole array. Shuffling just the cards a game will see
 * is exact and much cheaper than shuffling all of them.
 */
export function shufflePrefix<T>(items: T[] | Uint8Array, count: number, random: SeededRandom, from = 0): void {
  const n = items.length;
  const end = Math.min(count, n);
  for (let i = from; i < end; i += 1) {
    const j = i + random.nextInt(n - i);
    const swap = items[i]!;
    items[i] = items[j]!;
    items[j] = swap;
  }
}
