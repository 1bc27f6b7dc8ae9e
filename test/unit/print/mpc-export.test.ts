// The MakePlayingCards export: images at the poker-card template size with bleed, named in deck
// order, and MPCFill's order file read back (quantity, bracket, stock, foil, slots, backs).
// The format follows chilli-axe/mpc-autofill (docs/print.md, "MakePlayingCards").
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancelledError } from '../../../app/jobs.ts';
import { exportFormatSchema } from '../../../app/print/export-formats.ts';
import { exportMpc, MPC_BRACKETS, mpcBracket } from '../../../app/print/mpc-export.ts';
import { printCardSchema, type PrintItem } from '../../../app/print/print-card.ts';
import { writeCardPng } from '../../support/png-image.ts';

let dir: string;
let picture: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'proxyfish-mpc-'));
  picture = join(dir, 'picture.png');
  writeCardPng(picture, 8);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const card = (name: string, quantity: number, extra: Record<string, unknown> = {}): PrintItem => ({
  card: printCardSchema.parse({ name, typeLine: 'Instant', oracleText: `${name} text.`, colors: ['R'], ...extra }),
  quantity,
});
const delver = card('Delver of Secrets', 1, {
  layout: 'transform',
  colors: ['U'],
  faces: [
    { name: 'Delver of Secrets', typeLine: 'Creature — Human Wizard', oracleText: 'Transform.', colors: ['U'] },
    { name: 'Insectile Aberration', typeLine: 'Creature — Human Insect', oracleText: 'Flying', colors: ['U'] },
  ],
});

interface XmlCard {
  id: string;
  sourceType: string;
  slots: string | number;
  name: string;
  query: string;
}
const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const slotsOf = (entry: XmlCard) => String(entry.slots).split(',').map(Number);

function readOrder(folder: string) {
  const parsed = new XMLParser({ parseTagValue: false }).parse(readFileSync(join(folder, 'cards.xml'), 'utf8')) as {
    order: { details: Record<string, string>; fronts: { card: XmlCard | XmlCard[] }; backs?: { card: XmlCard | XmlCard[] }; cardback: string };
  };
  return { ...parsed.order, fronts: asList(parsed.order.fronts.card), backs: asList(parsed.order.backs?.card) };
}

describe('MakePlayingCards export', () => {
  let folder: string;
  let result: Awaited<ReturnType<typeof exportMpc>>;
  beforeAll(async () => {
    folder = join(dir, 'deck');
    const items = [card('Lightning Bolt', 4), { card: printCardSchema.parse({ name: 'Pictured', image: { path: picture, bleedMm: 0 } }), quantity: 2 }, delver, card('Fire // Ice', 3)];
    result = await exportMpc(items, {}, folder, { stock: '(S33) Superior Smooth', foil: true });
  });

  it('names one image per different card in deck order, its back beside it, the common back last', () => {
    expect(readdirSync(folder).sort()).toEqual(
      ['001 Lightning Bolt.png', '002 Pictured.png', '003 Delver of Secrets.png', '003 Delver of Secrets (back).png', '004 Fire - Ice.png', 'cardback.png', 'cards.xml'].sort(),
    );
    expect(result.files.map((file) => file.slice(folder.length + 1))).toEqual([
      '001 Lightning Bolt.png',
      '002 Pictured.png',
      '003 Delver of Secrets.png',
      '003 Delver of Secrets (back).png',
      '004 Fire - Ice.png',
      'cardback.png',
    ]);
    expect(result).toMatchObject({ quantity: 10, bracket: 18, images: 4 });
  });

  it("writes every image at the poker template's 822 × 1122 px (2.74 × 3.74 in at 300 dpi)", async () => {
    for (const file of result.files) {
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height]).toEqual([822, 1122]);
      expect(Math.round(meta.density!)).toBe(300);
    }
  });

  it("extends a card's edge into the bleed: the bleed corners have the border's colour, not white paper", async () => {
    for (const name of ['001 Lightning Bolt.png', '002 Pictured.png']) {
      const { data, info } = await sharp(join(folder, name)).raw().toBuffer({ resolveWithObject: true });
      for (const [x, y] of [[0, 0], [info.width - 1, 0], [0, info.height - 1], [info.width - 1, info.height - 1], [info.width >> 1, 2]]) {
        const offset = (y! * info.width + x!) * info.channels;
        const pixel = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
        expect(Math.max(...pixel)).toBeLessThan(80); // the dark border, run on to the file's edge
      }
    }
  });

  it('writes the order file MPCFill reads: quantity, bracket, stock, foil, Local File ids and 0-based slots', () => {
    const order = readOrder(folder);
    expect(order.details).toEqual({ quantity: '10', bracket: '18', stock: '(S33) Superior Smooth', foil: 'true' });
    expect(order.fronts.map((entry) => [entry.id, slotsOf(entry)])).toEqual([
      ['001 Lightning Bolt.png', [0, 1, 2, 3]],
      ['002 Pictured.png', [4, 5]],
      ['003 Delver of Secrets.png', [6]],
      ['004 Fire - Ice.png', [7, 8, 9]],
    ]);
    for (const entry of [...order.fronts, ...order.backs]) {
      expect(entry.sourceType).toBe('Local File');
      expect(entry.name).toBe(entry.id);
      expect(existsSync(join(folder, entry.id))).toBe(true);
    }
    expect(order.fronts[0]!.query).toBe('lightning bolt');
    // Every slot is filled once, and only the double-faced card has its own back.
    expect(order.fronts.flatMap(slotsOf).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(order.backs.map((entry) => [entry.id, slotsOf(entry), entry.query])).toEqual([['003 Delver of Secrets (back).png', [6], 'insectile aberration']]);
    expect(order.cardback).toBe('cardback.png');
  });

  it('picks the smallest MakePlayingCards bracket that holds the cards', () => {
    expect(MPC_BRACKETS[0]).toBe(18);
    expect([1, 18, 19, 55, 56, 234, 235, 612].map(mpcBracket)).toEqual([18, 18, 36, 55, 72, 234, 396, 612]);
    // Larger orders: MPCFill's desktop tool splits them into projects of at most 612.
    expect(mpcBracket(700)).toBe(612);
  });

  it('leaves out <backs> when no card has its own back, and writes a plain stock without foil', async () => {
    const plain = join(dir, 'plain');
    const written = await exportMpc([card('Shock', 19)], {}, plain, { stock: '(S30) Standard Smooth', foil: false });
    const order = readOrder(plain);
    expect(order.details).toEqual({ quantity: '19', bracket: '36', stock: '(S30) Standard Smooth', foil: 'false' });
    expect(order.backs).toEqual([]);
    expect(written.files.map((file) => file.slice(plain.length + 1))).toEqual(['001 Shock.png', 'cardback.png']);
  });

  it('refuses a folder that is not empty and a foil plastic stock, naming them', async () => {
    const used = join(dir, 'used');
    mkdirSync(used);
    writeFileSync(join(used, 'keep.txt'), 'mine');
    await expect(exportMpc([card('Shock', 1)], {}, used, { stock: '(S30) Standard Smooth', foil: false })).rejects.toThrow(/used is not empty/);
    expect(readdirSync(used)).toEqual(['keep.txt']);
    const foilPlastic = exportFormatSchema.safeParse({ kind: 'mpc', stock: '(P10) Plastic', foil: true });
    expect(foilPlastic.error?.issues[0]?.message).toBe('the (P10) Plastic stock has no foil finish');
    expect(exportFormatSchema.safeParse({ kind: 'mpc', stock: 'Cardboard' }).error?.issues[0]?.path).toEqual(['stock']);
  });

  it('leaves no folder behind when cancelled while writing the images', async () => {
    const cancelled = join(dir, 'cancelled');
    const controller = new AbortController();
    const run = exportMpc([card('Shock', 1), card('Opt', 1), card('Ponder', 1)], {}, cancelled, { stock: '(S30) Standard Smooth', foil: false }, {
      signal: controller.signal,
      onPng: (done) => done === 1 && controller.abort(),
    });
    await expect(run).rejects.toBeInstanceOf(CancelledError);
    expect(existsSync(cancelled)).toBe(false);
  });
});
