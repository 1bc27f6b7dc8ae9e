// One card line of a text decklist, shared by the MTGA and plain-text readers:
//   "4 Lightning Bolt", "4x Lightning Bolt", "SB: 2 Negate", "4 Lightning Bolt (M10) 146".
// Names may themselves hold parentheses ("Erase (Not the Urza's Legacy One)"), so only a
// trailing "(CODE)" of letters and digits, optionally followed by one collector number, is
// read as the printing.

export interface CardLine {
  quantity: number;
  name: string;
  setCode?: string;
  collectorNumber?: string;
  /** Written with an "SB:" prefix (MTGO/plain-text sideboard line). */
  sideboard: boolean;
}

export type CardLineResult = { ok: true; card: CardLine } | { ok: false; reason: string };

const CARD_LINE = /^(SB:\s*)?(\S+?)(?:x|X)?\s+(.+)$/;
// "(M10) 146", "(PLST) DDC-49", "(SLD) 152★", or just "(M10)". Foil markers (*F*, *E*) that
// Moxfield appends are dropped: a deck entry has no finish.
const PRINTING_SUFFIX = /\s+\(([A-Za-z0-9_]{2,8})\)(?:\s+([A-Za-z0-9★†\-_]+))?(?:\s+\*[A-Z]+\*)*\s*$/;
const FINISH_MARKER = /(?:\s+\*[A-Z]+\*)+\s*$/;

export function parseCardLine(raw: string): CardLineResult {
  const text = raw.trim();
  const match = CARD_LINE.exec(text);
  if (!match) return { ok: false, reason: `expected "<quantity> <card name>", found "${text}"` };
  const quantityText = match[2]!;
  if (!/^[-+]?\d/.test(quantityText)) {
    return { ok: false, reason: `expected "<quantity> <card name>", found "${text}"` };
  }
  if (!/^\d+$/.test(quantityText)) {
    return { ok: false, reason: `quantity "${quantityText}" is not a whole number` };
  }
  const quantity = Number(quantityText);
  if (quantity < 1 || quantity > 100_000) return { ok: false, reason: `quantity ${quantity} is out of range (1 to 100000)` };
  let rest = match[3]!.trim();
  const card: CardLine = { quantity, name: rest, sideboard: Boolean(match[1]) };
  const printing = PRINTING_SUFFIX.exec(rest);
  if (printing) {
    rest = rest.slice(0, printing.index).trim();
    card.setCode = printing[1]!;
    if (printing[2]) card.collectorNumber = printing[2];
  } else {
    rest = rest.replace(FINISH_MARKER, '').trim();
  }
  if (rest === '') return { ok: false, reason: 'the card name is missing' };
  card.name = rest;
  return { ok: true, card };
}

export function formatCardLine(entry: { quantity: number; name: string; setCode?: string; collectorNumber?: string }, withPrinting: boolean): string {
  let line = `${entry.quantity} ${entry.name}`;
  if (withPrinting && entry.setCode) {
    line += ` (${entry.setCode})`;
    if (entry.collectorNumber) line += ` ${entry.collectorNumber}`;
  }
  return line;
}
