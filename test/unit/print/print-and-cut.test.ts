// What the print dialog and a cutting machine read from the PDF: viewer preferences (no "fit to
// page", the duplex flip edge), registration marks at their documented offsets measured to
// 0.1 mm from rendered pixels, dashed and dotted cut lines, lines over or under the cards, and
// a job split into files of N pages.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAlignmentTestPdf } from '../../../app/print/alignment-test.ts';
import { computeLayout } from '../../../app/print/layout.ts';
import { printCardSchema, type PrintItem } from '../../../app/print/print-card.ts';
import { parsePrintOptions, type PrintOptionsInput } from '../../../app/print/print-options.ts';
import { renderProxyPdf } from '../../../app/print/render.ts';
import { viewerPreferences } from '../../support/pdf-catalog.ts';
import { encodePng } from '../../support/png-image.ts';
import { findEdge, pageSizesMm, renderGray, text, words, type GrayImage, type Word } from '../../support/poppler.ts';

const DPI = 254; // 0.1 mm per pixel
const TOLERANCE_MM = 0.1;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'proxyfish-print-cut-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cards = (count: number): PrintItem[] =>
  Array.from({ length: count }, (_, index) => ({
    quantity: 1,
    card: printCardSchema.parse({ name: `Card ${index + 1}`, typeLine: 'Creature — Test', oracleText: 'Flying', colors: ['U'] }),
  }));

async function render(name: string, items: PrintItem[], options: PrintOptionsInput) {
  const file = join(dir, `${name}.pdf`);
  const result = await renderProxyPdf(items, { creationDate: '2024-01-01T00:00:00Z', ...options }, file);
  return { file, result, layout: computeLayout(parsePrintOptions(options)) };
}

describe('viewer preferences', () => {
  it('asks for no print scaling, and for no duplex without backs', async () => {
    const { file } = await render('prefs-simplex', cards(2), { paper: 'a4' });
    const preferences = viewerPreferences(file);
    expect(preferences.PrintScaling).toBe('/None');
    expect(preferences.DisplayDocTitle).toBe('true');
    expect(preferences.Duplex).toBeUndefined();
  });

  it.each([
    ['long', '/DuplexFlipLongEdge'],
    ['short', '/DuplexFlipShortEdge'],
  ] as const)('names the %s-edge duplex flip the backs are mirrored for', async (flip, duplex) => {
    const { file } = await render(`prefs-${flip}`, cards(2), { paper: 'a4', backs: { enabled: true, flip } });
    expect(viewerPreferences(file)).toMatchObject({ PrintScaling: '/None', Duplex: duplex });
    const alignment = join(dir, `alignment-${flip}.pdf`);
    await renderAlignmentTestPdf({ paper: 'a4', backs: { flip } }, alignment);
    expect(viewerPreferences(alignment)).toMatchObject({ PrintScaling: '/None', Duplex: duplex });
  });
});

/** Where the dark edge is along a line, scanning from `fromMm` towards `direction`. */
const edge = (image: GrayImage, axis: 'x' | 'y', lineMm: number, fromMm: number, direction: 1 | -1) => findEdge(image, axis, lineMm, fromMm, direction);

describe('registration marks for print-and-cut', () => {
  it.each([
    ['a4', {}, 8],
    ['letter', { insetMm: 8, squareMm: 6, lengthMm: 15, thicknessMm: 0.8 }, 6],
  ] as const)('prints the square and both corner marks at their offsets on %s, to 0.1 mm', async (paper, marks, perPage) => {
    const { file, layout } = await render(`registration-${paper}`, cards(9), { paper, registrationMarks: { enabled: true, ...marks } });
    const { insetMm: inset, squareMm: square, lengthMm: length, thicknessMm: thick } = parsePrintOptions({ registrationMarks: marks }).registrationMarks;
    const { widthMm: width, heightMm: height } = layout.page;
    const image = renderGray(file, 1, DPI);
    const near = (measured: number, expected: number) => expect(Math.abs(measured - expected)).toBeLessThanOrEqual(TOLERANCE_MM);

    // The square: its outer edges `inset` from the top and left, `square` wide and high.
    near(edge(image, 'x', inset + square / 2, 0.5, 1), inset);
    near(edge(image, 'x', inset + square / 2, inset + square + 1, -1), inset + square);
    near(edge(image, 'y', inset + square / 2, 0.5, 1), inset);
    near(edge(image, 'y', inset + square / 2, inset + square + 1, -1), inset + square);

    // Top-right corner: a horizontal arm along the top, a vertical one down the right.
    near(edge(image, 'y', width - inset - length / 2, 0.5, 1), inset);
    near(edge(image, 'y', width - inset - length / 2, inset + thick + 1, -1), inset + thick);
    near(edge(image, 'x', inset + length / 2, width - 0.5, -1), width - inset);
    near(edge(image, 'x', inset + length / 2, width - inset - thick - 1, 1), width - inset - thick);
    near(edge(image, 'x', inset + thick / 2, width - inset - length - 1, 1), width - inset - length);

    // Bottom-left corner: a horizontal arm along the bottom, a vertical one up the left.
    near(edge(image, 'y', inset + length / 2, height - 0.5, -1), height - inset);
    near(edge(image, 'x', height - inset - length / 2, 0.5, 1), inset);
    near(edge(image, 'x', height - inset - length / 2, inset + thick + 1, -1), inset + thick);
    near(edge(image, 'y', inset + thick / 2, height - inset - length - 1, 1), height - inset - length);

    // The cards keep 2 mm clear of the band the marks are in (landscape fits the most).
    const clear = inset + Math.max(square, thick) + 2;
    for (const slot of layout.fronts) {
      expect(slot.bleed.x).toBeGreaterThanOrEqual(clear - 1e-6);
      expect(slot.bleed.y).toBeGreaterThanOrEqual(clear - 1e-6);
      expect(width - slot.bleed.x - slot.bleed.width).toBeGreaterThanOrEqual(clear - 1e-6);
      expect(height - slot.bleed.y - slot.bleed.height).toBeGreaterThanOrEqual(clear - 1e-6);
    }
    expect(layout.perPage).toBe(perPage);
  });

  it('draws no marks when they are off', async () => {
    const { file } = await render('registration-off', cards(1), { paper: 'a4' });
    const image = renderGray(file, 1, DPI);
    expect(() => edge(image, 'x', 7.5, 0.5, 1)).toThrow(); // nothing dark along the square's row before the card
  });
});

/** Dark runs (start, length in mm) along a vertical line between two heights. */
function darkRuns(image: GrayImage, xMm: number, fromMm: number, toMm: number): { start: number; length: number }[] {
  const column = Math.round(xMm / image.mmPerPixel - 0.5);
  const runs: { start: number; length: number }[] = [];
  let start: number | null = null;
  const last = Math.floor(toMm / image.mmPerPixel);
  for (let y = Math.ceil(fromMm / image.mmPerPixel); y <= last; y += 1) {
    const dark = Math.min(image.at(column - 1, y), image.at(column, y), image.at(column + 1, y)) < 160;
    if (dark && start === null) start = y;
    if ((!dark || y === last) && start !== null) {
      runs.push({ start: start * image.mmPerPixel, length: (y - start) * image.mmPerPixel });
      start = null;
    }
  }
  return runs;
}

describe('cut line styles', () => {
  const linesAbove = async (style: 'solid' | 'dashed' | 'dotted') => {
    const { file, layout } = await render(`lines-${style}`, cards(9), { paper: 'a4', cutMarks: { corners: false, lines: true, style, widthMm: 0.3 } });
    const image = renderGray(file, 1, DPI);
    // Above the first row: only the cut line runs through the top margin band.
    return darkRuns(image, layout.fronts[0]!.trim.x, layout.printable.y + 0.2, layout.fronts[0]!.trim.y - 0.5);
  };

  it('draws a solid line as one run', async () => {
    expect(await linesAbove('solid')).toHaveLength(1);
  });

  it('draws dashes 2 mm long, 1 mm apart', async () => {
    const runs = await linesAbove('dashed');
    expect(runs.length).toBeGreaterThanOrEqual(3);
    for (const run of runs.slice(1, -1)) expect(Math.abs(run.length - 2)).toBeLessThanOrEqual(0.2);
    // The first run may be cut off by the printable area's edge.
    for (let index = 2; index < runs.length; index += 1) expect(Math.abs(runs[index]!.start - runs[index - 1]!.start - 3)).toBeLessThanOrEqual(0.2);
  });

  it('draws dots as wide as the line, one every 1 mm plus the line width', async () => {
    const runs = await linesAbove('dotted');
    expect(runs.length).toBeGreaterThanOrEqual(5);
    for (const run of runs.slice(1, -1)) expect(run.length).toBeLessThanOrEqual(0.5);
    for (let index = 2; index < runs.length; index += 1) expect(Math.abs(runs[index]!.start - runs[index - 1]!.start - 1.3)).toBeLessThanOrEqual(0.2);
  });
});

describe('cut lines over or under the cards', () => {
  it('shows the line across a white card with bleed only when drawn over the cards', async () => {
    const png = join(dir, 'white.png');
    writeFileSync(png, encodePng(40, 56, () => [255, 255, 255]));
    const white: PrintItem[] = [{ quantity: 2, card: printCardSchema.parse({ name: 'White', image: { path: png } }) }];
    const measure = async (overCards: boolean) => {
      const { file, layout } = await render(`over-${overCards}`, white, { paper: 'a4', bleedMm: 2, cutMarks: { corners: false, lines: true, overCards } });
      const image = renderGray(file, 1, DPI);
      const slot = layout.fronts[0]!;
      // The cut at the card's left edge, inside its bleed, halfway down the card; and above it in the margin.
      return {
        onCard: darkRuns(image, slot.trim.x, slot.trim.y + 30, slot.trim.y + 40),
        inMargin: darkRuns(image, slot.trim.x, layout.printable.y + 0.2, slot.bleed.y - 0.3),
      };
    };
    const over = await measure(true);
    expect(over.onCard).toHaveLength(1);
    expect(over.inMargin).toHaveLength(1);
    const under = await measure(false);
    expect(under.onCard).toHaveLength(0);
    expect(under.inMargin).toHaveLength(1);
  });
});

describe('splitting a job into files of N pages', () => {
  it('writes files of at most N pages, numbered, with page numbers running on', async () => {
    const { result } = await render('split', cards(20), { paper: 'a4', splitPages: 2 });
    expect(result.files.map((file) => file.slice(dir.length + 1))).toEqual(['split-1-of-2.pdf', 'split-2-of-2.pdf']);
    expect(result.file).toBe(result.files[0]);
    expect(pageSizesMm(result.files[0]!)).toHaveLength(2);
    expect(pageSizesMm(result.files[1]!)).toHaveLength(1);
    expect(text(result.files[1]!)).toMatch(/3 \/ 3|3 of 3/);
    expect(text(result.files[1]!)).toContain('Card 19');
  });

  it('keeps each front with its back: N rounds down to whole sheets', async () => {
    const { result } = await render('split-backs', cards(20), { paper: 'a4', splitPages: 3, backs: { enabled: true } });
    expect(result.files).toHaveLength(3);
    for (const file of result.files) expect(pageSizesMm(file)).toHaveLength(2);
  });

  it('writes one file when the job has no more pages than N', async () => {
    const { file, result } = await render('split-one', cards(5), { paper: 'a4', splitPages: 4 });
    expect(result.files).toEqual([file]);
  });
});

/** Marked pixels (not paper) along a row or column between two positions, outside the given boxes. */
function inkOutside(image: GrayImage, axis: 'x' | 'y', lineMm: number, fromMm: number, toMm: number, boxes: readonly Word[]): number {
  const line = Math.round(lineMm / image.mmPerPixel - 0.5);
  let count = 0;
  for (let i = Math.ceil(fromMm / image.mmPerPixel); i <= toMm / image.mmPerPixel; i += 1) {
    const [x, y] = axis === 'x' ? [i, line] : [line, i];
    const [xMm, yMm] = [(x + 0.5) * image.mmPerPixel, (y + 0.5) * image.mmPerPixel];
    if (boxes.some((box) => xMm >= box.xMin - 0.2 && xMm <= box.xMax + 0.2 && yMm >= box.yMin - 0.2 && yMm <= box.yMax + 0.2)) continue;
    if (Math.min(image.at(x, y), axis === 'x' ? image.at(x, y + 1) : image.at(x + 1, y)) < 235) count += 1;
  }
  return count;
}

describe('the duplex alignment test', () => {
  it.each(['a4', 'letter'] as const)('keeps its instructions clear of the card outlines on %s', async (paper) => {
    const file = join(dir, `alignment-words-${paper}.pdf`);
    await renderAlignmentTestPdf({ paper }, file);
    const image = renderGray(file, 1, DPI);
    // The five lines at the top (the rulers' numbers start further down).
    const instructions = words(file).filter((word) => word.page === 1 && word.yMax < 30);
    expect(instructions.map((word) => word.text)).toContain('double-sided,');
    const box = {
      left: Math.min(...instructions.map((word) => word.xMin)),
      right: Math.max(...instructions.map((word) => word.xMax)),
      top: Math.min(...instructions.map((word) => word.yMin)),
      bottom: Math.max(...instructions.map((word) => word.yMax)),
    };
    // Along each outline through the instructions' area, between and beside the words: paper only.
    const layout = computeLayout(parsePrintOptions({ paper, backs: { enabled: true } }));
    expect(box.bottom).toBeLessThan(layout.printable.y + 22);
    const crossing = { rows: 0, columns: 0 };
    for (const slot of layout.fronts) {
      for (const y of [slot.trim.y, slot.trim.y + slot.trim.height]) {
        if (y <= box.top || y >= box.bottom) continue;
        crossing.rows += 1;
        expect(inkOutside(image, 'x', y, box.left, box.right, instructions), `outline at y ${y.toFixed(1)} mm`).toBe(0);
      }
      for (const x of [slot.trim.x, slot.trim.x + slot.trim.width]) {
        if (x <= box.left || x >= box.right) continue;
        crossing.columns += 1;
        expect(inkOutside(image, 'y', x, box.top, box.bottom, instructions), `outline at x ${x.toFixed(1)} mm`).toBe(0);
      }
    }
    // The outlines do run through the instructions' area on this paper (else the test proves nothing).
    expect(crossing.rows + crossing.columns).toBeGreaterThan(0);
  });
});
