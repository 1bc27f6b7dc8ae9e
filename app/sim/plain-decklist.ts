// A minimal plain-text decklist reader for `proxyfish simulate` until the real deck parsers
// (app/collection) and the card database are wired in: "4 Island" / "4x Island" lines, comments,
// and a sideboard that is left out. Lands are recognised from a small table of basic land names
// (English, German, Spanish) plus the names the user passes as a hint; nothing is known about
// cycling. The lead replaces the classification with card database look-ups.
import type { SimDeck, SimDeckEntry } from './types.ts';

const BASIC_LAND_NAMES = [
  'Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes',
  'Snow-Covered Plains', 'Snow-Covered Island', 'Snow-Covered Swamp', 'Snow-Covered Mountain', 'Snow-Covered Forest', 'Snow-Covered Wastes',
  'Ebene', 'Insel', 'Sumpf', 'Gebirge', 'Wald', 'Ödnis',
  'Llanura', 'Llanuras', 'Isla', 'Pantano', 'Montaña', 'Bosque', 'Páramo',
];
const basicLands = new Set(BASIC_LAND_NAMES.map((name) => name.toLowerCase()));

export class DecklistError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DecklistError';
  }
}

export interface PlainDecklistOptions {
  /** Extra card names to treat as lands (case-insensitive). */
  lands?: readonly string[];
}

/** Reads "N Name" lines into a simulator deck; throws DecklistError naming the bad line. */
export function readPlainDecklist(name: string, text: string, options: PlainDecklistOptions = {}): SimDeck {
  const extraLands = new Set((options.lands ?? []).map((land) => land.trim().toLowerCase()));
  const entries = new Map<string, SimDeckEntry>();
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('//')) continue;
    if (/^(sideboard|sb:)/i.test(line)) {
      if (/^sideboard\b/i.test(line)) break; // everything after a sideboard header is sideboard
      continue;
    }
    if (/^(deck|main ?deck|maindeck)$/i.test(line)) continue;
    const match = /^(\d+)\s*x?\s+(.+)$/i.exec(line);
    if (!match) throw new DecklistError(`${name} line ${index + 1}: expected "<count> <card name>", got "${line}"`);
    const count = Number(match[1]);
    // "4 Island (M21) 264": the set code and collector number do not matter here.
    const cardName = match[2]!.replace(/\s+\([A-Za-z0-9]{2,6}\)(\s+\S+)?$/, '').trim();
    const key = cardName.toLowerCase();
    const existing = entries.get(key);
    if (existing) existing.count += count;
    else entries.set(key, { name: cardName, count, isLand: basicLands.has(key) || extraLands.has(key), hasCycling: false });
  }
  const deck = { name, entries: [...entries.values()] };
  if (deck.entries.reduce((sum, entry) => sum + entry.count, 0) === 0) throw new DecklistError(`${name} has no cards`);
  return deck;
}
