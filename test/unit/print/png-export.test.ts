// PNG out: the sheet PDF's pages, or each card, as PNG files at a chosen dpi. Measured from the
// files: the pixel size is mm × dpi / 25.4 (±1 px), the dpi is recorded in the PNG, a card's
// picture shows where the layout places it, and a cancelled export leaves no file.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancelledError } from '../../../app/jobs.ts';
import { exportFormatSchema } from '../../../app/print/export-formats.ts';
import { computeLayout } from '../../../app/print/layout.ts';
import { printCardSchema, type PrintItem } from '../../../app/print/print-card.ts';
import { parsePrintOptions, type PrintOptionsInput } from '../../../app/print/print-options.ts';
import { renderProxyPngs } from '../../../app/print/png-export.ts';
import { writeCardPng } from '../../support/png-image.ts';

let dir: string;
let picture: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'proxyfish-png-'));
  picture = join(dir, 'picture.png');
  writeCardPng(picture, 8);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const textCard = (name: string, colors: string[] = ['U']): PrintItem => ({
  card: printCardSchema.parse({ name, typeLine: 'Creature — Test', oracleText: `${name} text.`, colors }),
  quantity: 1,
});
const pictureCard = (name: string): PrintItem => ({ card: printCardSchema.parse({ name, image: { path: picture, bleedMm: 0 } }), quantity: 1 });

async function pixels(file: string) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
  /** The mean colour of the square of side 2·half + 1 around (x, y): the test picture is noisy. */
  const around = (x: number, y: number, half: number) => {
    const sum = [0, 0, 0];
    let count = 0;
    for (let dy = -half; dy <= half; dy += 1) {
      for (let dx = -half; dx <= half; dx += 1) {
        at(x + dx, y + dy).forEach((value, channel) => (sum[channel]! += value));
        count += 1;
      }
    }
    return sum.map((value) => value / count);
  };
  return { width: info.width, height: info.height, at, around };
}

/** The picture's own colour (1 mm square mean) at a fraction of its width and height. */
async function pictureAt(fx: number, fy: number) {
  const image = await pixels(picture);
  return image.around(Math.round(fx * (image.width - 1)), Math.round(fy * (image.height - 1)), 4);
}

function expectColourNear(actual: number[], expected: number[], tolerance = 8): void {
  for (const [channel, value] of expected.entries()) expect(Math.abs(actual[channel]! - value)).toBeLessThanOrEqual(tolerance);
}

describe('PNG pages', () => {
  it.each([
    ['a4', 210, 297, 150],
    ['letter', 215.9, 279.4, 200],
  ] as const)('are the %s page at mm × dpi / 25.4 pixels, one per PDF page, with the dpi recorded', async (paper, widthMm, heightMm, dpi) => {
    const items = Array.from({ length: 10 }, (_, index) => textCard(`Card ${index + 1}`));
    const base = join(dir, `pages-${paper}`);
    const result = await renderProxyPngs(items, { paper, orientation: 'portrait' }, base, { per: 'page', dpi });
    expect(result.files).toEqual([`${base}-page-001.png`, `${base}-page-002.png`]);
    expect(result).toMatchObject({ cards: 10, sheets: 2, perPage: 9 });
    for (const file of result.files) {
      const meta = await sharp(file).metadata();
      expect(Math.abs(meta.width! - (widthMm * dpi) / 25.4)).toBeLessThanOrEqual(1);
      expect(Math.abs(meta.height! - (heightMm * dpi) / 25.4)).toBeLessThanOrEqual(1);
      expect(Math.round(meta.density!)).toBe(dpi);
    }
  });

  it('show a card picture where the layout puts the card, and white paper outside', async () => {
    const options: PrintOptionsInput = { paper: 'a4', orientation: 'portrait', cutMarks: { corners: false } };
    const layout = computeLayout(parsePrintOptions(options));
    const dpi = 150;
    const base = join(dir, 'picture-page');
    const result = await renderProxyPngs([textCard('First'), pictureCard('Pictured')], options, base, { per: 'page', dpi });
    const page = await pixels(result.files[0]!);
    const slot = layout.fronts[1]!.trim; // the picture is the second card
    const px = (mm: number) => Math.round((mm * dpi) / 25.4);
    for (const [fx, fy] of [[0.5, 0.5], [0.25, 0.7], [0.8, 0.2]] as const) {
      expectColourNear(page.around(px(slot.x + fx * slot.width), px(slot.y + fy * slot.height), 3), await pictureAt(fx, fy));
    }
    expect(page.at(px(2), px(2))).toEqual([255, 255, 255]);
  });
});

describe('PNG cards', () => {
  it('are one file per card at the card size plus the bleed, in order, a back after each front with backs', async () => {
    const dpi = 300;
    const base = join(dir, 'cards');
    const result = await renderProxyPngs([textCard('Alpha'), { ...textCard('Beta'), quantity: 2 }], { bleedMm: 1 }, base, { per: 'card', dpi });
    expect(result.files).toEqual([`${base}-card-001.png`, `${base}-card-002.png`, `${base}-card-003.png`]);
    for (const file of result.files) {
      const meta = await sharp(file).metadata();
      expect(Math.abs(meta.width! - (65 * dpi) / 25.4)).toBeLessThanOrEqual(1);
      expect(Math.abs(meta.height! - (90 * dpi) / 25.4)).toBeLessThanOrEqual(1);
    }
    const withBacks = await renderProxyPngs([textCard('Alpha')], { backs: { enabled: true }, cardSize: 'oversized' }, join(dir, 'backs'), { per: 'card', dpi: 150 });
    expect(withBacks.files.map((file) => file.slice(dir.length + 1))).toEqual(['backs-card-001.png', 'backs-card-001-back.png']);
    const back = await sharp(withBacks.files[1]!).metadata();
    expect(Math.abs(back.width! - (88.9 * 150) / 25.4)).toBeLessThanOrEqual(1);
    expect(Math.abs(back.height! - (127 * 150) / 25.4)).toBeLessThanOrEqual(1);
  });

  it("fill the whole file with the card's picture, edge to edge", async () => {
    const result = await renderProxyPngs([pictureCard('Pictured')], {}, join(dir, 'one'), { per: 'card', dpi: 200 });
    const card = await pixels(result.files[0]!);
    for (const [fx, fy] of [[0.5, 0.5], [0.1, 0.9], [0.9, 0.1]] as const) {
      expectColourNear(card.around(Math.round(fx * (card.width - 1)), Math.round(fy * (card.height - 1)), 4), await pictureAt(fx, fy));
    }
  });
});

describe('PNG export settings and cancelling', () => {
  it('takes 150–1200 dpi in whole numbers and names the setting otherwise', () => {
    expect(exportFormatSchema.parse({ kind: 'png', per: 'page' })).toEqual({ kind: 'png', per: 'page', dpi: 300 });
    expect(exportFormatSchema.parse({ kind: 'png', per: 'card', dpi: 1200 }).kind).toBe('png');
    for (const dpi of [149, 1201, 300.5]) {
      const parsed = exportFormatSchema.safeParse({ kind: 'png', per: 'page', dpi });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]!.path).toEqual(['dpi']);
      expect(parsed.error!.issues[0]!.message).toContain('150–1200');
    }
  });

  it('leaves no PNG when cancelled while writing them', async () => {
    const controller = new AbortController();
    const base = join(dir, 'cancelled');
    const items = Array.from({ length: 20 }, (_, index) => textCard(`Card ${index + 1}`));
    const run = renderProxyPngs(items, {}, base, { per: 'page', dpi: 150 }, { signal: controller.signal, onPng: (done) => done === 1 && controller.abort() });
    await expect(run).rejects.toBeInstanceOf(CancelledError);
    expect(readdirSync(dir).filter((name) => name.startsWith('cancelled'))).toEqual([]);
    expect(existsSync(`${base}-page-001.png`)).toBe(false);
  });
});
