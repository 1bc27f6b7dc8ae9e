// "Did you mean …": ranks known card names by how close they are to a name that matched
// nothing. Candidates are found through a trigram index (so a query looks at the few
// hundred names that share letters with it, not all of them) and ranked by edit distance
// (optimal string alignment: a swapped pair of letters counts as one edit), then by how often
// each card was printed: of two names as close as each other ("Lightning Blot" is one edit
// from both "Lightning Bolt" and "Lightning Blow"), the card printed more often is the likelier
// meant. Pure: the resolver backs it with the card database's names (English and localised
// alike) and their printing counts.

import { cardNameKeys, normaliseCardName } from './card-names.ts';

export interface NameSuggestion {
  name: string;
  /** 1 for the same key, falling towards 0 as the names differ. */
  score: number;
}

export interface SuggestOptions {
  /** At most this many suggestions (default 3). */
  limit?: number;
  /** Leave out suggestions scoring below this (default 0.55). */
  minScore?: number;
}

/** How many of the keys most alike by trigrams get an edit distance. */
const SHORTLIST = 60;
/**
 * The most that printings add to a suggestion's rank (the most printed card gets all of it, on
 * a log scale). Small against one edit in a card name (1/14 for "Lightning Bolt"), so it
 * orders names that are equally close and never puts a clearly farther name first.
 */
const PRINTINGS_WEIGHT = 0.05;

function trigrams(key: string): string[] {
  const padded = `  ${key} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return [...grams];
}

/** Optimal string alignment distance, stopping early once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousPrevious = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previousPrevious[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

export class NameSuggester {
  private readonly names: string[] = [];
  /** Per name: the share of PRINTINGS_WEIGHT its printings earn. */
  private readonly popularity: number[] = [];
  private readonly keys: string[] = [];
  /** For each key: the index of the name it stands for. */
  private readonly owners: number[] = [];
  private readonly index = new Map<string, number[]>();
  private readonly exact = new Map<string, number>();
  /** Trigrams per key, for the Dice similarity. */
  private readonly gramCounts: number[] = [];
  /** Scratch space for counting shared trigrams; always left zeroed. */
  private counts = new Int32Array(0);

  /** @param names card names, or card names with how many printings each card has. */
  constructor(names: Iterable<string> | ReadonlyMap<string, number>) {
    const seen = new Set<string>();
    const printings = names instanceof Map ? (names as ReadonlyMap<string, number>) : null;
    let mostPrinted = 1;
    for (const count of printings?.values() ?? []) mostPrinted = Math.max(mostPrinted, count);
    for (const name of printings ? printings.keys() : (names as Iterable<string>)) {
      if (seen.has(name)) continue;
      seen.add(name);
      const owner = this.names.push(name) - 1;
      this.popularity.push(printings ? (PRINTINGS_WEIGHT * Math.log1p(printings.get(name) ?? 0)) / Math.log1p(mostPrinted) : 0);
      for (const key of cardNameKeys(name)) {
        if (key === '') continue;
        const keyId = this.keys.push(key) - 1;
        this.owners.push(owner);
        if (!this.exact.has(key)) this.exact.set(key, owner);
        const grams = trigrams(key);
        this.gramCounts.push(grams.length);
        for (const gram of grams) {
          let list = this.index.get(gram);
          if (!list) this.index.set(gram, (list = []));
          list.push(keyId);
        }
      }
    }
    this.counts = new Int32Array(this.keys.length);
  }

  get size(): number {
    return this.names.length;
  }

  /** The known name whose key equals this name's key ("aether vial" finds "Æther Vial"), if any. */
  lookup(name: string): string | undefined {
    const owner = this.exact.get(normaliseCardName(name));
    return owner === undefined ? undefined : this.names[owner];
  }

  suggest(query: string, options: SuggestOptions = {}): NameSuggestion[] {
    const limit = options.limit ?? 3;
    const minScore = options.minScore ?? 0.55;
    const key = normaliseCardName(query);
    if (key === '' || limit <= 0) return [];
    const exact = this.exact.get(key);
    if (exact !== undefined) return [{ name: this.names[exact]!, score: 1 }];

    // Count shared trigrams per key in a typed array (the hot loop), then keep the keys with
    // the highest trigram similarity (Dice) for the exact but costlier edit distance.
    const queryGrams = trigrams(key);
    const counts = this.counts;
    const touched: number[] = [];
    for (const gram of queryGrams) {
      const list = this.index.get(gram);
      if (!list) continue;
      for (const keyId of list) {
        const count = counts[keyId]!;
        if (count === 0) touched.push(keyId);
        counts[keyId] = count + 1;
      }
    }
    const shortlist: { keyId: number; dice: number }[] = [];
    for (const keyId of touched) {
      const dice = (2 * counts[keyId]!) / (queryGrams.length + this.gramCounts[keyId]!);
      counts[keyId] = 0;
      if (shortlist.length < SHORTLIST) {
        shortlist.push({ keyId, dice });
        if (shortlist.length === SHORTLIST) shortlist.sort((a, b) => b.dice - a.dice);
      } else if (dice > shortlist[SHORTLIST - 1]!.dice) {
        // Insert in order; the list is short, so a linear shift is cheap.
        let at = SHORTLIST - 1;
        while (at > 0 && shortlist[at - 1]!.dice < dice) {
          shortlist[at] = shortlist[at - 1]!;
          at--;
        }
        shortlist[at] = { keyId, dice };
      }
    }

    const best = new Map<number, number>();
    for (const { keyId } of shortlist) {
      const candidate = this.keys[keyId]!;
      const longest = Math.max(candidate.length, key.length);
      const allowed = Math.floor(longest * (1 - minScore));
      const distance = editDistance(key, candidate, allowed);
      if (distance > allowed) continue;
      const score = 1 - distance / longest;
      const owner = this.owners[keyId]!;
      if (score > (best.get(owner) ?? -1)) best.set(owner, score);
    }
    const rank = ([owner, score]: [number, number]) => score + this.popularity[owner]!;
    return [...best.entries()]
      .sort((a, b) => rank(b) - rank(a) || this.names[a[0]]!.localeCompare(this.names[b[0]]!))
      .slice(0, limit)
      .map(([owner, score]) => ({ name: this.names[owner]!, score: Math.round(score * 1000) / 1000 }));
  }
}
