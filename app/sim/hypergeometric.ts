// Exact land-drop probabilities for the land-drops model without mulligans and without
// cycling: a dynamic program over the number of lands seen as cards are drawn one at a time
// (the hypergeometric draw process). With one land drop a turn, "at least t lands on the
// battlefield at the end of turn t" holds exactly when, for every turn t' ≤ t, at least t'
// lands were among the cards seen by then; the program keeps only those paths.

export interface ExactLandDropOptions {
  onThePlay: boolean;
  /** Turns to compute, 1..turns. */
  turns: number;
  /** Cards in the opening hand (7). */
  handSize?: number;
}

/**
 * P(every land drop made through turn t) for t = 1..turns, for a deck of `deckSize` cards of
 * which `lands` are lands, keeping the first seven. Index 0 is turn 1.
 */
export function exactLandDrops(deckSize: number, lands: number, options: ExactLandDropOptions): number[] {
  if (!Number.isInteger(deckSize) || deckSize < 1) throw new RangeError(`deckSize must be a whole number above 0, got ${deckSize}`);
  if (!Number.isInteger(lands) || lands < 0 || lands > deckSize) throw new RangeError(`lands must be a whole number from 0 to ${deckSize}, got ${lands}`);
  const handSize = Math.min(options.handSize ?? 7, deckSize);

  // seen[l]: probability that l lands are among the cards drawn so far and no drop was missed.
  let seen = new Float64Array(lands + 2);
  seen[0] = 1;
  let drawn = 0;
  const draw = (): void => {
    if (drawn >= deckSize) return; // an empty library: the land-drops model stops drawing
    const next = new Float64Array(lands + 2);
    const left = deckSize - drawn;
    for (let l = 0; l <= Math.min(lands, drawn); l += 1) {
      const p = seen[l]!;
      if (p === 0) continue;
      const landChance = (lands - l) / left;
      next[l + 1]! += p * landChance;
      next[l]! += p * (1 - landChance);
    }
    seen = next;
    drawn += 1;
  };

  for (let i = 0; i < handSize; i += 1) draw();
  const result: number[] = [];
  for (let turn = 1; turn <= options.turns; turn += 1) {
    if (turn > 1 || !options.onThePlay) draw();
    for (let l = 0; l < Math.min(turn, lands + 1); l += 1) seen[l] = 0; // drop missed
    let alive = 0;
    for (const p of seen) alive += p;
    result.push(alive);
  }
  return result;
}
