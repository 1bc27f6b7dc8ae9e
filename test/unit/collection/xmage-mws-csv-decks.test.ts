// XMage .dck, Magic Workstation .mwDeck, TappedOut CSV and Scryfall deck CSV: sample files written
// from each format's public description (test/fixtures/collection/decks/cycling.*), detected with
// and without their file name, round-tripped, and their unknown names answered with "did you mean".
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDeckSource } from '../../../app/collection/deck-source.ts';
import { detectDeckFormat, parseDeck, serializeDeck, type DeckFormat, type DeckList } from '../../../app/collection/formats/index.ts';
import type { Services } from '../../../app/services.ts';
import { temporaryServices } from '../../support/services.ts';

const FIXTURES = join(import.meta.dirname, '../../fixtures/collection/decks');
const read = (file: string) => readFileSync(join(FIXTURES, file));
const lines = (deck: DeckList, section: keyof DeckList['sections']) =>
  deck.sections[section].map((entry) => `${entry.quantity} ${entry.name}${entry.setCode ? ` (${entry.setCode.toUpperCase()}${entry.collectorNumber ? ` ${entry.collectorNumber}` : ''})` : ''}`);

const SAMPLES: [file: string, format: DeckFormat, expected: { name?: string; main: string[]; sideboard: string[]; maybeboard: string[] }][] = [
  [
    'cycling.dck',
    'xmage',
    {
      name: 'UB Cycling (XMage)',
      main: ['4 Curator of Mysteries (AKH 49)', '4 Drake Haven (HOU 34)', '3 Archfiend of Ifnir (AKH 121)', '4 Street Wraith (FUT 87)', '12 Island (AKH 254)'],
      sideboard: ['2 Censor (AKH 43)', '2 Disallow (AER 31)'],
      maybeboard: [],
    },
  ],
  [
    'cycling.mwDeck',
    'mwdeck',
    {
      name: 'UB Cycling (MWS)',
      main: ['4 Curator of Mysteries (AKH)', '4 Drake Haven (HOU)', '1 Commit // Memory', '12 Island (AKH)'],
      sideboard: ['2 Censor (AKH)', '2 Disallow (AER)'],
      maybeboard: [],
    },
  ],
  [
    'cycling-tappedout.csv',
    'tappedout',
    { main: ['4 Curator of Mysteries (AKH)', '4 Drake Haven (HOU)', '4 Street Wraith', '12 Island (AKH)'], sideboard: ['2 Censor (AKH)'], maybeboard: ['1 Commit // Memory (AKH)'] },
  ],
  [
    'cycling-scryfall.csv',
    'scryfall',
    {
      main: ['4 Curator of Mysteries (AKH 49)', '4 Drake Haven (HOU 34)', '12 Island (AKH 254)'],
      sideboard: ['2 Censor (AKH 43)'],
      maybeboard: ['1 Commit // Memory (AKH 211)'],
    },
  ],
];

describe('more decklist formats in', () => {
  it.each(SAMPLES)('reads %s as %s, with and without its file name', (file, format, expected) => {
    const content = read(file);
    expect(detectDeckFormat(content.toString('utf8'), file)).toBe(format);
    const parsed = parseDeck(content);
    expect(parsed.format).toBe(format);
    expect(parsed.problems).toEqual([]);
    expect(parsed.deck.name).toBe(expected.name);
    expect(lines(parsed.deck, 'main')).toEqual(expected.main);
    expect(lines(parsed.deck, 'sideboard')).toEqual(expected.sideboard);
    expect(lines(parsed.deck, 'maybeboard')).toEqual(expected.maybeboard);
  });

  it.each(SAMPLES)('round-trips %s: written out and read back, the same cards, printings and sections', (file, format) => {
    const original = parseDeck(read(file)).deck;
    const written = serializeDeck(original, format);
    const again = parseDeck(written);
    expect(again.format).toBe(format);
    for (const section of ['main', 'sideboard', 'maybeboard'] as const) expect(lines(again.deck, section)).toEqual(lines(original, section));
    expect(again.deck.name).toBe(original.name);
    expect(serializeDeck(again.deck, format)).toBe(written);
  });

  it('says which line of a .dck or a deck CSV it cannot read, and reads the rest', () => {
    const dck = parseDeck('NAME:x\n4 [AKH:49] Curator of Mysteries\nfour Street Wraith\n', { fileName: 'x.dck' });
    expect(dck.deck.sections.main).toHaveLength(1);
    expect(dck.problems).toEqual([expect.objectContaining({ severity: 'error', line: 3 })]);
    const csv = parseDeck('section,count,name\nmainboard,x,Island\nmainboard,4,Island\nsidebored,1,Censor\n');
    expect(csv.problems).toEqual([
      expect.objectContaining({ severity: 'error', line: 2, message: expect.stringContaining('"x"') }),
      expect.objectContaining({ severity: 'warning', line: 4, message: expect.stringContaining('"sidebored"') }),
    ]);
    expect(() => parseDeck('a,b,c\n1,2,3\n', { fileName: 'deck.csv' })).toThrow(/TappedOut .* or Scryfall/);
  });

  describe('unknown names', () => {
    let services: Services;
    let dispose: () => void;
    let dir: string;
    beforeEach(() => {
      ({ services, dispose } = temporaryServices());
      dir = mkdtempSync(join(tmpdir(), 'proxyfish-decks-'));
    });
    afterEach(() => {
      dispose();
      rmSync(dir, { recursive: true, force: true });
    });

    it.each([
      ['typo.dck', 'NAME:Typo\n4 [AKH:49] Curator of Mystries\n4 [FUT:87] Street Wraith\n', 2],
      ['typo.mwDeck', '// Deck file for Magic Workstation (http://www.magicworkstation.com)\n    4 [AKH] Curator of Mystries\n    4 [FUT] Street Wraith\n', 2],
      ['typo.csv', 'Board,Qty,Name,Printing,Foil,Alter,Signed,Condition,Languange\nmain,4,Curator of Mystries,AKH,,,,,\nmain,4,Street Wraith,,,,,,\n', 2],
      ['typo-scryfall.csv', 'section,count,name,set_code,collector_number\nmainboard,4,Curator of Mystries,akh,49\nmainboard,4,Street Wraith,fut,87\n', 2],
    ])('%s: the misspelt name is named with its line and "did you mean"', (file, content, line) => {
      writeFileSync(join(dir, file), content);
      const deck = loadDeckSource(services, join(dir, file));
      expect(deck.unresolved).toEqual([expect.objectContaining({ name: 'Curator of Mystries', line, suggestions: expect.arrayContaining(['Curator of Mysteries']) })]);
    });
  });
});
