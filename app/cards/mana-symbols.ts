// Mana costs as Scryfall and Oracle write them ("{2}{W/U}{G/P}"), parsed into symbols. Pure:
// the renderer, the print layout, the engine and search all share it.

import { dictionary } from '../dictionary.ts';

export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
export type Color = (typeof COLORS)[number];

export type ManaSymbol =
  | { kind: 'generic'; amount: number; text: string }
  | { kind: 'colored'; color: Color; text: string }
  | { kind: 'colorless'; text: string } // {C}
  | { kind: 'snow'; text: string } // {S}
  | { kind: 'variable'; letter: 'X' | 'Y' | 'Z'; text: string }
  /** {W/U}: either colour. */
  | { kind: 'hybrid'; colors: [Color, Color]; text: string }
  /** {2/W}: two generic or one coloured. */
  | { kind: 'twobrid'; color: Color; text: string }
  /** {W/P}, {W/U/P}, {C/P}: the colour(s), or 2 life. */
  | { kind: 'phyrexian'; colors: Color[]; text: string }
  /** {C/W} and other symbols from newer sets: kept as written. */
  | { kind: 'other'; text: string };

export class ManaCostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ManaCostError';
  }
}

const isColor = (value: string): value is Color => (COLORS as readonly string[]).includes(value);

function parseSymbol(inner: string, position: number): ManaSymbol {
  const text = `{${inner}}`;
  const upper = inner.toUpperCase();
  if (/^\d+$/.test(upper)) return { kind: 'generic', amount: Number(upper), text };
  if (upper === '½') return { kind: 'other', text };
  if (isColor(upper)) return { kind: 'colored', color: upper, text };
  if (upper === 'C') return { kind: 'colorless', text };
  if (upper === 'S') return { kind: 'snow', text };
  if (upper === 'X' || upper === 'Y' || upper === 'Z') return { kind: 'variable', letter: upper, text };
  const parts = upper.split('/');
  if (parts.length === 2 && isColor(parts[0]!) && isColor(parts[1]!)) {
    return { kind: 'hybrid', colors: [parts[0], parts[1]], text };
  }
  if (parts.length === 2 && parts[0] === '2' && isColor(parts[1]!)) return { kind: 'twobrid', color: parts[1], text };
  if (parts.at(-1) === 'P' && parts.length >= 2) {
    const colors = parts.slice(0, -1);
    if (colors.every(isColor)) return { kind: 'phyrexian', colors, text };
    if (colors.length === 1 && colors[0] === 'C') return { kind: 'phyrexian', colors: [], text };
  }
  if (parts.length === 2 && parts[0] === 'C' && isColor(parts[1]!)) return { kind: 'other', text };
  throw new ManaCostError(`unknown mana symbol "${text}" at ${position + 1}`);
}

/** Parses "{2}{W}{W}"; an empty string is the empty cost. Throws ManaCostError on bad input. */
export function parseManaCost(cost: string): ManaSymbol[] {
  const symbols: ManaSymbol[] = [];
  let index = 0;
  const trimmed = cost.trim();
  while (index < trimmed.length) {
    if (trimmed[index] !== '{') {
      throw new ManaCostError(`expected "{" at ${index + 1} in mana cost "${cost}"`);
    }
    const end = trimmed.indexOf('}', index);
    if (end < 0) throw new ManaCostError(`unclosed "{" at ${index + 1} in mana cost "${cost}"`);
    symbols.push(parseSymbol(trimmed.slice(index + 1, end), index));
    index = end + 1;
  }
  return symbols;
}

/** The symbols of a cost the grammar found in a sentence; undefined when a symbol can't be read (the sentence is then not understood). */
export function manaCostIfReadable(cost: string): ManaSymbol[] | undefined {
  try {
    return parseManaCost(cost);
  } catch {
    return undefined;
  }
}

/** Mana value (CR 202.3): X counts as 0, hybrid {2/W} as 2, each other symbol as 1. */
export function manaValue(symbols: readonly ManaSymbol[]): number {
  let total = 0;
  for (const symbol of symbols) {
    if (symbol.kind === 'generic') total += symbol.amount;
    else if (symbol.kind === 'twobrid') total += 2;
    else if (symbol.kind === 'variable') total += 0;
    else if (symbol.text === '{½}') total += 0.5;
    else total += 1;
  }
  return total;
}

/** The least mana a cost can be paid with (Phyrexian symbols may cost life instead, {2/W} one mana), each {X} being `x`. */
export function leastManaOwed(symbols: readonly ManaSymbol[], x: number): number {
  let least = 0;
  for (const symbol of symbols) least += symbol.kind === 'generic' ? symbol.amount : symbol.kind === 'variable' ? x : symbol.kind === 'phyrexian' ? 0 : 1;
  return least;
}

/** The symbols as printed ("{2}{G}"); "{0}" for none. */
export function manaText(symbols: readonly ManaSymbol[]): string {
  let text = '';
  for (const symbol of symbols) text += symbol.text;
  return text || '{0}';
}

/** The colours a cost's symbols carry (CR 202.2), in WUBRG order. */
export function costColors(symbols: readonly ManaSymbol[]): Color[] {
  const found = new Set<Color>();
  for (const symbol of symbols) {
    if (symbol.kind === 'colored' || symbol.kind === 'twobrid') found.add(symbol.color);
    else if (symbol.kind === 'hybrid' || symbol.kind === 'phyrexian') symbol.colors.forEach((color) => found.add(color));
  }
  return COLORS.filter((color) => found.has(color));
}

/** mana-font names for the symbols of rules text that are not plain mana. */
const SPECIAL_GLYPHS: Record<string, string> = dictionary({ T: 'tap', Q: 'untap', E: 'e', '½': 'half', '∞': 'infinity', CHAOS: 'chaos', PW: 'pw' });

/** The mana-font CSS classes for any {…} symbol ("{W/U}" → "ms ms-wu ms-cost", "{T}" → "ms ms-tap ms-cost"). */
export function symbolFontClass(text: string): string {
  const inner = text.replace(/^\{|\}$/g, '').toUpperCase();
  const name = SPECIAL_GLYPHS[inner] ?? inner.toLowerCase().replace(/\//g, '');
  return `ms ms-${name} ms-cost`;
}

/** The mana-font CSS class for a parsed mana symbol, for the renderer. */
export function manaFontClass(symbol: ManaSymbol): string {
  return symbolFontClass(symbol.text);
}

/** Every {…} symbol inside rules text ("{T}: Add {G}."), for rendering text with symbols. */
export function splitTextSymbols(text: string): (string | { symbol: string })[] {
  const parts: (string | { symbol: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{[^{}]+\}/g)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ symbol: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
