// The user's own pictures: a Cockatrice picture folder and an MPCFill-style download import
// with a report (matched, ambiguous to choose, unmatched); a single picture for one printing;
// imported pictures win over fetched ones and are used when printing.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { main } from '../../../app/cli/main.ts';
import { CardWriter } from '../../../app/db/card-writer.ts';
import { parseImageName } from '../../../app/images/local-images.ts';
import { readPrintCards } from '../../../app/print/from-database.ts';
import { testCard, testPrinting } from '../../support/cards.ts';
import { imageWorld, type ImageWorld } from '../../support/image-cards.ts';
import { cardJpeg } from '../../support/jpeg-image.ts';
import { cardPng } from '../../support/png-image.ts';

let world: ImageWorld;
let folder: string;
let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await cardJpeg(745, 1040, 9);
}, 60_000);
beforeEach(async () => {
  world = await imageWorld();
  folder = mkdtempSync(join(tmpdir(), 'proxyfish-pictures-'));
  // Giant Growth has two printings in TST: a file naming only the set cannot choose.
  const giant = world.services.db.prepare("SELECT external_id FROM printings WHERE id = ?").pluck().get(world.printings.get('Giant Growth')) as string;
  new CardWriter(world.services.db).upsert(
    testCard({ name: 'Giant Growth', printings: [testPrinting({ external_id: giant, set_code: 'tst', collector_number: '4' }), testPrinting({ external_id: 'gg-2', set_code: 'tst', collector_number: '99' })] }),
  );
}, 60_000);
afterEach(async () => {
  vi.restoreAllMocks();
  rmSync(folder, { recursive: true, force: true });
  await world.dispose();
});

async function dispatchOk<T>(command: string, input: unknown): Promise<T> {
  const result = await dispatch(world.services, command as never, input);
  if (!result.ok) throw new Error(`${command}: ${result.error.message}`);
  return result.result as T;
}

function picture(path: string, bytes: Buffer = jpeg): void {
  mkdirSync(join(folder, path, '..'), { recursive: true });
  writeFileSync(join(folder, path), bytes);
}

async function cli(...args: string[]) {
  const output: string[] = [];
  const errors: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
  const code = await main(['node', 'proxyfish', '--home', world.home, ...args]);
  return { code, output: output.join('\n'), errors: errors.join('\n') };
}

describe('picture file names', () => {
  it('read the card name, set and number as Cockatrice and MPCFill write them', () => {
    expect(parseImageName('TST/Lightning Bolt.full.jpg')).toEqual({ name: 'Lightning Bolt', set: null, number: null });
    expect(parseImageName('Lightning Bolt (M10) 146.png')).toEqual({ name: 'Lightning Bolt', set: 'm10', number: '146' });
    expect(parseImageName('Lightning Bolt [M10].jpg')).toEqual({ name: 'Lightning Bolt', set: 'm10', number: null });
    expect(parseImageName('Lightning Bolt.jpg')).toEqual({ name: 'Lightning Bolt', set: null, number: null });
  });
});

describe('importing a folder of pictures', () => {
  it('matches a Cockatrice picture folder by set folder and name, faces of double-faced cards by face name', async () => {
    picture('TST/Lightning Bolt.full.jpg');
    picture('TST/Delver of Secrets.full.jpg');
    picture('TST/Insectile Aberration.full.jpg', await cardJpeg(745, 1040, 10));
    picture('CUSTOM/Counterspell.full.jpg'); // a custom set folder: the name decides
    picture('TST/Not A Card.full.jpg');
    const { code, output } = await cli('images', 'import', folder, '--json');
    expect(code).toBe(0);
    const report = JSON.parse(output);
    expect(report.matched.map((match: { file: string; card: string; face_index: number }) => [match.file, match.card, match.face_index])).toEqual([
      ['CUSTOM/Counterspell.full.jpg', 'Counterspell', 0],
      ['TST/Delver of Secrets.full.jpg', 'Delver of Secrets', 0],
      ['TST/Insectile Aberration.full.jpg', 'Delver of Secrets', 1],
      ['TST/Lightning Bolt.full.jpg', 'Lightning Bolt', 0],
    ]);
    expect(report.ambiguous).toEqual([]);
    expect(report.unmatched).toEqual([{ file: 'TST/Not A Card.full.jpg', reason: 'no card named "Not A Card"' }]);
    // Four pictures matched, three of them the same file: stored twice, not four times.
    expect(world.services.db.prepare('SELECT count(*) FROM local_images').pluck().get()).toBe(4);
    expect(readdirSync(join(world.home, 'images', 'local'))).toHaveLength(2);
  });

  it('matches MPCFill-style names with and without set and number, and says which files need a choice', async () => {
    picture('Lightning Bolt (TST) 1.png', cardPng(745, 1040, 3));
    picture('Counterspell.jpg');
    picture('Giant Growth (TST).jpg');
    picture('Dark Ritual (XYZ) 5.jpg');
    const { code, output } = await cli('images', 'import', folder);
    expect(code).toBe(0);
    expect(output).toContain('Matched 2, ambiguous 1, unmatched 1');
    expect(output).toMatch(/matched {4}Lightning Bolt \(TST\) 1\.png → Lightning Bolt \(TST 1\)/);
    expect(output).toMatch(/ambiguous {2}Giant Growth \(TST\)\.jpg → Giant Growth: choose one of TST 4 \(--printing \d+\), TST 99 \(--printing \d+\)/);
    expect(output).toContain('unmatched  Dark Ritual (XYZ) 5.jpg: Dark Ritual has no printing in set XYZ numbered 5');

    // The choice: one picture for one printing.
    const chosen = /TST 99 \(--printing (\d+)\)/.exec(output)![1]!;
    expect((await cli('images', 'import', join(folder, 'Giant Growth (TST).jpg'), '--printing', chosen)).code).toBe(0);
    expect(world.services.images.stored(Number(chosen), 'print')).toEqual([expect.objectContaining({ source: 'local', width: 745, height: 1040 })]);
  });

  it('uses imported pictures before fetched ones, and prints with them', async () => {
    picture('Lightning Bolt.jpg');
    await cli('images', 'import', folder);
    const bolt = world.printings.get('Lightning Bolt')!;
    expect(world.services.images.missing(bolt, 'print')).toEqual([]); // nothing to fetch for it
    const { items, warnings } = readPrintCards(world.services, [{ name: 'Lightning Bolt', quantity: 1, card_id: world.cards.get('Lightning Bolt')!, printing_id: null }], 'en');
    expect(items[0]!.card.image?.path).toMatch(/images\/local\/[0-9a-f]{64}\.jpg$/);
    expect(warnings).toEqual([]); // 745 × 1040 is 300 dpi
  });

  it('imports a folder the app sent as uploads, with each path inside it, and refuses paths that leave it', async () => {
    const upload = async (bytes: Buffer) => {
      const { id } = await dispatchOk<{ id: string }>('uploads.begin', { name: 'picture.jpg' });
      await dispatchOk('uploads.append', { id, base64: bytes.toString('base64') });
      return id;
    };
    const report = await dispatchOk<{ matched: { file: string; card: string }[]; unmatched: unknown[] }>('images.importFolder', {
      files: [
        { uploadId: await upload(jpeg), path: 'TST/Lightning Bolt.full.jpg' },
        { uploadId: await upload(jpeg), path: 'Counterspell (TST) 2.jpg' },
      ],
    });
    expect(report.matched.map((match) => [match.file, match.card])).toEqual([
      ['Counterspell (TST) 2.jpg', 'Counterspell'],
      ['TST/Lightning Bolt.full.jpg', 'Lightning Bolt'],
    ]);
    const escaping = await dispatch(world.services, 'images.importFolder', { files: [{ uploadId: await upload(jpeg), path: '../outside.jpg' }] });
    expect(escaping).toMatchObject({ ok: false, error: { message: '"../outside.jpg" is not a path inside the folder' } });
  });

  it('says clearly when the folder does not exist', async () => {
    const { code, errors } = await cli('images', 'import', join(folder, 'nowhere'));
    expect(code).toBe(2);
    expect(errors).toContain('nowhere is not a folder');
  });
});
