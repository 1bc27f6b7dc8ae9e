// A seeded random source (mulberry32) whose whole state is one number kept in the game state,
// so undo restores it and a seed replays the same shuffles.

export function seedState(seed: number): number {
  return (Math.floor(seed) ^ 0x9e3779b9) >>> 0;
}

/** Advances the state; returns [next state, a float in [0, 1)]. */
export function nextRandom(state: number): [number, number] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [next, ((t ^ (t >>> 14)) >>> 0) / 4294967296];
}
