// A data folder with cards whose printings carry Scryfall-style image addresses, and a stand-in
// image host serving real-size JPEG (normal) and PNG (png) files for them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PrintingImageUris } from '../../app/cards/model.ts';
import { CardWriter } from '../../app/db/card-writer.ts';
import { IMAGE_SETTINGS } from '../../app/images/image-service.ts';
import { Services } from '../../app/services.ts';
import { testCard, testPrinting } from './cards.ts';
import { startImageHost, type ImageHost } from './image-host.ts';
import { cardJpeg, SCRYFALL_SIZES } from './jpeg-image.ts';
import { cardPng } from './png-image.ts';

export const IMAGE_CARD_NAMES = ['Lightning Bolt', 'Counterspell', 'Dark Ritual', 'Giant Growth', 'Swords to Plowshares'];

/** Scryfall's address of one face's image at one size. */
export function scryfallUrl(size: 'normal' | 'png', id: string, face: 'front' | 'back' = 'front', stamp = '1562404626'): string {
  return `https://cards.scryfall.io/${size}/${face}/${id[0]}/${id[1]}/${id}.${size === 'png' ? 'png' : 'jpg'}?${stamp}`;
}

export function imageUris(id: string, face_index = 0, stamp?: string): PrintingImageUris {
  const face = face_index === 0 ? 'front' : 'back';
  return { face_index, normal: scryfallUrl('normal', id, face, stamp), large: null, png: scryfallUrl('png', id, face, stamp) };
}

export interface ImageWorld {
  home: string;
  services: Services;
  host: ImageHost;
  /** Printing ids by card name (the double-faced card is "Delver of Secrets"). */
  printings: Map<string, number>;
  /** Card ids by name. */
  cards: Map<string, number>;
  dispose(): Promise<void>;
}

let pictures: { jpeg: Buffer[]; png: Buffer } | null = null;

/** Five JPEGs (different pictures) and one PNG at Scryfall's sizes, made once per test file. */
async function testPictures(): Promise<{ jpeg: Buffer[]; png: Buffer }> {
  pictures ??= {
    jpeg: await Promise.all([1, 2, 3, 4, 5, 6].map((seed) => cardJpeg(SCRYFALL_SIZES.normal[0], SCRYFALL_SIZES.normal[1], seed))),
    png: cardPng(SCRYFALL_SIZES.png[0], SCRYFALL_SIZES.png[1], 7),
  };
  return pictures;
}

/** Five one-faced cards and a double-faced one, each with image addresses served by the host. */
export async function imageWorld(): Promise<ImageWorld> {
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-images-'));
  const services = new Services({ home, starterData: false });
  const host = await startImageHost();
  services.settings.set(IMAGE_SETTINGS.baseUrl, host.base);
  services.settings.set(IMAGE_SETTINGS.allowPrivateHost, true); // the stand-in listens on 127.0.0.1, allowed on purpose
  const { jpeg, png } = await testPictures();
  const writer = new CardWriter(services.db);
  const printings = new Map<string, number>();
  const cards = new Map<string, number>();
  const add = (name: string, id: string, images: PrintingImageUris[], extra: Parameters<typeof testCard>[0] = { name }) => {
    const result = writer.upsert(testCard({ ...extra, name, printings: [testPrinting({ external_id: id, set_code: 'tst', collector_number: String(printings.size + 1), images })] }));
    cards.set(name, result.cardId);
    printings.set(name, services.db.prepare('SELECT id FROM printings WHERE external_id = ?').pluck().get(id) as number);
  };
  IMAGE_CARD_NAMES.forEach((name, index) => {
    const id = `${index}${index}aa0000-0000-0000-0000-00000000000${index}`;
    add(name, id, [imageUris(id)]);
    host.serve(new URL(scryfallUrl('normal', id)).pathname, jpeg[index]!);
    host.serve(new URL(scryfallUrl('png', id)).pathname, png);
  });
  const delver = 'dd000000-0000-0000-0000-00000000000d';
  const face = (name: string, type_line: string, mana_cost: string) => ({ name, mana_cost, type_line, oracle_text: '', power: '1', toughness: '1', loyalty: null, defense: null, colors: ['U' as const] });
  add('Delver of Secrets', delver, [imageUris(delver, 0), imageUris(delver, 1)], {
    name: 'Delver of Secrets',
    layout: 'transform',
    faces: [face('Delver of Secrets', 'Creature — Human Wizard', '{U}'), face('Insectile Aberration', 'Creature — Human Insect', '')],
  });
  host.serve(new URL(scryfallUrl('normal', delver, 'front')).pathname, jpeg[5]!);
  host.serve(new URL(scryfallUrl('normal', delver, 'back')).pathname, jpeg[0]!); // the same picture as Lightning Bolt's
  return {
    home,
    services,
    host,
    printings,
    cards,
    async dispose() {
      services.close();
      await host.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
