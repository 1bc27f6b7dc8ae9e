import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DECK_FORMATS,
  DECK_FORMAT_SECTIONS,
  FormatError,
  countCards,
  detectDeckFormat,
  emptyDeck,
  parseDeck,
  serializeDeck,
} from '../../../app/collection/formats/index.ts';
import type { DeckList, DeckSection } from '../../../app/collection/formats/index.ts';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/collection/decks/${name}`, import.meta.url));

/** Section → "quantity name" lines, the part of a deck every format must keep. */
function cardsOf(deck: DeckList, sections: readonly DeckSection[] = ['commander', 'main', 'sideboard', 'maybeboard']) {
  return Object.fromEntries(sections.map((section) => [section, deck.sections[section].map((entry) => `${entry.quantity} ${entry.name}`)]));
}

function sampleDeck(): DeckList {
  const deck = emptyDeck();
  deck.name = 'Esper & Friends "Test"';
  deck.notes = 'First line\n\nThird line with <angle> brackets';
  deck.sections.commander.push({ quantity: 1, name: "Atraxa, Praetors' Voice", setCode: 'ONE', collectorNumber: '268' });
  deck.sections.main.push(
    { quantity: 4, name: 'Lightning Bolt', setCode: 'M10', collectorNumber: '146' },
    { quantity: 2, name: 'Fire // Ice', setCode: 'MH2', collectorNumber: '290' },
    { quantity: 1, name: 'Delver of Secrets' },
    { quantity: 1, name: 'Æther Vial' },
    { quantity: 1, name: "Lim-Dûl's Vault" },
    { quantity: 1, name: "Erase (Not the Urza's Legacy One)", setCode: 'UNH', collectorNumber: '6' },
    { quantity: 20, name: 'Mountain' },
  );
  deck.sections.sideboard.push({ quantity: 2, name: 'Smash to Smithereens' }, { quantity: 3, name: 'Skullcrack' });
  deck.sections.maybeboard.push({ quantity: 1, name: 'Ragavan, Nimble Pilferer' });
  return deck;
}

describe('deck formats: reading real-looking exports', () => {
  it('reads an MTGA export with About/Name, Companion and printings, not counting the companion twice', () => {
    const { deck, format, problems } = parseDeck(fixture('arena-companion.txt'));
    expect(format).toBe('mtga');
    expect(problems).toEqual([]);
    expect(deck.name).toBe('Lurrus Burn');
    expect(deck.sections.main[0]).toMatchObject({ quantity: 4, name: 'Lightning Bolt', setCode: 'M10', collectorNumber: '146', line: 8 });
    expect(deck.sections.main.map((entry) => entry.name)).toContain('Fire // Ice');
    expect(deck.sections.sideboard.map((entry) => `${entry.quantity} ${entry.name}`)).toEqual([
      '1 Lurrus of the Dream-Den',
      '2 Smash to Smithereens',
      '3 Roiling Vortex',
    ]);
    expect(deck.sections.sideboard[0]!.companion).toBe(true);
    expect(countCards(deck, 'main')).toBe(36);
  });

  it('reads an MTGA Commander section and keeps names with parentheses and odd collector numbers', () => {
    const { deck } = parseDeck(fixture('arena-commander.txt'));
    expect(cardsOf(deck, ['commander'])).toEqual({ commander: ["1 Atraxa, Praetors' Voice"] });
    expect(deck.sections.main[1]).toMatchObject({ name: 'Demonic Tutor', setCode: 'PUMA', collectorNumber: 'U8' });
    expect(deck.sections.main[3]).toMatchObject({ name: "Erase (Not the Urza's Legacy One)", setCode: 'UNH', collectorNumber: '6' });
  });

  it('reads plain text with "4x", "SB:" lines, comments and a name/notes header', () => {
    const { deck, format } = parseDeck(fixture('burn.txt'));
    expect(format).toBe('text');
    expect(deck.name).toBe('Modern Burn');
    expect(deck.notes).toBe('Budget version for testing');
    expect(cardsOf(deck, ['main', 'sideboard'])).toEqual({
      main: ['4 Lightning Bolt', '4 Goblin Guide', '4 Lava Spike', "4 Lim-Dûl's Vault", '20 Mountain'],
      sideboard: ['2 Smash to Smithereens', '3 Skullcrack'],
    });
  });

  it('reads an MTGO text export where a blank line (CRLF file) starts the sideboard', () => {
    const { deck } = parseDeck(fixture('mtgo-export.txt'));
    expect(countCards(deck, 'main')).toBe(34);
    expect(cardsOf(deck, ['sideboard'])).toEqual({ sideboard: ['2 Smash to Smithereens', '3 Skullcrack'] });
    expect(deck.sections.main[2]!.name).toBe('Æther Vial');
  });

  it('reads an MTGO .dek with CatIDs, sideboard flags and source lines', () => {
    const { deck, format } = parseDeck(fixture('burn.dek'), { fileName: 'burn.dek' });
    expect(format).toBe('mtgo');
    expect(deck.sections.main[0]).toMatchObject({ quantity: 4, name: 'Lightning Bolt', mtgoId: 31745, line: 5 });
    expect(deck.sections.main[2]!.name).toBe('Fire/Ice');
    expect(cardsOf(deck, ['sideboard'])).toEqual({ sideboard: ['2 Smash to Smithereens', '3 Skullcrack'] });
  });

  it('reads a Cockatrice .cod with name, multi-line comments and zones, warning about the token zone', () => {
    const { deck, format, problems } = parseDeck(fixture('burn.cod'));
    expect(format).toBe('cod');
    expect(deck.name).toBe('Modern Burn');
    expect(deck.notes).toBe('Fast & furious.\nSideboard against artifacts.');
    expect(countCards(deck, 'main')).toBe(31);
    expect(countCards(deck, 'sideboard')).toBe(5);
    expect(problems).toEqual([expect.objectContaining({ severity: 'warning', line: 17, message: expect.stringContaining('tokens') })]);
  });
});

describe('deck formats: round trips', () => {
  for (const format of DECK_FORMATS) {
    it(`${format}: writing and reading back keeps every card, quantity and section it can hold`, () => {
      const original = sampleDeck();
      const text = serializeDeck(original, format);
      const { deck, format: detected, problems } = parseDeck(text);
      expect(detected).toBe(format);
      expect(problems).toEqual([]);
      const kept = DECK_FORMAT_SECTIONS[format];
      expect(cardsOf(deck, kept)).toEqual(cardsOf(original, kept));
      // A second trip changes nothing: the export is stable.
      expect(serializeDeck(deck, format)).toBe(text);
    });
  }

  it('MTGA and Cockatrice keep set codes and collector numbers; text keeps name and notes', () => {
    const mtga = parseDeck(serializeDeck(sampleDeck(), 'mtga')).deck;
    expect(mtga.sections.main[1]).toMatchObject({ name: 'Fire // Ice', setCode: 'MH2', collectorNumber: '290' });
    expect(mtga.name).toBe(sampleDeck().name);
    const cod = parseDeck(serializeDeck(sampleDeck(), 'cod')).deck;
    expect(cod.sections.main[0]).toMatchObject({ setCode: 'M10', collectorNumber: '146' });
    expect(cod.notes).toBe(sampleDeck().notes);
    const text = parseDeck(serializeDeck(sampleDeck(), 'text')).deck;
    expect([text.name, text.notes]).toEqual([sampleDeck().name, sampleDeck().notes]);
  });

  it('the MTGA companion survives a round trip as a flagged sideboard card', () => {
    const first = parseDeck(fixture('arena-companion.txt')).deck;
    const again = parseDeck(serializeDeck(first, 'mtga')).deck;
    expect(cardsOf(again)).toEqual(cardsOf(first));
    expect(again.sections.sideboard.filter((entry) => entry.companion).map((entry) => entry.name)).toEqual(['Lurrus of the Dream-Den']);
  });

  it('MTGO .dek writes the commander to the sideboard with a marker and leaves the maybeboard out', () => {
    const text = serializeDeck(sampleDeck(), 'mtgo');
    expect(text).toContain(`Sideboard="true" Name="Atraxa, Praetors&apos; Voice" Annotation="0" Commander="true"`);
    expect(text).not.toContain('Ragavan');
  });
});

describe('deck formats: detection and bad input', () => {
  it('detects by file name first, then by content', () => {
    expect(detectDeckFormat('4 Lightning Bolt', 'deck.dek')).toBe('mtgo');
    expect(detectDeckFormat('4 Lightning Bolt', 'deck.cod')).toBe('cod');
    expect(detectDeckFormat('<?xml version="1.0"?>\n<cockatrice_deck version="1"></cockatrice_deck>')).toBe('cod');
    expect(detectDeckFormat('<?xml version="1.0"?>\n<Deck></Deck>')).toBe('mtgo');
    expect(detectDeckFormat('Deck\n4 Lightning Bolt')).toBe('mtga');
    expect(detectDeckFormat('4 Lightning Bolt (M10) 146')).toBe('mtga');
    expect(detectDeckFormat('4 Lightning Bolt\nSB: 1 Negate')).toBe('text');
  });

  it('reports each unreadable line with its number and keeps the rest', () => {
    const { deck, problems } = parseDeck('4 Lightning Bolt\nfour Goblin Guide\n2.5 Lava Spike\n-1 Shock\n0 Mountain\n');
    expect(cardsOf(deck, ['main'])).toEqual({ main: ['4 Lightning Bolt'] });
    expect(problems.map((problem) => [problem.line, problem.severity, problem.message])).toEqual([
      [2, 'error', 'expected "<quantity> <card name>", found "four Goblin Guide"'],
      [3, 'error', 'quantity "2.5" is not a whole number'],
      [4, 'error', 'quantity "-1" is not a whole number'],
      [5, 'error', 'quantity 0 is out of range (1 to 100000)'],
    ]);
    expect(problems[1]!.text).toBe('2.5 Lava Spike');
  });

  it('reads a UTF-8 BOM, CRLF line ends and Latin-1 bytes (with a warning naming the line)', () => {
    const bom = parseDeck(Buffer.from('\uFEFF4 Lightning Bolt\r\n2 Fire // Ice\r\n', 'utf8'));
    expect(cardsOf(bom.deck, ['main'])).toEqual({ main: ['4 Lightning Bolt', '2 Fire // Ice'] });
    expect(bom.problems).toEqual([]);
    const latin1 = parseDeck(Buffer.from('4 Lightning Bolt\n1 Lim-D\xfbl\'s Vault\n1 \xc6ther Vial\n', 'latin1'));
    expect(latin1.deck.sections.main.map((entry) => entry.name)).toEqual(['Lightning Bolt', "Lim-Dûl's Vault", 'Æther Vial']);
    expect(latin1.problems).toEqual([expect.objectContaining({ severity: 'warning', line: 2, message: expect.stringContaining('not valid UTF-8') })]);
  });

  it('a truncated .dek or .cod is a FormatError naming the line, not a crash', () => {
    const dek = fixture('burn.dek').toString('utf8');
    const cut = dek.slice(0, dek.indexOf('Name="Goblin Guide"') + 10);
    expect(() => parseDeck(cut, { fileName: 'burn.dek' })).toThrow(FormatError);
    expect(() => parseDeck(cut, { fileName: 'burn.dek' })).toThrow(/^line \d+: not a valid MTGO \.dek file/);
    const cod = fixture('burn.cod').toString('utf8');
    expect(() => parseDeck(cod.slice(0, cod.length - 40))).toThrow(/not a valid Cockatrice \.cod file/);
  });

  it('an empty file or one with no cards is a clear error', () => {
    expect(() => parseDeck('  \n\n')).toThrow('the deck file is empty');
    expect(() => parseDeck('// just a comment\n')).toThrow('no cards found in this plain text deck');
    expect(() => parseDeck('<html><body>nope</body></html>')).toThrow(/unrecognised XML deck/);
  });

  it('a .dek card without a usable quantity is reported with its line', () => {
    const text = '<Deck>\n<Cards CatID="1" Quantity="x" Sideboard="false" Name="Shock" />\n<Cards CatID="2" Quantity="1" Sideboard="false" Name="Opt" />\n</Deck>';
    const { deck, problems } = parseDeck(text);
    expect(cardsOf(deck, ['main'])).toEqual({ main: ['1 Opt'] });
    expect(problems).toEqual([expect.objectContaining({ severity: 'error', line: 2, message: 'Quantity "x" of "Shock" is not a whole number of at least 1' })]);
  });
});
