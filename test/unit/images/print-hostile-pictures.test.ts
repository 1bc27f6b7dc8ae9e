// Pictures stored before the picture gate existed (old data, or files put in the data folder by
// hand) can be hostile: the 69-byte PNG claiming 2³¹ × 2³¹ pixels threw a RangeError inside
// pdfkit's zlib callback that nothing could catch (the server and `proxyfish print` died), a
// truncated PNG failed the whole export, a 20000 × 20000 bomb took 6 GB. Now each such card
// prints from its text face, a bad card back gives way to the built-in one, with warnings, and
// the export succeeds.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../../app/cli/main.ts';
import { IMAGE_SETTINGS } from '../../../app/images/image-service.ts';
import { readPrintCards } from '../../../app/print/from-database.ts';
import { renderProxyPdf } from '../../../app/print/render.ts';
import { bombPng, liarPng, truncated } from '../../support/hostile-pictures.ts';
import { imageWorld, type ImageWorld } from '../../support/image-cards.ts';
import { cardPng } from '../../support/png-image.ts';
import { pdfInfo, text } from '../../support/poppler.ts';

let world: ImageWorld;
const planted = new Map<string, Buffer>();

/** Stores a picture for a card the way old data has it: straight into images/local/, no gate. */
function plant(card: string, file: string, bytes: Buffer, width: number, height: number): void {
  const folder = join(world.services.paths.images, 'local');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, file), bytes);
  world.services.db
    .prepare('INSERT INTO local_images (printing_id, face_index, file, source, width, height) VALUES (?, 0, ?, ?, ?, ?)')
    .run(world.printings.get(card)!, file, file, width, height);
  planted.set(card, bytes);
}

beforeAll(async () => {
  world = await imageWorld();
  world.services.settings.set(IMAGE_SETTINGS.fetchEnabled, false);
  plant('Lightning Bolt', 'liar.png', liarPng(), 2 ** 31, 2 ** 31);
  plant('Counterspell', 'half.png', truncated(cardPng(745, 1040)), 745, 1040);
  plant('Dark Ritual', 'bomb.png', bombPng(20_000), 20_000, 20_000);
  plant('Giant Growth', 'good.png', cardPng(745, 1040), 745, 1040);
}, 120_000);
afterAll(async () => world.dispose());
afterEach(() => vi.restoreAllMocks());

const DECK = ['Lightning Bolt', 'Counterspell', 'Dark Ritual', 'Giant Growth'];

describe('printing stored pictures that are hostile', () => {
  it('prints each card with a bad picture from its text, keeps the good picture, and warns per card', async () => {
    const { items } = readPrintCards(
      world.services,
      DECK.map((name) => ({ name, quantity: 2, card_id: world.cards.get(name)!, printing_id: null })),
      'en',
    );
    const file = join(world.home, 'hostile.pdf');
    const result = await renderProxyPdf(items, { paper: 'a4' }, file);
    expect(result.cards).toBe(8);
    const warned = result.warnings.map((warning) => `${warning.card}: ${warning.message}`);
    expect(warned).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Lightning Bolt: its picture cannot be printed \(liar\.png claims 2,147,483,648 × 2,147,483,648 pixels/),
        expect.stringMatching(/^Counterspell: its picture cannot be printed \(half\.png is truncated or corrupt/),
        expect.stringMatching(/^Dark Ritual: its picture cannot be printed \(bomb\.png claims 20,000 × 20,000 pixels/),
      ]),
    );
    expect(warned.some((line) => line.startsWith('Giant Growth'))).toBe(false);
    const words = text(file);
    for (const name of ['Lightning Bolt', 'Counterspell', 'Dark Ritual']) expect(words).toContain(name);
    expect(words).not.toContain('Giant Growth'); // printed from its picture, which has no text layer
  }, 60_000);

  it('proxyfish print survives a hostile card back and pictures: exit 0, the built-in back, a warning each', async () => {
    const back = join(world.home, 'back.png');
    writeFileSync(back, liarPng());
    world.services.decks.create({ name: 'Hostile', entries: DECK.map((name) => ({ name, quantity: 1 })) });
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const file = join(world.home, 'cli.pdf');
    const code = await main(['node', 'proxyfish', '--home', world.home, 'print', 'Hostile', '-o', file, '--backs', '--back-image', back]);
    expect(errors.join('\n')).toMatch(/warning: card back: the back picture cannot be printed \(back\.png claims 2,147,483,648/);
    expect(errors.join('\n')).toMatch(/warning: Lightning Bolt: its picture cannot be printed/);
    expect(code).toBe(0);
    expect(pdfInfo(file).Pages).toBe('2');
  }, 60_000);
});
