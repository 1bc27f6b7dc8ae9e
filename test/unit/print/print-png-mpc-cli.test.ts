// `proxyfish print --png pages|cards --dpi N` and `proxyfish print --mpc DIR [--zip]`: the files the
// command writes, measured in pixels, and each bad flag named with exit code 2.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCliInProcess } from '../../support/cli.ts';

const FIXTURE = join(import.meta.dirname, '../../fixtures/print/cards.json');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'proxyfish-print-png-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** `proxyfish print ARGS…` in this process (test/support/cli.ts), its exit status and output. */
async function cli(...args: string[]) {
  const { code, out, err } = await runCliInProcess(join(dir, 'home'), ['print', ...args]);
  return { code, errors: err, output: out };
}

describe('proxyfish print --png and --mpc', () => {
  it('writes PNG pages named after -o at the chosen dpi', async () => {
    const { code, output } = await cli(FIXTURE, '-o', join(dir, 'sheet.png'), '--png', 'pages', '--dpi', '150', '--paper', 'letter', '--orientation', 'portrait');
    expect(code).toBe(0);
    expect(output).toContain('Wrote 2 PNG files at 150 dpi');
    expect(readdirSync(dir).filter((name) => name.startsWith('sheet'))).toEqual(['sheet-page-001.png', 'sheet-page-002.png']);
    const meta = await sharp(join(dir, 'sheet-page-001.png')).metadata();
    expect([meta.width, meta.height]).toEqual([Math.round((215.9 * 150) / 25.4), Math.round((279.4 * 150) / 25.4)]);
  });

  it('writes one PNG per card', async () => {
    const { code } = await cli(FIXTURE, '-o', join(dir, 'deck'), '--png', 'cards', '--dpi', '150');
    expect(code).toBe(0);
    // 12 copies, Delver of Secrets' two faces as two cards without backs: 13 files.
    expect(readdirSync(dir).filter((name) => name.startsWith('deck-card-'))).toHaveLength(13);
    const meta = await sharp(join(dir, 'deck-card-001.png')).metadata();
    expect([meta.width, meta.height]).toEqual([Math.round((63 * 150) / 25.4), Math.round((88 * 150) / 25.4)]);
  });

  it('writes the MakePlayingCards folder with its order file', async () => {
    const folder = join(dir, 'mpc');
    const { code, output } = await cli(FIXTURE, '--mpc', folder, '--mpc-stock', 'm31');
    expect(code).toBe(0);
    expect(output).toContain('12 cards, bracket 18, (M31) Linen');
    expect(readdirSync(folder)).toContain('001 Lightning Bolt.png');
    expect(readFileSync(join(folder, 'cards.xml'), 'utf8')).toContain('<stock>(M31) Linen</stock>');
  });

  it('packs the MakePlayingCards folder as DIR.zip with --zip, and keeps the folder', async () => {
    const folder = join(dir, 'zipped');
    const { code, output } = await cli(FIXTURE, '--mpc', `${folder}/`, '--zip');
    expect(code).toBe(0);
    expect(output).toContain(`Packed the folder as ${folder}.zip`);
    const entries = unzipSync(readFileSync(`${folder}.zip`));
    expect(Object.keys(entries).sort()).toEqual(readdirSync(folder).sort());
    expect(Buffer.from(entries['cards.xml']!).equals(readFileSync(join(folder, 'cards.xml')))).toBe(true);
  });

  it.each([
    [['-o', 'x.pdf', '--zip'], '--zip goes with --mpc'],
    [['--png', 'sheets', '-o', 'x'], '--png: expected pages, cards, got "sheets"'],
    [['--png', 'pages', '--dpi', '100', '-o', 'x'], '--dpi: must be 150–1200 dpi'],
    [['--png', 'pages'], 'missing -o FILE'],
    [['--mpc', 'x', '--mpc-stock', 'p10', '--foil'], '--foil: the (P10) Plastic stock has no foil finish'],
    [['--mpc', 'x', '--mpc-stock', 'cardboard'], '--mpc-stock: must be one of (S27) Smooth'],
    [['--mpc', 'x', '--png', 'cards', '-o', 'y'], '--png and --mpc cannot be used together'],
    [['-o', 'x.pdf', '--dpi', '300'], '--dpi goes with --png or --mpc'],
  ])('refuses %j, naming the flag', async (args, message) => {
    const { code, errors } = await cli(FIXTURE, ...args);
    expect(code).toBe(2);
    expect(errors).toContain(message);
  });
});
