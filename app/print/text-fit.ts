// Rules text laid out in a box: words, italic reminder text and inline mana symbols wrapped into
// lines, at the largest size that fits between a readable maximum and a minimum. Below the
// minimum the text is squeezed horizontally a little; what still does not fit is cut at a line
// boundary and reported, so nothing is ever drawn outside the box. Pure: widths come from a
// measurer, so this runs (and is tested) without a PDF.
import { FONT, type FontName } from './fonts.ts';

export interface TextMeasurer {
  /** Width of `text` in `font` at size 1 (scales linearly with the size). */
  width(text: string, font: FontName): number;
}

export type Piece = { kind: 'text'; text: string; font: FontName } | { kind: 'symbol'; symbol: string };

export interface PlacedPiece {
  piece: Piece;
  /** From the left of the box, in the same unit as the box. */
  x: number;
  width: number;
}

export interface TextLine {
  /** Baseline, from the top of the box. */
  baseline: number;
  pieces: PlacedPiece[];
}

export interface FittedText {
  size: number;
  /** Horizontal scale of the text glyphs (1 = none). */
  squeeze: number;
  lineHeight: number;
  lines: TextLine[];
  /** Dividers' y positions, from the top of the box. */
  rules: number[];
  /** Height the lines take, from the box top to the last line's descent. */
  height: number;
  fits: boolean;
  /** The words that were cut off (empty when everything fits). */
  overflow: string;
}

export interface FitLimits {
  maxSize: number;
  minSize: number;
  /** The narrowest horizontal squeeze allowed at the minimum size. */
  minSqueeze: number;
}

/** A paragraph is a list of words; a word is pieces that must stay together ("{T}:"). */
export interface Paragraph {
  words: Piece[][];
  /** Extra space above, in ems. */
  spaceBefore: number;
  /** Draw a thin divider in the middle of that space (before flavour text or a second face). */
  rule?: boolean;
}

const LOYALTY_COST = /^[+−–-]?(\d+|X):$/;
const LINE_HEIGHT = 1.16;
const PARAGRAPH_GAP = 0.38;
/** A symbol is a disc this many ems wide, plus a hair of room on each side. */
export const SYMBOL_EM = 0.86;
const SYMBOL_ADVANCE = 0.92;
const DESCENT = 0.24;

/** Parses rules text into paragraphs: parentheses are italic (reminder text), a short ability
 * word before " — " is italic, and {…} become symbols. `italic` sets the whole text italic. */
export function parseRulesText(
  text: string,
  options: { italic?: boolean; spaceBefore?: number; rule?: boolean } = {},
): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') continue;
    const words: Piece[][] = [];
    let depth = 0;
    const abilityWordEnd = abilityWordLength(line);
    let position = 0;
    for (const rawWord of line.split(/ +/)) {
      const word: Piece[] = [];
      const start = line.indexOf(rawWord, position);
      position = start + rawWord.length;
      if (words.length === 0 && LOYALTY_COST.test(rawWord)) {
        // A planeswalker's loyalty cost ("+1:", "−3:") leads its ability in bold.
        words.push([{ kind: 'text', text: rawWord, font: FONT.textBold }]);
        continue;
      }
      for (const token of rawWord.split(/(\{[^{}]+\})/).filter((part) => part !== '')) {
        if (/^\{[^{}]+\}$/.test(token)) {
          word.push({ kind: 'symbol', symbol: token });
          continue;
        }
        // Split at parentheses so "(This" starts italic and "it.)" ends it.
        for (const char of token.split(/([()])/).filter((part) => part !== '')) {
          if (char === '(') depth += 1;
          const italic = options.italic || depth > 0 || start < abilityWordEnd;
          appendText(word, char, italic ? FONT.textItalic : FONT.text);
          if (char === ')') depth = Math.max(0, depth - 1);
        }
      }
      words.push(word);
    }
    const first = paragraphs.length === 0;
    paragraphs.push({
      words,
      spaceBefore: first ? (options.spaceBefore ?? PARAGRAPH_GAP) : PARAGRAPH_GAP,
      ...(first && options.rule ? { rule: true } : {}),
    });
  }
  return paragraphs;
}

function appendText(word: Piece[], text: string, font: FontName): void {
  const last = word.at(-1);
  if (last && last.kind === 'text' && last.font === font) last.text += text;
  else word.push({ kind: 'text', text, font });
}

/** "Landfall — Whenever …": the ability word is italic. Not "Choose one —" (nothing follows on
 * the line) and not costs ("{2}: … — …"). */
function abilityWordLength(line: string): number {
  const dash = line.indexOf(' — ');
  if (dash <= 0 || dash + 3 >= line.length) return 0;
  const head = line.slice(0, dash);
  if (/[{}:.,•(]/.test(head) || head.split(' ').length > 4) return 0;
  return dash;
}

function wordWidth(word: Piece[], size: number, squeeze: number, measurer: TextMeasurer): number {
  let width = 0;
  for (const piece of word) {
    width += piece.kind === 'symbol' ? SYMBOL_ADVANCE * size : measurer.width(piece.text, piece.font) * size * squeeze;
  }
  return width;
}

function wordText(word: Piece[]): string {
  return word.map((piece) => (piece.kind === 'symbol' ? piece.symbol : piece.text)).join('');
}

interface Wrapped {
  lines: TextLine[];
  rules: number[];
  height: number;
  /** Index into the flat word list of each line's first word, to report what was cut. */
  firstWords: number[];
  words: Piece[][];
}

function wrap(paragraphs: Paragraph[], boxWidth: number, size: number, squeeze: number, measurer: TextMeasurer): Wrapped {
  const lineHeight = size * LINE_HEIGHT;
  const lines: TextLine[] = [];
  const firstWords: number[] = [];
  const allWords: Piece[][] = [];
  const rules: number[] = [];
  let y = 0;
  for (const paragraph of paragraphs) {
    if (paragraph.rule && lines.length > 0) rules.push(y + (paragraph.spaceBefore * size) / 2);
    y += lines.length > 0 ? paragraph.spaceBefore * size : 0;
    let pieces: PlacedPiece[] = [];
    let x = 0;
    const flush = () => {
      y += lineHeight;
      lines.push({ baseline: y - lineHeight * (1 - 0.8 / LINE_HEIGHT), pieces });
      pieces = [];
      x = 0;
    };
    for (const word of paragraph.words) {
      const width = wordWidth(word, size, squeeze, measurer);
      const space = x === 0 ? 0 : measurer.width(' ', FONT.text) * size * squeeze;
      if (x > 0 && x + space + width > boxWidth) flush();
      if (x === 0) firstWords.push(allWords.length);
      x += x === 0 ? 0 : space;
      for (const piece of word) {
        const pieceWidth = wordWidth([piece], size, squeeze, measurer);
        pieces.push({ piece, x, width: pieceWidth });
        x += pieceWidth;
      }
      allWords.push(word);
    }
    if (pieces.length > 0) flush();
  }
  const height = lines.length === 0 ? 0 : y - lineHeight + size * (0.8 + DESCENT);
  return { lines, rules, height, firstWords, words: allWords };
}

/** Lays the paragraphs out in the box at the largest size that fits. */
export function fitText(
  paragraphs: Paragraph[],
  box: { width: number; height: number },
  limits: FitLimits,
  measurer: TextMeasurer,
): FittedText {
  const step = 0.25;
  let size = limits.maxSize;
  for (; size >= limits.minSize - 1e-9; size -= step) {
    const wrapped = wrap(paragraphs, box.width, size, 1, measurer);
    if (wrapped.height <= box.height) return result(wrapped, size, 1, true, '');
  }
  size = limits.minSize;
  for (let squeeze = 0.95; squeeze >= limits.minSqueeze - 1e-9; squeeze -= 0.05) {
    const wrapped = wrap(paragraphs, box.width, size, squeeze, measurer);
    if (wrapped.height <= box.height) return result(wrapped, size, squeeze, true, '');
  }
  // Still too long: keep the lines that fit and report the rest.
  const squeeze = limits.minSqueeze;
  const wrapped = wrap(paragraphs, box.width, size, squeeze, measurer);
  const descent = size * DESCENT;
  const kept = wrapped.lines.filter((line) => line.baseline + descent <= box.height);
  const cutAt = wrapped.firstWords[kept.length] ?? wrapped.words.length;
  const overflow = wrapped.words.slice(cutAt).map(wordText).join(' ');
  const height = kept.length === 0 ? 0 : kept.at(-1)!.baseline + descent;
  const rules = wrapped.rules.filter((ruleY) => ruleY < height);
  return result({ ...wrapped, lines: kept, rules, height }, size, squeeze, false, overflow);
}

function result(wrapped: Wrapped, size: number, squeeze: number, fits: boolean, overflow: string): FittedText {
  return {
    size,
    squeeze,
    lineHeight: size * LINE_HEIGHT,
    lines: wrapped.lines,
    rules: wrapped.rules,
    height: wrapped.height,
    fits,
    overflow,
  };
}
