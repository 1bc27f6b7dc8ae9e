// How each {…} symbol is drawn: a coloured disc (split in two for hybrids) carrying glyphs from
// mana-font's mana.ttf. Code points and colours are those of mana-font's own CSS (ms-cost).
import { parseManaCost, type Color, type ManaSymbol } from '../cards/mana-symbols.ts';

export interface SymbolArt {
  /** One fill for the whole disc, two for a diagonally split one, none for a bare glyph. */
  discs: string[];
  /** The glyph on each disc half (one for a plain disc); text where mana.ttf has no glyph. */
  glyphs: { codePoint?: number; text?: string }[];
  /** Glyph colour when not near-black. */
  ink?: string;
}

const DISC: Record<Color | 'C', string> = {
  W: '#f0f2c0',
  U: '#b5cde3',
  B: '#aca29a',
  R: '#db8664',
  G: '#93b483',
  C: '#cac5c0',
};

const COLOR_GLYPH: Record<Color, number> = { W: 0xe600, U: 0xe601, B: 0xe602, R: 0xe603, G: 0xe604 };
const GENERIC_FIRST = 0xe605; // {0} … {15}
const GENERIC_16 = 0xe62a; // {16} … {20}
const GLYPH = {
  X: 0xe615,
  Y: 0xe616,
  Z: 0xe617,
  C: 0xe904,
  S: 0xe619,
  T: 0xe61a,
  Q: 0xe61b,
  E: 0xe907,
  P: 0xe618,
  CHAOS: 0xe61d,
  INFINITY: 0xe903,
  HUNDRED: 0xe900,
  MILLION: 0xe901,
} as const;

function genericGlyph(amount: number): { codePoint?: number; text?: string } {
  if (amount <= 15) return { codePoint: GENERIC_FIRST + amount };
  if (amount <= 20) return { codePoint: GENERIC_16 + amount - 16 };
  if (amount === 100) return { codePoint: GLYPH.HUNDRED };
  if (amount === 1000000) return { codePoint: GLYPH.MILLION };
  return { text: String(amount) };
}

function artForManaSymbol(symbol: ManaSymbol): SymbolArt {
  switch (symbol.kind) {
    case 'generic':
      return { discs: [DISC.C], glyphs: [genericGlyph(symbol.amount)] };
    case 'colored':
      return { discs: [DISC[symbol.color]], glyphs: [{ codePoint: COLOR_GLYPH[symbol.color] }] };
    case 'colorless':
      return { discs: [DISC.C], glyphs: [{ codePoint: GLYPH.C }] };
    case 'snow':
      return { discs: [DISC.C], glyphs: [{ codePoint: GLYPH.S }] };
    case 'variable':
      return { discs: [DISC.C], glyphs: [{ codePoint: GLYPH[symbol.letter] }] };
    case 'hybrid':
      return {
        discs: [DISC[symbol.colors[0]], DISC[symbol.colors[1]]],
        glyphs: [{ codePoint: COLOR_GLYPH[symbol.colors[0]] }, { codePoint: COLOR_GLYPH[symbol.colors[1]] }],
      };
    case 'twobrid':
      return {
        discs: [DISC.C, DISC[symbol.color]],
        glyphs: [{ codePoint: genericGlyph(2).codePoint }, { codePoint: COLOR_GLYPH[symbol.color] }],
      };
    case 'phyrexian': {
      const [first, second] = symbol.colors;
      if (first && second) {
        return { discs: [DISC[first], DISC[second]], glyphs: [{ codePoint: GLYPH.P }, { codePoint: GLYPH.P }] };
      }
      return { discs: [first ? DISC[first] : DISC.C], glyphs: [{ codePoint: GLYPH.P }] };
    }
    case 'other': {
      const inner = symbol.text.slice(1, -1).toUpperCase();
      const [left, right] = inner.split('/');
      if (left === 'C' && right && right in COLOR_GLYPH) {
        const color = right as Color;
        return { discs: [DISC.C, DISC[color]], glyphs: [{ codePoint: GLYPH.C }, { codePoint: COLOR_GLYPH[color] }] };
      }
      return { discs: [DISC.C], glyphs: [{ text: inner }] };
    }
  }
}

/** The art for one symbol as written in text ("{T}", "{2/W}", "{E}"); unknown ones keep their letters. */
export function symbolArt(symbolText: string): SymbolArt {
  const inner = symbolText.slice(1, -1).toUpperCase();
  if (inner === 'T') return { discs: [DISC.C], glyphs: [{ codePoint: GLYPH.T }] };
  if (inner === 'Q') return { discs: ['#1a1a1a'], glyphs: [{ codePoint: GLYPH.Q }], ink: '#ffffff' };
  if (inner === 'E') return { discs: [], glyphs: [{ codePoint: GLYPH.E }] };
  if (inner === 'P') return { discs: [DISC.C], glyphs: [{ codePoint: GLYPH.P }] };
  if (inner === 'CHAOS') return { discs: [], glyphs: [{ codePoint: GLYPH.CHAOS }] };
  if (inner === '∞') return { discs: [DISC.C], glyphs: [{ codePoint: GLYPH.INFINITY }] };
  try {
    const [symbol] = parseManaCost(symbolText);
    if (symbol) return artForManaSymbol(symbol);
  } catch {
    // Not a mana symbol (e.g. {A} for acorn stickers): drawn as its letters on a grey disc.
  }
  return { discs: [DISC.C], glyphs: [{ text: inner }] };
}

/** Splits a mana cost into its symbols' texts; a malformed cost is shown as written. */
export function costSymbols(manaCost: string): string[] {
  try {
    return parseManaCost(manaCost).map((symbol) => symbol.text);
  } catch {
    return manaCost.match(/\{[^{}]+\}/g) ?? [];
  }
}
