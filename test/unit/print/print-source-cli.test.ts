// `proxyfish print SOURCE` with the card database: a decklist file, a saved deck's name,
// --missing-only against the collection, --lang de, and unknown names (exit 2, with lines and
// suggestions). The JSON-of-cards source keeps working (print-command.test.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCliInProcess } from '../../support/cli.ts';
import { Services } from '../../../app/services.ts';
import { pageSizesMm, pdfInfo, text } from '../../support/poppler.ts';

const STARTER_DECK = join(import.meta.dirname, '../../../assets/starter/decks/amonkhet-cycling-ub.txt');
let dir: string;
let home: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'proxyfish-print-source-'));
  home = join(dir, 'home');
  const services = new Services({ home });
  services.decks.create({ name: 'Tiny Cyclers', entries: [{ name: 'Street Wraith', quantity: 4 }, { name: 'Island', quantity: 8 }, { name: 'Gezeitenflüsterer', quantity: 2 }] });
  services.collection.add({ name: 'Island', quantity: 5 });
  services.collection.add({ name: 'Street Wraith', quantity: 4 });
  services.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** `proxyfish print ARGS…` in this process (test/support/cli.ts), its exit status and output. */
async function cli(...args: string[]) {
  const { code, out, err } = await runCliInProcess(home, ['print', ...args]);
  return { code, errors: err, output: out };
}

describe('proxyfish print with decklists and decks', () => {
  it('prints a starter decklist file on A4 and on Letter', async () => {
    for (const [paper, width, height] of [['a4', 210, 297], ['letter', 215.9, 279.4]] as const) {
      const file = join(dir, `starter-${paper}.pdf`);
      const { code, output, errors } = await cli(STARTER_DECK, '-o', file, '--paper', paper, '--no-skip-basics');
      expect(errors).toBe('');
      expect(code).toBe(0);
      expect(output).toContain('69 cards on 8 sheets (9 per sheet), 8 pages');
      const sizes = pageSizesMm(file);
      expect(sizes).toHaveLength(8);
      expect(sizes[0]!.width).toBeCloseTo(width, 1);
      expect(sizes[0]!.height).toBeCloseTo(height, 1);
      expect(text(file)).toContain('Curator of Mysteries');
    }
  });

  it("prints a saved deck by its name, with the deck's name in the title", async () => {
    const file = join(dir, 'saved.pdf');
    const { code, output } = await cli('tiny cyclers', '-o', file);
    expect(code).toBe(0);
    // 8 Islands less the 5 owned: basic lands you own are left out by default.
    expect(output).toContain('9 cards on 1 sheet ');
    expect(pdfInfo(file).Title).toBe('Tiny Cyclers — proxies');
  });

  it('--missing-only prints only what the collection lacks, for a saved deck and for a decklist file', async () => {
    const saved = join(dir, 'missing-saved.pdf');
    const result = await cli('Tiny Cyclers', '-o', saved, '--missing-only');
    expect(result.code).toBe(0);
    // 8 Islands less 5 owned, no Street Wraith, 2 Gezeitenflüsterer.
    expect(result.output).toContain('5 cards on 1 sheet ');
    expect(text(saved)).not.toContain('Street Wraith');

    const list = join(dir, 'list.txt');
    writeFileSync(list, '4 Street Wraith\n6 Island\n2 Censor\n');
    const fromFile = await cli(list, '-o', join(dir, 'missing-file.pdf'), '--missing-only');
    expect(fromFile.code).toBe(0);
    expect(fromFile.output).toContain('3 cards on 1 sheet ');
  });

  it('leaves out basic lands you own by default; --skip-basics all of them, --no-skip-basics none; --main-only the sideboard', async () => {
    const list = join(dir, 'with-sideboard.txt');
    writeFileSync(list, '4 Street Wraith\n6 Island\n\nSideboard\n2 Censor\n');
    // 5 of the 6 Islands are owned.
    expect((await cli(list, '-o', join(dir, 'basics-default.pdf'))).output).toContain('7 cards on 1 sheet ');
    expect((await cli(list, '-o', join(dir, 'basics-kept.pdf'), '--no-skip-basics')).output).toContain('12 cards on 2 sheets');
    expect((await cli(list, '-o', join(dir, 'basics-skipped.pdf'), '--skip-basics')).output).toContain('6 cards on 1 sheet ');
    expect((await cli(list, '-o', join(dir, 'main-only.pdf'), '--skip-basics', '--main-only')).output).toContain('4 cards on 1 sheet ');
    expect((await cli('Tiny Cyclers', '-o', join(dir, 'main-only-saved.pdf'), '--main-only', '--no-skip-basics')).output).toContain('14 cards on 2 sheets');
  });

  it('says when a smaller margin would fit more cards on a sheet', async () => {
    const { code, errors, output } = await cli(STARTER_DECK, '-o', join(dir, 'letter-bleed.pdf'), '--paper', 'letter', '--bleed', '1', '--margin', '5');
    expect(code).toBe(0);
    expect(output).toContain('(8 per sheet)');
    expect(errors).toContain('a margin of 4.7 mm or less fits 9 cards per sheet');
  });

  it('--lang de prints the German words where the database has them, umlauts and all', async () => {
    const list = join(dir, 'german.txt');
    writeFileSync(list, '1 Plains\n1 Gezeitenflüsterer\n1 Banding Sliver\n');
    const file = join(dir, 'german.pdf');
    expect((await cli(list, '-o', file, '--lang', 'de')).code).toBe(0);
    const words = text(file);
    expect(words).toContain('Ebene');
    expect(words).toContain('Gezeitenflüsterer');
    expect(words).toContain('Wann immer du eine Karte');
    expect(words).toContain('PLAYTEST-KARTE');
  });

  it('stops with exit code 2 on unknown names, with their lines and suggestions', async () => {
    const list = join(dir, 'typos.txt');
    writeFileSync(list, '4 Street Wraith\n2 Curator of Mystries\n1 Zzzzzzzz Qqqq\n');
    const file = join(dir, 'typos.pdf');
    const { code, errors } = await cli(list, '-o', file);
    expect(code).toBe(2);
    expect(errors).toContain('2 cards in');
    expect(errors).toContain('line 2: "Curator of Mystries" is not in the card database (did you mean "Curator of Mysteries"');
    expect(errors).toContain('line 3: "Zzzzzzzz Qqqq" is not in the card database');
  });

  it('names a source that is neither a saved deck nor a file', async () => {
    const { code, errors } = await cli('No Such Deck', '-o', join(dir, 'none.pdf'));
    expect(code).toBe(2);
    expect(errors).toContain('"No Such Deck" is neither a saved deck nor a decklist file');
  });
});
