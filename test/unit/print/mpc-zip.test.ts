// The MakePlayingCards folder packed as one zip for the Print page's download: read back, the zip
// holds every file under its own name with its exact bytes, PNGs stored (not compressed a second
// time) and cards.xml deflated; a cancelled or failed zip leaves neither the zip nor its .part.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportMpc } from '../../../app/print/mpc-export.ts';
import { zipFiles } from '../../../app/print/mpc-zip.ts';
import { printCardSchema } from '../../../app/print/print-card.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'proxyfish-mpc-zip-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every entry's name, stored size, original size and method (0 stored, 8 deflated), and its bytes. */
function readZip(file: string) {
  const headers: { name: string; size: number; originalSize: number; compression: number }[] = [];
  const contents = unzipSync(readFileSync(file), {
    filter: (entry) => {
      headers.push({ name: entry.name, size: entry.size, originalSize: entry.originalSize, compression: entry.compression });
      return true;
    },
  });
  return { headers, contents };
}

describe('MakePlayingCards zip', () => {
  it('holds the exported folder: every image and cards.xml, same names and bytes, PNGs stored', async () => {
    const folder = join(dir, 'deck');
    const items = [
      { card: printCardSchema.parse({ name: 'Lightning Bolt', typeLine: 'Instant', oracleText: 'Deal 3 damage.', colors: ['R'] }), quantity: 4 },
      { card: printCardSchema.parse({ name: 'Drake Haven', typeLine: 'Enchantment', oracleText: 'Whenever you cycle…', colors: ['U'] }), quantity: 2 },
    ];
    const result = await exportMpc(items, { textOnly: true }, folder, { stock: '(S30) Standard Smooth', foil: false });
    const files = [...result.files, result.orderFile];
    const zip = join(dir, 'deck.zip');
    const progress: number[] = [];
    const size = await zipFiles(files, zip, { onFile: (done) => progress.push(done) });

    expect(readFileSync(zip).length).toBe(size);
    expect(progress).toEqual(files.map((_, index) => index + 1));
    const { headers, contents } = readZip(zip);
    // The same names, in upload order, at the zip's root: unpacked, it is the folder again.
    expect(headers.map((entry) => entry.name)).toEqual(readdirSync(folder).sort());
    expect(headers.map((entry) => entry.name)).toEqual(['001 Lightning Bolt.png', '002 Drake Haven.png', 'cardback.png', 'cards.xml']);
    for (const entry of headers) {
      const original = readFileSync(join(folder, entry.name));
      expect(entry.originalSize).toBe(original.length);
      expect(Buffer.from(contents[entry.name]!).equals(original)).toBe(true);
      // PNGs are compressed already: stored as they are. The XML deflates well.
      expect(entry.compression).toBe(entry.name.endsWith('.png') ? 0 : 8);
      if (entry.name.endsWith('.png')) expect(entry.size).toBe(original.length);
    }
    const order = Buffer.from(contents['cards.xml']!).toString('utf8');
    expect(order).toContain('<quantity>6</quantity>');
    expect(order).toContain('<id>001 Lightning Bolt.png</id>');
    expect(existsSync(`${zip}.part`)).toBe(false);
  }, 60_000);

  it('stops when cancelled and leaves neither the zip nor its .part file', async () => {
    const files = ['a.png', 'b.png'].map((name) => join(dir, name));
    for (const file of files) writeFileSync(file, Buffer.alloc(1000, 7));
    const zip = join(dir, 'cancelled.zip');
    const controller = new AbortController();
    const zipping = zipFiles(files, zip, { signal: controller.signal, onFile: () => controller.abort() });
    await expect(zipping).rejects.toThrow();
    expect(existsSync(zip)).toBe(false);
    expect(existsSync(`${zip}.part`)).toBe(false);
  });

  it('refuses two files of one name, and a missing file, naming it', async () => {
    const a = join(dir, 'one', 'same.png');
    const b = join(dir, 'two', 'same.png');
    await expect(zipFiles([a, b], join(dir, 'twice.zip'))).rejects.toThrow('two files named "same.png"');
    const zip = join(dir, 'missing.zip');
    await expect(zipFiles([join(dir, 'nothing.png')], zip)).rejects.toThrow('nothing.png');
    expect(existsSync(`${zip}.part`)).toBe(false);
  });
});
