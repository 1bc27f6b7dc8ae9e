// keyword: conditions, with the cycling family handled as the rules say. Typecycling is
// cycling (CR 702.29f), so `keyword:cycling` finds every keyword that ends in "cycling";
// `keyword:landcycling` finds the typecyclings whose type is a land or a land type
// (swampcycling, basic landcycling, artifact landcycling, desertcycling …).

/** Land subtypes (CR 205.3i), lower case. */
export const LAND_TYPES = [
  'cave', 'cloud', 'desert', 'forest', 'gate', 'island', 'lair', 'locus', 'mine', 'mountain', 'planet', 'plains',
  'power-plant', 'sphere', 'swamp', 'tower', 'town', "urza's",
] as const;

export type KeywordMatch =
  /** keyword = value */
  | { kind: 'exact'; keyword: string }
  /** Every keyword ending in "cycling"; `typecyclingOnly` leaves plain cycling out. */
  | { kind: 'anyCycling'; typecyclingOnly: boolean }
  /** Exactly these keywords, or any ending in " landcycling" (basic/artifact/snow landcycling). */
  | { kind: 'landCycling'; keywords: string[] };

export function keywordMatch(raw: string): KeywordMatch {
  const keyword = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  if (keyword === 'cycling') return { kind: 'anyCycling', typecyclingOnly: false };
  if (keyword === 'typecycling') return { kind: 'anyCycling', typecyclingOnly: true };
  if (keyword === 'landcycling') {
    return { kind: 'landCycling', keywords: ['landcycling', ...LAND_TYPES.map((type) => `${type}cycling`)] };
  }
  return { kind: 'exact', keyword };
}
