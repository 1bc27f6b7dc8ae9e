import { describe, expect, it } from 'vitest';
import { cutLineSegments } from '../../../app/print/cut-marks.ts';
import { computeLayout } from '../../../app/print/layout.ts';
import { parsePrintOptions, PrintOptionsError, type PrintOptionsInput } from '../../../app/print/print-options.ts';

const layoutFor = (input: PrintOptionsInput) => computeLayout(parsePrintOptions(input));

describe('sheet layout', () => {
  it.each([
    ['a4', 210, 297, 3, 3],
    ['letter', 215.9, 279.4, 3, 3],
    // Landscape: 5 × 2 = 10 beats portrait's 3 × 3 = 9.
    ['legal', 355.6, 215.9, 5, 2],
    // Landscape: 6 × 3 = 18 beats portrait's 4 × 4 = 16.
    ['a3', 420, 297, 6, 3],
  ] as const)('fits as many 63 × 88 mm cards as possible on %s', (paper, width, height, columns, rows) => {
    const layout = layoutFor({ paper });
    expect(layout.page).toMatchObject({ widthMm: width, heightMm: height });
    expect([layout.columns, layout.rows]).toEqual([columns, rows]);
    for (const slot of layout.fronts) {
      expect(slot.trim.width).toBe(63);
      expect(slot.trim.height).toBe(88);
    }
  });

  it('centres the grid on the page', () => {
    const layout = layoutFor({ paper: 'a4', gapMm: 2 });
    const first = layout.fronts[0]!.trim;
    const last = layout.fronts.at(-1)!.trim;
    expect(first.x).toBeCloseTo(210 - (last.x + last.width), 9);
    expect(first.y).toBeCloseTo(297 - (last.y + last.height), 9);
    expect(layout.fronts[1]!.trim.x - (first.x + first.width)).toBeCloseTo(2, 9);
  });

  it('turns the page when landscape fits more cards', () => {
    // Letter with 1 mm bleed and 99.2 % printer scale: 3 × 2 portrait, 4 × 2 landscape.
    const layout = layoutFor({ paper: 'letter', bleedMm: 1, printerScale: { x: 0.992, y: 0.995 } });
    expect(layout.page.orientation).toBe('landscape');
    expect(layout.perPage).toBe(8);
  });

  it('puts the bleed around each card and keeps the trim exact', () => {
    const layout = layoutFor({ paper: 'a4', bleedMm: 3, gapMm: 1 });
    const slot = layout.fronts[0]!;
    expect(slot.bleed.width).toBeCloseTo(69, 9);
    expect(slot.trim.x - slot.bleed.x).toBeCloseTo(3, 9);
    expect(layout.fronts[1]!.bleed.x - (slot.bleed.x + slot.bleed.width)).toBeCloseTo(1, 9);
  });

  it('enlarges by the inverse of the printer scale, per axis', () => {
    const layout = layoutFor({ paper: 'a4', printerScale: { x: 0.98, y: 1.02 } });
    expect(layout.fronts[0]!.trim.width).toBeCloseTo(63 / 0.98, 9);
    expect(layout.fronts[0]!.trim.height).toBeCloseTo(88 / 1.02, 9);
  });

  it('mirrors backs across the vertical axis for long-edge flipping of a portrait sheet', () => {
    const layout = layoutFor({ paper: 'a4', gapMm: 2, backs: { enabled: true, flip: 'long' } });
    for (const [index, front] of layout.fronts.entries()) {
      const back = layout.backs[index]!;
      expect(back.trim.x).toBeCloseTo(210 - front.trim.x - front.trim.width, 9);
      expect(back.trim.y).toBeCloseTo(front.trim.y, 9);
      expect(back.rotated).toBe(false);
    }
  });

  it('mirrors backs across the horizontal axis for short-edge flipping, turned 180°', () => {
    const layout = layoutFor({ paper: 'a4', gapMm: 2, backs: { enabled: true, flip: 'short', offsetXMm: 1.5, offsetYMm: -0.5 } });
    for (const [index, front] of layout.fronts.entries()) {
      const back = layout.backs[index]!;
      expect(back.trim.x).toBeCloseTo(front.trim.x + 1.5, 9);
      expect(back.trim.y).toBeCloseTo(297 - front.trim.y - front.trim.height - 0.5, 9);
      expect(back.rotated).toBe(true);
    }
  });

  it('lists each cut once, also where neighbouring cards share an edge', () => {
    const layout = layoutFor({ paper: 'a4' });
    expect(layout.cuts.xs).toHaveLength(4);
    expect(layout.cuts.ys).toHaveLength(4);
  });

  it('reserves a footer band below the cards only when there is room', () => {
    expect(layoutFor({ paper: 'a4' }).footer).not.toBeNull();
    expect(layoutFor({ paper: { widthMm: 73, heightMm: 98 } }).footer).toBeNull();
  });

  it('ends full cut lines above the footer, so they never run through its text', () => {
    const layout = layoutFor({ paper: 'a4', cutMarks: { lines: true, corners: false } });
    const footer = layout.footer!;
    const vertical = cutLineSegments(layout).filter(([x1, , x2]) => x1 === x2);
    expect(vertical).toHaveLength(4);
    for (const [, top, , bottom] of vertical) {
      expect(top).toBe(layout.printable.y);
      expect(bottom).toBeLessThanOrEqual(footer.y);
      // Still past the last card's bottom edge: the cut is guided along the whole card.
      expect(bottom).toBeGreaterThanOrEqual(layout.fronts.at(-1)!.trim.y + layout.fronts.at(-1)!.trim.height);
    }
  });

  it('says when a smaller margin fits more cards: Letter, 1 mm bleed, 5 mm margin gives 8, 4.7 mm gives 9', () => {
    const layout = layoutFor({ paper: 'letter', bleedMm: 1, marginMm: 5 });
    expect(layout.perPage).toBe(8);
    expect(layout.moreFit).toEqual({ marginMm: 4.7, perPage: 9 });
    // The hint holds: at that margin 9 fit, a tenth of a millimetre more and they do not.
    expect(layoutFor({ paper: 'letter', bleedMm: 1, marginMm: 4.7 }).perPage).toBe(9);
    expect(layoutFor({ paper: 'letter', bleedMm: 1, marginMm: 4.8 }).perPage).toBe(8);
    expect(layoutFor({ paper: 'letter', bleedMm: 1, marginMm: 4.7 }).moreFit).toBeNull();
  });

  it('gives no margin hint when no margin would fit more', () => {
    expect(layoutFor({ paper: 'a4' }).moreFit).toBeNull();
  });

  it('names what does not fit', () => {
    expect(() => layoutFor({ paper: { widthMm: 80, heightMm: 90 } })).toThrow(PrintOptionsError);
    expect(() => layoutFor({ paper: { widthMm: 80, heightMm: 90 } })).toThrow('does not fit on a 80 × 90 mm page with 5 mm margins');
  });

  it('rejects settings out of range with the setting named', () => {
    expect(() => parsePrintOptions({ bleedMm: 3.5 })).toThrow('bleedMm: must be 0–3 mm');
    expect(() => parsePrintOptions({ gapMm: -1 })).toThrow('gapMm: must be 0–5 mm');
    expect(() => parsePrintOptions({ cutMarks: { color: 'red' } })).toThrow('cutMarks.color');
    expect(() => parsePrintOptions({ paper: 'b5' })).toThrow('paper');
  });
});
