// The PDF as poppler sees it: page sizes, card rectangles to 0.1 mm, embedded fonts, text,
// duplex alignment, images embedded once, determinism and cancellation.
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancelledError } from '../../../app/jobs.ts';
import { loadPrintCardsJson } from '../../../app/print/json-source.ts';
import { computeLayout, type Rect } from '../../../app/print/layout.ts';
import { printCardSchema, type PrintItem } from '../../../app/print/print-card.ts';
import { parsePrintOptions, type PrintOptionsInput } from '../../../app/print/print-options.ts';
import { renderProxyPdf } from '../../../app/print/render.ts';
import { writeCardPng } from '../../support/png-image.ts';
import { fonts, measureRect, pageSizesMm, pdfInfo, renderGray, text, words } from '../../support/poppler.ts';

const FIXTURE = join(import.meta.dirname, '../../fixtures/print/cards.json');
const DPI = 254; // 0.1 mm per pixel
const TOLERANCE_MM = 0.1;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'proxyfish-print-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fixtureItems = (): PrintItem[] => loadPrintCardsJson(FIXTURE);
const plainCard = (name: string, extra: Record<string, unknown> = {}): PrintItem => ({
  card: printCardSchema.parse({ name, typeLine: 'Creature — Test', oracleText: `${name} text.`, colors: ['B'], ...extra }),
  quantity: 1,
});

async function render(name: string, items: PrintItem[], options: PrintOptionsInput) {
  const file = join(dir, `${name}.pdf`);
  const result = await renderProxyPdf(items, options, file);
  return { file, result, layout: computeLayout(parsePrintOptions(options)) };
}

function expectRectNear(actual: Rect, expected: Rect): void {
  expect(Math.abs(actual.x - expected.x)).toBeLessThanOrEqual(TOLERANCE_MM);
  expect(Math.abs(actual.y - expected.y)).toBeLessThanOrEqual(TOLERANCE_MM);
  expect(Math.abs(actual.x + actual.width - (expected.x + expected.width))).toBeLessThanOrEqual(TOLERANCE_MM);
  expect(Math.abs(actual.y + actual.height - (expected.y + expected.height))).toBeLessThanOrEqual(TOLERANCE_MM);
}

function inside(word: { xMin: number; yMin: number; xMax: number; yMax: number }, rect: Rect, slack = 0.05): boolean {
  return (
    word.xMin >= rect.x - slack &&
    word.xMax <= rect.x + rect.width + slack &&
    word.yMin >= rect.y - slack &&
    word.yMax <= rect.y + rect.height + slack
  );
}

describe('proxy sheet PDF', () => {
  it.each([
    ['a4', 210, 297],
    ['letter', 215.9, 279.4],
    [{ widthMm: 200, heightMm: 250 }, 200, 250],
  ] as const)('has exactly the page size of %s paper', async (paper, width, height) => {
    const { file } = await render(`size-${width}`, fixtureItems(), { paper, orientation: 'portrait' });
    const sizes = pageSizesMm(file);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) {
      expect(size.width).toBeCloseTo(width, 2);
      expect(size.height).toBeCloseTo(height, 2);
    }
  });

  it('prints every card at 63 × 88 mm where the layout puts it, to 0.1 mm', async () => {
    const items = Array.from({ length: 9 }, (_, index) => plainCard(`Card ${index + 1}`));
    const { file, layout } = await render('rects', items, { paper: 'a4', gapMm: 3 });
    const image = renderGray(file, 1, DPI);
    expect(layout.fronts).toHaveLength(9);
    for (const slot of layout.fronts) {
      const measured = measureRect(image, slot.trim);
      expectRectNear(measured, slot.trim);
      expect(Math.abs(measured.width - 63)).toBeLessThanOrEqual(TOLERANCE_MM);
      expect(Math.abs(measured.height - 88)).toBeLessThanOrEqual(TOLERANCE_MM);
    }
  });

  it('extends the rendered frame into the bleed and keeps the cards on their trim positions', async () => {
    const items = Array.from({ length: 8 }, (_, index) => plainCard(`Bleed ${index + 1}`));
    const { file, layout } = await render('bleed', items, { paper: 'letter', gapMm: 4, bleedMm: 2, cutMarks: { corners: false } });
    const image = renderGray(file, 1, DPI);
    for (const slot of layout.fronts.slice(0, 8)) {
      expectRectNear(measureRect(image, slot.bleed), slot.bleed);
      expect(slot.bleed.width).toBeCloseTo(67, 9);
    }
  });

  it('enlarges cards by the printer scale compensation on each axis', async () => {
    const { file, layout } = await render('scale', [plainCard('Scaled')], { paper: 'a4', printerScale: { x: 0.98, y: 1.01 } });
    const measured = measureRect(renderGray(file, 1, DPI), layout.fronts[0]!.trim);
    expect(Math.abs(measured.width - 63 / 0.98)).toBeLessThanOrEqual(TOLERANCE_MM);
    expect(Math.abs(measured.height - 88 / 1.01)).toBeLessThanOrEqual(TOLERANCE_MM);
  });

  it('embeds every font as TrueType and uses no standard-14 font', async () => {
    const { file } = await render('fonts', fixtureItems(), { paper: 'a4', backs: { enabled: true }, deckName: 'Fonts' });
    const rows = fonts(file);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(row.embedded).toBe(true);
      expect(row.type).toContain('TrueType');
      expect(row.name).not.toMatch(/Helvetica|Times|Courier|Symbol|ZapfDingbats/);
    }
  });

  it("places every card's name and rules text inside its card", async () => {
    const items = fixtureItems();
    const { file, layout } = await render('text', items, { paper: 'a4', language: 'en' });
    const all = words(file);
    const plain = text(file).replace(/\s+/g, ' ');
    for (const name of ['Lightning Bolt', 'Tarmogoyf', 'Jace, the Mind Sculptor', 'Fire // Ice', 'Delver of Secrets', 'Insectile Aberration', 'Sol Ring']) {
      expect(plain).toContain(name);
    }
    expect(plain).toContain('Lightning Bolt deals 3 damage to any target.');
    expect(plain).toContain('Exile all cards from target player');
    // Every word on a page lies inside one card or in the footer band.
    for (const word of all) {
      const inCard = layout.fronts.some((slot) => inside(word, slot.trim));
      const inFooter = layout.footer !== null && inside(word, layout.footer, 0.5);
      expect(inCard || inFooter, `"${word.text}" at ${word.xMin.toFixed(1)}, ${word.yMin.toFixed(1)} mm`).toBe(true);
    }
  });

  it('prints German and Spanish text with every letter and sign intact', async () => {
    const items = fixtureItems();
    const german = await render('de', items, { language: 'de' });
    const germanText = text(german.file).replace(/\s+/g, ' ');
    expect(germanText).toContain('Sturmkämpfer der Wüste');
    expect(germanText).toContain('Kreatur — Mensch, Krieger');
    expect(germanText).toContain('„Schaden“ — größer als 1 • Süß ß.');
    expect(germanText).toContain('PROXY — NICHT ZUM VERKAUF');
    expect(germanText).toContain('PLAYTEST-KARTE');
    expect(germanText).toContain('Jürgen Müller');

    const spanish = await render('es', items, { language: 'es' });
    const spanishText = text(spanish.file).replace(/\s+/g, ' ');
    expect(spanishText).toContain('¿Quién sabe? ¡El niño hace');
    expect(spanishText).toContain('Acción “rápida” ™ • á é í ó ú ñ');
    expect(spanishText).toContain('Conjuro');
    expect(spanishText).toContain('José Núñez');
    // A German card in a Spanish print falls back to English.
    expect(spanishText).toContain('Whenever this creature attacks');
  });

  it.each(['long', 'short'] as const)('lines backs up with their fronts for %s-edge flipping', async (flip) => {
    // Four cards on a nine-card sheet, so a wrong mirror shows as backs in empty places.
    const items = [plainCard('One'), plainCard('Two'), plainCard('Three'), fixtureItems().find((item) => item.card.name === 'Delver of Secrets')!];
    const offset = { offsetXMm: 1.2, offsetYMm: -0.7 };
    const { file, layout } = await render(`duplex-${flip}`, items, { paper: 'a4', gapMm: 3, backs: { enabled: true, flip, ...offset } });
    expect(pageSizesMm(file)).toHaveLength(2);
    const front = renderGray(file, 1, DPI);
    const back = renderGray(file, 2, DPI);
    const page = layout.page;
    for (const slot of layout.fronts.slice(0, 4)) {
      const measured = measureRect(front, slot.trim);
      // Turned over on the long edge of a portrait sheet, x runs backwards; on the short edge, y does.
      const expected: Rect =
        flip === 'long'
          ? { ...measured, x: page.widthMm - measured.x - measured.width + offset.offsetXMm, y: measured.y + offset.offsetYMm }
          : { ...measured, x: measured.x + offset.offsetXMm, y: page.heightMm - measured.y - measured.height + offset.offsetYMm };
      expectRectNear(measureRect(back, expected), expected);
    }
    // Places with no front card have no back either.
    for (const slot of layout.fronts.slice(4)) {
      const x = flip === 'long' ? page.widthMm - slot.trim.x - slot.trim.width / 2 : slot.trim.x + slot.trim.width / 2;
      const y = flip === 'long' ? slot.trim.y + slot.trim.height / 2 : page.heightMm - slot.trim.y - slot.trim.height / 2;
      expect(back.at(Math.round(x / back.mmPerPixel), Math.round(y / back.mmPerPixel))).toBe(255);
    }
    // The double-faced card's other face is printed behind it.
    const delverSlot = layout.backs[3]!;
    const insectile = words(file).find((word) => word.page === 2 && word.text === 'Insectile');
    expect(insectile).toBeDefined();
    expect(inside(insectile!, delverSlot.trim)).toBe(true);
  });

  it('never lets rules text overflow: it shrinks, then cuts at a line and reports the rest', async () => {
    const long = Array.from({ length: 260 }, (_, index) => `w${index + 1}`).join(' ');
    const medium = 'Flying, first strike, vigilance, trample, haste. ' + 'Whenever this creature deals combat damage to a player, draw a card. '.repeat(4);
    const items = [plainCard('Too Long', { oracleText: long }), plainCard('Fits After Shrinking', { oracleText: medium, power: '2', toughness: '2' })];
    const { file, result, layout } = await render('overflow', items, { paper: 'a4' });
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]!.card).toBe('Too Long');
    const shown = words(file)
      .filter((word) => /^w\d+$/.test(word.text))
      .map((word) => ({ ...word, n: Number(word.text.slice(1)) }));
    expect(shown.length).toBeGreaterThan(50);
    const lastShown = Math.max(...shown.map((word) => word.n));
    expect(shown.map((word) => word.n)).toEqual(Array.from({ length: lastShown }, (_, index) => index + 1));
    expect(result.warnings[0]!.message).toContain(`"w${lastShown + 1} `);
    // The text box ends 6.6 mm above the card's bottom edge (the info band and frame below it).
    const slot = layout.fronts[0]!.trim;
    for (const word of shown) {
      expect(word.yMax).toBeLessThanOrEqual(slot.y + slot.height - 6.6);
      expect(word.xMax).toBeLessThanOrEqual(slot.x + slot.width - 4);
    }
    expect(text(file).replace(/\s+/g, ' ')).toContain('Whenever this creature deals combat damage to a player, draw a card.');
  });

  it('embeds an image once however often it is printed', async () => {
    const image = join(dir, 'art.png');
    const imageBytes = writeCardPng(image, 6);
    const card = printCardSchema.parse({ name: 'Pictured', image: { path: image } });
    const { file } = await render('image', [{ card, quantity: 30 }], { paper: 'a4' });
    const pdf = readFileSync(file).toString('latin1');
    expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(1);
    expect(statSync(file).size).toBeLessThan(imageBytes * 1.1 + 100_000);
  });

  it('is byte-for-byte the same with a fixed creation date, and carries title and subject', async () => {
    const options = { creationDate: '2024-01-02T03:04:05Z', deckName: 'Burn' };
    const first = await render('same-1', fixtureItems(), options);
    const second = await render('same-2', fixtureItems(), options);
    expect(readFileSync(first.file).equals(readFileSync(second.file))).toBe(true);
    const info = pdfInfo(first.file);
    expect(info.Title).toBe('Burn — proxies');
    expect(info.Subject).toMatch(/^13 cards of 63 × 88 mm on 2 A4 sheets$/);
  });

  it('reports progress and stops on cancel without leaving a file', async () => {
    const items = Array.from({ length: 40 }, (_, index) => plainCard(`Cancel ${index}`));
    const controller = new AbortController();
    const seen: number[] = [];
    const file = join(dir, 'cancelled.pdf');
    const rendering = renderProxyPdf(items, {}, file, {
      signal: controller.signal,
      onProgress: ({ done }) => {
        seen.push(done);
        if (done === 12) controller.abort();
      },
    });
    await expect(rendering).rejects.toBeInstanceOf(CancelledError);
    expect(seen.at(-1)).toBe(12);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.part`)).toBe(false);
  });

  // /dev/full answers every write with ENOSPC: the .part file made a link to it is a full disk.
  it.runIf(existsSync('/dev/full'))('stops at a full disk with the disk error, removes the .part file and rejects nothing later', async () => {
    const items = Array.from({ length: 200 }, (_, index) => plainCard(`Full ${index}`));
    const file = join(dir, 'full-disk.pdf');
    symlinkSync('/dev/full', `${file}.part`);
    let drawn = 0;
    const rendering = renderProxyPdf(items, {}, file, { onProgress: ({ done }) => (drawn = done) });
    await expect(rendering).rejects.toMatchObject({ code: 'ENOSPC' });
    // The drawing stopped at the failed write instead of running on to the last card.
    expect(drawn).toBeLessThan(items.length);
    expect(existsSync(file)).toBe(false);
    expect(() => lstatSync(`${file}.part`)).toThrow();
  });
});
