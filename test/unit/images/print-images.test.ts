// A 60-card deck printed with pictures: each picture fills the 63 × 88 mm card to 0.1 mm
// (measured by poppler), an MPC-style picture with its own 1/8-inch-like bleed is placed so the
// cut lands on the card edge, JPEGs go into the PDF as they are and each distinct one once
// (the file is at most 1.1 × the JPEGs it holds), a sheet bleed extends a picture's edge, and
// pictures under 300 dpi at print size are warned about.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bleedOf, printDpi } from '../../../app/images/image-info.ts';
import { importSingleImage } from '../../../app/images/local-images.ts';
import { readPrintCards } from '../../../app/print/from-database.ts';
import { computeLayout, type Rect } from '../../../app/print/layout.ts';
import { parsePrintOptions, type PrintOptionsInput } from '../../../app/print/print-options.ts';
import { expandSlots } from '../../../app/print/print-slots.ts';
import { renderProxyPdf } from '../../../app/print/render.ts';
import { imageWorld, IMAGE_CARD_NAMES, type ImageWorld } from '../../support/image-cards.ts';
import { cardJpeg } from '../../support/jpeg-image.ts';
import { embeddedImages, measureRect, renderGray } from '../../support/poppler.ts';

const TOLERANCE_MM = 0.1;
let world: ImageWorld;
let dir: string;
let jpegBytes = 0;

beforeAll(async () => {
  world = await imageWorld();
  dir = mkdtempSync(join(tmpdir(), 'proxyfish-print-images-'));
  mkdirSync(join(dir, 'pictures'));
  // Three plain 300 dpi JPEGs (745 × 1040) and two MPC-style ones: 69 × 94 mm at 12 px/mm, the
  // card plus 3 mm of white bleed on every side, so a wrong placement shows white inside the cut.
  for (const [index, name] of IMAGE_CARD_NAMES.entries()) {
    const mpc = index >= 3;
    const bytes = mpc ? await cardJpeg(828, 1128, 20 + index, 36) : await cardJpeg(745, 1040, 20 + index);
    const file = join(dir, 'pictures', `${name}.jpg`);
    writeFileSync(file, bytes);
    jpegBytes += bytes.length;
    await importSingleImage(world.services, file, world.printings.get(name)!);
  }
}, 120_000);
afterAll(async () => {
  await world.dispose();
  rmSync(dir, { recursive: true, force: true });
});

function deckItems(language = 'en') {
  return readPrintCards(
    world.services,
    IMAGE_CARD_NAMES.map((name) => ({ name, quantity: 12, card_id: world.cards.get(name)!, printing_id: null })),
    language,
  );
}

async function print(name: string, options: PrintOptionsInput) {
  const { items, warnings } = deckItems();
  const file = join(dir, `${name}.pdf`);
  const result = await renderProxyPdf(items, options, file);
  return { file, result, warnings, layout: computeLayout(parsePrintOptions(options)) };
}

function expectNear(actual: Rect, expected: Rect): void {
  for (const [a, b] of [
    [actual.x, expected.x],
    [actual.y, expected.y],
    [actual.x + actual.width, expected.x + expected.width],
    [actual.y + actual.height, expected.y + expected.height],
  ] as const) {
    expect(Math.abs(a - b)).toBeLessThanOrEqual(TOLERANCE_MM);
  }
}

describe('printing a deck with pictures', () => {
  it('fills each 63 × 88 mm card with its picture, MPC bleed cut at the card edge, JPEGs embedded once as they are', async () => {
    const options: PrintOptionsInput = { paper: 'a4', gapMm: 4, bleedMm: 0, cutMarks: { corners: false, lines: false }, pageNumbers: false };
    const { file, result, warnings, layout } = await print('deck', options);
    expect(result.cards).toBe(60);
    expect(warnings).toEqual([]);
    // Pages 1 (Bolt, Counterspell: plain) and 6 (Giant Growth, Swords: MPC-style).
    for (const page of [1, 6]) {
      const image = renderGray(file, page, 300);
      for (const slot of layout.fronts) {
        const measured = measureRect(image, slot.trim);
        expectNear(measured, slot.trim);
        expect(measured.width).toBeCloseTo(63, 0);
        expect(measured.height).toBeCloseTo(88, 0);
      }
    }
    const embedded = embeddedImages(file);
    expect(embedded).toHaveLength(60);
    expect(new Set(embedded.map((image) => image.encoding))).toEqual(new Set(['jpeg']));
    expect(new Set(embedded.map((image) => image.object)).size).toBe(5);
    expect(statSync(file).size).toBeLessThanOrEqual(1.1 * jpegBytes);
  }, 120_000);

  it('extends a picture without bleed into the sheet bleed', async () => {
    const { file, layout } = await print('bleed', { paper: 'a4', gapMm: 4, bleedMm: 2, cutMarks: { corners: false, lines: false }, pageNumbers: false });
    const image = renderGray(file, 1, 300);
    for (const slot of layout.fronts) {
      expectNear(measureRect(image, slot.bleed), slot.bleed);
      // The bleed repeats the picture's dark grey border (20), not a black fill (0).
      const bleedBand = image.at(Math.round((slot.bleed.x + 1) / image.mmPerPixel), Math.round((slot.bleed.y + slot.bleed.height / 2) / image.mmPerPixel));
      expect(bleedBand).toBeGreaterThan(10);
      expect(bleedBand).toBeLessThan(40);
    }
  }, 120_000);
});

describe('picture resolution and bleed', () => {
  it("reads the bleed from the picture's proportions and its dpi at print size", () => {
    expect(bleedOf(745, 1040)).toBe(0); // Scryfall png
    expect(bleedOf(828, 1128)).toBeCloseTo(3, 3);
    expect(bleedOf(816, 1110)).toBeCloseTo(3.19, 2); // MPC's 2.72 × 3.70 in template
    expect(printDpi(745, 1040)).toBeGreaterThanOrEqual(300);
    expect(Math.round(printDpi(488, 680))).toBe(196);
  });

  it("prints each face of a double-faced card from its own picture", async () => {
    const delver = world.printings.get('Delver of Secrets')!;
    await world.services.images.ensure([delver], 'display');
    const { items, warnings } = readPrintCards(world.services, [{ name: 'Delver of Secrets', quantity: 1, card_id: world.cards.get('Delver of Secrets')!, printing_id: null }], 'en');
    const card = items[0]!.card;
    expect(card.image?.path).toMatch(/images\/cache\/[0-9a-f]{64}\.jpg$/);
    expect(card.faces?.[1]?.imagePath).toMatch(/images\/cache\/[0-9a-f]{64}\.jpg$/);
    expect(card.faces?.[1]?.imagePath).not.toBe(card.image?.path);
    const slots = expandSlots(items, false);
    expect(slots.map((slot) => [slot.name, slot.front.kind])).toEqual([
      ['Delver of Secrets', 'image'],
      ['Insectile Aberration', 'image'],
    ]);
    expect(warnings.map((warning) => warning.message)).toEqual([
      'image is 488 × 680 px: 196 dpi at print size, under 300',
      'image (face 2) is 488 × 680 px: 196 dpi at print size, under 300',
    ]);
  });

  it('warns per card when a picture prints under 300 dpi', async () => {
    const ritual = world.printings.get('Dark Ritual')!;
    world.services.db.prepare('DELETE FROM local_images WHERE printing_id = ?').run(ritual);
    await world.services.images.ensure([ritual], 'display'); // only the screen size (488 × 680) is stored
    const { items, warnings } = deckItems();
    expect(items.find((item) => item.card.name === 'Dark Ritual')!.card.image).toBeDefined();
    expect(warnings).toEqual([{ card: 'Dark Ritual', message: 'image is 488 × 680 px: 196 dpi at print size, under 300' }]);
  });
});
