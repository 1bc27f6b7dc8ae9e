import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../support/cli.ts';

const FIXTURES = join('test', 'fixtures', 'collection');

// Up to seven CLI processes per test: generous on a busy machine.
describe('CLI: deck import/export and collection import/export', { timeout: 300_000 }, () => {
  let home: string;
  let work: string;
  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), 'proxyfish-cli-home-'));
    work = mkdtempSync(join(tmpdir(), 'proxyfish-cli-work-'));
  });
  afterAll(() => {
    rmSync(home, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  it('imports a decklist, reports unknown names with lines and suggestions, lists, shows and exports it', () => {
    const list = join(work, 'slide.txt');
    writeFileSync(list, 'Deck\n4 Astral Slide (ONS) 1\n4 Lightning Rift\n2 Stiffle\n\nSideboard\n3 Wipe Clean\n');
    const imported = runCli(['deck', 'import', list, '--name', 'Slide'], { home });
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain('Imported "Slide" from');
    expect(imported.stdout).toContain('(mtga): 10 cards + 3 sideboard');
    expect(imported.stdout).toMatch(/line 4: 2 Stiffle; did you mean "Stifle"/);

    expect(runCli(['deck', 'list'], { home }).stdout).toContain('Slide: 10 cards + 3 sideboard (1 unknown)');
    expect(JSON.parse(runCli(['deck', 'show', 'Slide', '--json'], { home }).stdout)).toMatchObject({ deck: { name: 'Slide', unresolved: 1 } });

    const out = join(work, 'slide.cod');
    const exported = runCli(['deck', 'export', 'slide', '--format', 'cod', '-o', out], { home });
    expect(exported.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('<card number="4" name="Astral Slide" setShortName="ONS" collectorNumber="1"/>');
    expect(runCli(['deck', 'export', 'Slide', '--format', 'text'], { home }).stdout).toContain('4 Lightning Rift');
    const again = runCli(['deck', 'import', out], { home });
    expect(again.stdout).toContain('Imported "Slide (2)"');
  });

  it('imports and exports a collection CSV, merging or replacing', () => {
    const imported = runCli(['collection', 'import', join(FIXTURES, 'moxfield_haves_2025-01-20-1859Z.csv')], { home });
    expect(imported.status).toBe(0);
    expect(imported.stdout).toMatch(/\(moxfield, merge\): 8 rows, 14 cards; 8 new entries/);
    expect(imported.stdout).toContain('line 2: 4 Lightning Bolt (M10 146)');
    const merged = runCli(['collection', 'import', join(FIXTURES, 'moxfield_haves_2025-01-20-1859Z.csv'), '--json'], { home });
    expect(JSON.parse(merged.stdout)).toMatchObject({ added: 0, merged: 8 });
    const replaced = runCli(['collection', 'import', join(FIXTURES, 'ManaBox_Collection.csv'), '--format', 'manabox', '--replace', '--json'], { home });
    expect(JSON.parse(replaced.stdout)).toMatchObject({ format: 'manabox', mode: 'replace' });
    const exported = runCli(['collection', 'export', '--format', 'dragonshield'], { home });
    expect(exported.stdout.split('\r\n').slice(0, 2)).toEqual([
      '"sep=,"',
      'Folder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,Card Number,Condition,Printing,Language,Price Bought,Date Bought,LOW,MID,MARKET',
    ]);
  });

  it('answers bad input with exit 2 and a message naming what and where', () => {
    const missing = runCli(['deck', 'import', join(work, 'nope.txt')], { home });
    expect([missing.status, missing.stderr.trim()]).toEqual([2, `proxyfish: no such file: ${join(work, 'nope.txt')}`]);
    const unknownDeck = runCli(['deck', 'export', 'No Such Deck', '--format', 'mtga'], { home });
    expect([unknownDeck.status, unknownDeck.stderr]).toEqual([2, expect.stringContaining('No deck named "No Such Deck"')]);
    expect(runCli(['deck', 'export', 'Slide', '--format', 'pdf'], { home }).status).toBe(2);
    const cut = join(work, 'cut.csv');
    writeFileSync(cut, 'Count,Name\n"4,Island\n');
    const broken = runCli(['collection', 'import', cut, '--format', 'moxfield'], { home });
    expect([broken.status, broken.stderr]).toEqual([2, expect.stringMatching(/cut\.csv: line 2: a quoted field that starts here is never closed.*the collection is unchanged/)]);
    const emptyDeck = join(work, 'empty.dek');
    writeFileSync(emptyDeck, '<?xml version="1.0"?><Deck><Cards');
    expect(runCli(['deck', 'import', emptyDeck], { home })).toMatchObject({ status: 2, stderr: expect.stringContaining('empty.dek: ') });
  });
});
