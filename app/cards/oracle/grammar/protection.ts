// "Protection from …" (CR 702.16) beyond one colour: several qualities ("protection from black and
// from red", "from blue, from black, and from red"), colour groups ("multicolored", "monocolored",
// "all colors", "colorless") and creature or spell subtypes ("protection from Goblins", "from
// Spirits and from Arcane"). Each quality becomes its own keyword "protection from <quality>"
// (CR 702.16g: protection from several qualities is several protection abilities); the engine
// (`sourceHasQuality` in engine/characteristics.ts) tells which sources have it.
import type { Cursor } from './cursor.ts';
import { COLORS } from './words.ts';

/** Qualities named in lower case: colours, colour groups, card types, everything. */
const WORD_QUALITIES = new Set([
  ...COLORS.keys(), 'multicolored', 'monocolored', 'colorless', 'snow',
  'artifacts', 'creatures', 'enchantments', 'lands', 'instants', 'sorceries', 'everything',
]);

/**
 * One quality as written after "from": "red", "artifacts", "all colors", or a capitalised plural
 * subtype kept as printed ("Goblins"); undefined for anything else ("two-word names").
 */
export function protectionQuality(raw: string): string | undefined {
  const word = raw.trim();
  const lower = word.toLowerCase();
  if (WORD_QUALITIES.has(lower)) return lower;
  if (lower === 'all colors') return lower;
  // A subtype: one capitalised word, plural as Oracle writes it ("Elves", "Kavu", "Arcane").
  return /^[A-Z][a-z]+$/.test(word) ? word : undefined;
}

/**
 * "protection from white and from black", "protection from blue, from black, and from red" inside
 * a keyword line → one "protection from X, protection from Y" per quality, so the line splits into
 * keywords as usual. Lines without the form come back unchanged.
 */
export function expandProtections(line: string): string {
  if (!/protection from/i.test(line)) return line;
  return line.replace(/(?:,\s*(?:and\s+)?|\s+and\s+)from (?=\S)/g, ', protection from ');
}

/** Cursor form for granted keywords: "protection from artifacts", "protection from black and from red". */
export function protectionKeywords(c: Cursor): string[] | undefined {
  return c.attempt(() => {
    if (!c.accept('protection from')) return undefined;
    const found: string[] = [];
    for (;;) {
      const quality = c.accept('all colors') ? 'all colors' : protectionQuality(c.peekRaw() ?? '');
      if (!quality) return undefined;
      if (quality !== 'all colors') c.next();
      found.push(`protection from ${quality}`);
      const mark = c.position;
      if (c.accept('and from') || c.accept(', from') || c.accept(', and from')) continue;
      c.position = mark;
      return found;
    }
  });
}
