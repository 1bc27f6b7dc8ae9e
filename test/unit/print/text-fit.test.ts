import { describe, expect, it } from 'vitest';
import { FONT } from '../../../app/print/fonts.ts';
import { fitText, parseRulesText, type TextMeasurer } from '../../../app/print/text-fit.ts';

// A monospaced stand-in: every character half an em wide, italics a little narrower.
const measurer: TextMeasurer = { width: (text, font) => text.length * (font === FONT.textItalic ? 0.45 : 0.5) };
const limits = { maxSize: 3.2, minSize: 2.1, minSqueeze: 0.85 };
const box = { width: 50, height: 38 };

function wordsOf(count: number): string {
  return Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ');
}

describe('fitting rules text', () => {
  it('keeps short text at the largest size', () => {
    const fitted = fitText(parseRulesText('Flying'), box, limits, measurer);
    expect(fitted.size).toBe(limits.maxSize);
    expect(fitted.fits).toBe(true);
  });

  it('shrinks longer text, never below the minimum, and never draws outside the box', () => {
    let previous = Infinity;
    for (const count of [10, 40, 80, 120, 160, 220, 400]) {
      const fitted = fitText(parseRulesText(wordsOf(count)), box, limits, measurer);
      expect(fitted.size).toBeGreaterThanOrEqual(limits.minSize);
      expect(fitted.size).toBeLessThanOrEqual(previous);
      previous = fitted.size;
      expect(fitted.height).toBeLessThanOrEqual(box.height + 1e-9);
      for (const line of fitted.lines) {
        const last = line.pieces.at(-1)!;
        expect(last.x + last.width).toBeLessThanOrEqual(box.width + 1e-9);
        expect(line.baseline).toBeLessThanOrEqual(box.height);
      }
    }
  });

  it('reports exactly the words that could not fit', () => {
    const fitted = fitText(parseRulesText(wordsOf(400)), box, limits, measurer);
    expect(fitted.fits).toBe(false);
    const shown = fitted.lines.flatMap((line) => line.pieces.map((placed) => (placed.piece.kind === 'text' ? placed.piece.text : '')));
    const lastShown = Number(shown.at(-1)!.replace('word', ''));
    expect(fitted.overflow.startsWith(`word${lastShown + 1} `)).toBe(true);
    expect(fitted.overflow.endsWith('word400')).toBe(true);
    expect(fitted.size).toBe(limits.minSize);
    expect(fitted.squeeze).toBe(limits.minSqueeze);
  });

  it('squeezes horizontally at the minimum size before it gives up', () => {
    // Too long for the minimum size at full width, short enough at 85 %.
    const atMin = Math.floor(box.height / (limits.minSize * 1.16)) * Math.floor(box.width / (limits.minSize * 0.5 * 7));
    const fitted = fitText(parseRulesText(wordsOf(Math.round(atMin * 1.08))), box, limits, measurer);
    expect(fitted.fits).toBe(true);
    expect(fitted.size).toBe(limits.minSize);
    expect(fitted.squeeze).toBeLessThan(1);
  });

  it('sets reminder text in italics and keeps symbols with the word they touch', () => {
    const [paragraph] = parseRulesText('{T}: Add {G}. (Mana is nice.)');
    const words = paragraph!.words;
    expect(words[0]).toEqual([
      { kind: 'symbol', symbol: '{T}' },
      { kind: 'text', text: ':', font: FONT.text },
    ]);
    expect(words.at(-1)).toEqual([{ kind: 'text', text: 'nice.)', font: FONT.textItalic }]);
    expect(words[3]).toEqual([{ kind: 'text', text: '(Mana', font: FONT.textItalic }]);
  });

  it('sets an ability word in italics but not a modal "Choose one —"', () => {
    const [landfall] = parseRulesText('Landfall — Whenever a land enters, draw.');
    expect(landfall!.words[0]).toEqual([{ kind: 'text', text: 'Landfall', font: FONT.textItalic }]);
    expect(landfall!.words[2]).toEqual([{ kind: 'text', text: 'Whenever', font: FONT.text }]);
    const [modal] = parseRulesText('Choose one —');
    expect(modal!.words[0]).toEqual([{ kind: 'text', text: 'Choose', font: FONT.text }]);
  });

  it('sets planeswalker loyalty costs in bold', () => {
    const paragraphs = parseRulesText('+1: Draw a card.\n−3: Destroy it.');
    expect(paragraphs.map((paragraph) => paragraph.words[0])).toEqual([
      [{ kind: 'text', text: '+1:', font: FONT.textBold }],
      [{ kind: 'text', text: '−3:', font: FONT.textBold }],
    ]);
  });
});
