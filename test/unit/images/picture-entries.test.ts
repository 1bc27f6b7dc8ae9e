// Every way a picture gets in passes the picture gate: a picture dropped on a card, a custom
// card's picture, the card back, a shared custom-set file, a picture folder. A refused picture
// is named by the name the user gave it (never a temporary path or an internal upload name) and
// leaves nothing behind: no card, no setting, no upload on disk. A picture replaced by another
// is deleted, and ".part" files of cut-short picture writes are swept at the next start.
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { ORPHAN_AGE_MS } from '../../../app/housekeeping.ts';
import { importImageFolder, importSingleImage } from '../../../app/images/local-images.ts';
import { Services } from '../../../app/services.ts';
import { shoreCycler } from '../../support/cards.ts';
import { bombPng, liarPng, smallPng, truncated } from '../../support/hostile-pictures.ts';
import { imageWorld, type ImageWorld } from '../../support/image-cards.ts';
import { cardPng } from '../../support/png-image.ts';

let world: ImageWorld;
beforeAll(async () => {
  world = await imageWorld();
}, 60_000);
afterAll(async () => world.dispose());

async function upload(name: string, bytes: Buffer): Promise<string> {
  const begun = await dispatch(world.services, 'uploads.begin', { name });
  const id = (begun as { result: { id: string } }).result.id;
  await dispatch(world.services, 'uploads.append', { id, base64: bytes.toString('base64') });
  return id;
}

function uploadsOnDisk(): string[] {
  return readdirSync(world.services.paths.uploads);
}

/** The refusal: it names the file as the user named it, and shows no path of ours. */
async function expectRefused(command: string, input: Record<string, unknown>, message: RegExp): Promise<void> {
  const result = await dispatch(world.services, command as never, input);
  expect(result.ok, command).toBe(false);
  const text = (result as { error: { message: string } }).error.message;
  expect(text).toMatch(message);
  expect(text).not.toContain(world.home);
  expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/); // no internal upload name
  expect(uploadsOnDisk()).toEqual([]);
}

describe('the picture gate at every entry', () => {
  it('a picture dropped on a card: the liar PNG is refused by name, nothing is stored, the upload is gone', async () => {
    const printing = world.printings.get('Lightning Bolt')!;
    await expectRefused('images.importForCard', { uploadId: await upload('liar.png', liarPng()), printing_id: printing }, /^liar\.png claims 2,147,483,648 × 2,147,483,648 pixels/);
    expect(world.services.db.prepare('SELECT count(*) FROM local_images').pluck().get()).toBe(0);
  });

  it("a custom card's picture: a bomb is refused, no card is made", async () => {
    await expectRefused('customCards.create', { card: shoreCycler, image: { uploadId: await upload('art.png', bombPng(20_000)) } }, /^art\.png claims 20,000 × 20,000 pixels/);
    expect(world.services.customCards.list()).toEqual([]);
  });

  it('the card back: a truncated PNG is refused and the built-in back stays; a JPEG named .png is taken as the JPEG it is', async () => {
    await expectRefused('print.backImage.set', { uploadId: await upload('back.png', truncated(cardPng(300, 420))) }, /^back\.png is truncated or corrupt/);
    const jpeg = await sharp(cardPng(300, 420)).jpeg().toBuffer();
    expect(await dispatch(world.services, 'print.backImage.set', { uploadId: await upload('back.png', jpeg) })).toMatchObject({ ok: true, result: { hasBackImage: true } });
    expect(readdirSync(join(world.services.paths.images, 'print-back'))).toEqual([expect.stringMatching(/^back-\d+\.jpg$/)]);
    expect(uploadsOnDisk()).toEqual([]);
  });

  it('a shared custom-set file: an embedded liar picture refuses the file, naming the card, and nothing is imported', async () => {
    const file = {
      format: 'proxyfish-custom-cards',
      version: 1,
      cards: [{ ...shoreCycler, image: { media_type: 'image/png', base64: liarPng().toString('base64') } }],
    };
    await expectRefused('customCards.importJson', { uploadId: await upload('set.json', Buffer.from(JSON.stringify(file))) }, /^cards\.0\.image \(Shore Cycler\) claims 2,147,483,648/);
    expect(world.services.customCards.list()).toEqual([]);
  });

  it('a picture folder: hostile files are reported by their path in the folder, good ones (by content) imported', async () => {
    const folder = join(world.home, 'pictures');
    mkdirSync(join(folder, 'TST'), { recursive: true });
    writeFileSync(join(folder, 'TST', 'Counterspell.full.jpg'), bombPng(20_000));
    writeFileSync(join(folder, 'Dark Ritual.png'), truncated(cardPng(300, 420)));
    writeFileSync(join(folder, 'Giant Growth.png'), await sharp(cardPng(300, 420)).jpeg().toBuffer()); // a JPEG named .png
    const report = await importImageFolder(world.services, folder);
    expect(report.unmatched).toEqual([
      { file: 'Dark Ritual.png', reason: expect.stringMatching(/^Dark Ritual\.png is truncated or corrupt/) },
      { file: join('TST', 'Counterspell.full.jpg'), reason: expect.stringMatching(/claims 20,000 × 20,000 pixels/) },
    ]);
    expect(report.matched.map((match) => match.card)).toEqual(['Giant Growth']);
    expect(readdirSync(join(world.services.paths.images, 'local'))).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.jpg$/)]);
  });

  it('a picture larger than a card needs is stored at card size', async () => {
    const scan = await sharp(cardPng(300, 420)).resize(3000, 4200).jpeg().toBuffer();
    const file = join(world.home, 'scan.jpg');
    writeFileSync(file, scan);
    await importSingleImage(world.services, file, world.printings.get('Swords to Plowshares')!);
    const row = world.services.db.prepare('SELECT width, height FROM local_images WHERE printing_id = ?').get(world.printings.get('Swords to Plowshares')!);
    expect(row).toEqual({ width: 1500, height: 2100 });
  });
});

describe('pictures on disk', () => {
  it('re-importing pictures for one card 300 times leaves one file for its row', async () => {
    const printing = world.printings.get('Lightning Bolt')!;
    const file = join(world.home, 'again.png');
    for (let round = 0; round < 300; round += 1) {
      writeFileSync(file, smallPng(20 + (round % 50), 30)); // a different picture each round (mostly)
      await importSingleImage(world.services, file, printing);
    }
    const rows = world.services.db.prepare('SELECT count(*) FROM local_images').pluck().get() as number;
    expect(readdirSync(join(world.services.paths.images, 'local'))).toHaveLength(rows);
  }, 60_000);

  it('.part files of picture writes cut short are swept at the next start', () => {
    const parts = ['cache', 'local'].map((folder) => {
      mkdirSync(join(world.services.paths.images, folder), { recursive: true });
      const part = join(world.services.paths.images, folder, `${'a'.repeat(64)}.png.part`);
      writeFileSync(part, 'half a picture');
      const old = new Date(Date.now() - ORPHAN_AGE_MS - 60_000);
      utimesSync(part, old, old);
      return part;
    });
    new Services({ home: world.home, starterData: false }).close();
    for (const part of parts) expect(existsSync(part)).toBe(false);
  });
});
