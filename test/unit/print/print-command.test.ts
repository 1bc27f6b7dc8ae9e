import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCliInProcess } from '../../support/cli.ts';
import { pageSizesMm } from '../../support/poppler.ts';

const FIXTURE = join(import.meta.dirname, '../../fixtures/print/cards.json');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'proxyfish-print-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** `proxyfish print ARGS…` in this process (test/support/cli.ts), its exit status and output. */
async function cli(...args: string[]) {
  const { code, out, err } = await runCliInProcess(dir, ['print', ...args]);
  return { code, errors: err, output: out };
}

describe('proxyfish print', () => {
  it('writes the PDF on the chosen paper with the cards of a JSON source', async () => {
    const file = join(dir, 'letter.pdf');
    const { code, output } = await cli(FIXTURE, '-o', file, '--paper', 'letter', '--orientation', 'portrait', '--backs', '--flip', 'short');
    expect(code).toBe(0);
    // Delver of Secrets takes one place: its other face is printed on its back.
    expect(output).toContain('12 cards on 2 sheets (9 per sheet, backs on every other page), 4 pages');
    const sizes = pageSizesMm(file);
    expect(sizes).toHaveLength(4);
    expect(sizes[0]!.width).toBeCloseTo(215.9, 2);
  });

  it('writes print-and-cut marks, dotted lines and one file per N pages', async () => {
    const file = join(dir, 'cut.pdf');
    const { code, output } = await cli(FIXTURE, '-o', file, '--registration-marks', '--cut-line-style', 'dotted', '--cut-marks', 'both', '--split-pages', '1');
    expect(code).toBe(0);
    // 13 cards (Delver of Secrets prints both faces), 8 per landscape sheet with the marks' band kept clear: two files of one page.
    expect(output).toContain(`Wrote 2 files (${join(dir, 'cut-1-of-2.pdf')}, ${join(dir, 'cut-2-of-2.pdf')}): 13 cards on 2 sheets (8 per sheet), 2 pages`);
    expect(pageSizesMm(join(dir, 'cut-2-of-2.pdf'))).toEqual([{ width: expect.closeTo(297, 1), height: expect.closeTo(210, 1) }]);
    expect(existsSync(file)).toBe(false);
  });

  it('writes the alignment test without a source', async () => {
    const file = join(dir, 'align.pdf');
    expect((await cli('--alignment-test', '-o', file, '--back-offset', '1.5,-0.5')).code).toBe(0);
    expect(pageSizesMm(file)).toHaveLength(2);
  });

  it.each([
    [['--bleed', '4'], '--bleed: must be 0–3 mm'],
    [['--gap', 'wide'], '--gap: expected a number of mm, got "wide"'],
    [['--paper', 'b5'], '--paper: expected a4, letter, a3, legal or WxHmm'],
    [['--scale', '0.5'], '--scale (X): must be between 0.9 and 1.1'],
    [['--cut-marks', 'dots'], '--cut-marks: expected corners, lines, both, none, got "dots"'],
    [['--flip', 'sideways'], '--flip: expected long, short'],
    [['--back-offset', '1,2,3'], '--back-offset: expected X,Y or one value'],
    [['--lang', 'Deutsch'], '--lang: a language code such as "de"'],
    [['--back-image', 'nowhere.png', '--backs'], 'card back: image file not found'],
    [['--cut-line-style', 'wavy'], '--cut-line-style: expected solid, dashed, dotted, got "wavy"'],
    [['--split-pages', '0'], '--split-pages: must be 1–10000 pages'],
    [['--split-pages', '2.5'], '--split-pages: a whole number of pages'],
    [['--registration-marks', '--registration-inset', '40'], '--registration-inset: must be 0–30 mm'],
  ])('rejects %j with a clear message and exit code 2', async (args, message) => {
    const file = join(dir, 'rejected.pdf');
    const { code, errors } = await cli(FIXTURE, '-o', file, ...args);
    expect(code).toBe(2);
    expect(errors).toContain(message);
    expect(existsSync(file)).toBe(false);
  });

  it('names a source that cannot be read, and a bad card by its position and name', async () => {
    const missing = await cli(join(dir, 'missing.json'), '-o', join(dir, 'x.pdf'));
    expect(missing.code).toBe(2);
    expect(missing.errors).toContain('file not found');
    const source = join(dir, 'bad.json');
    writeFileSync(source, JSON.stringify([{ name: 'Good' }, { name: 'Bad', colors: ['Purple'] }]));
    const bad = await cli(source, '-o', join(dir, 'x.pdf'));
    expect(bad.code).toBe(2);
    expect(bad.errors).toContain('card 2 (Bad): colors.0:');
  });
});
