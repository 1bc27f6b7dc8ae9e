import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { exportDeck, importDeck } from '../../../app/collection/deck-io.ts';
import type { Deck } from '../../../app/collection/deck-service.ts';
import { DECK_FORMAT_KEEPS, DECK_FORMAT_SECTIONS, DECK_FORMATS, FormatError, MAX_DECK_CARDS, MAX_DECK_LINES } from '../../../app/collection/formats/index.ts';
import { MAX_SUGGESTED_NAMES } from '../../../app/db/card-resolver.ts';
import type { Services } from '../../../app/services.ts';
import { temporaryServices } from '../../support/services.ts';

/** A new data folder holds the starter decks; these tests count only the decks they import. */
function withoutStarterDecks<T extends { services: Services }>(made: T): T {
  for (const deck of made.services.decks.list()) made.services.decks.delete(deck.id);
  return made;
}

const FIXTURES = join('test', 'fixtures', 'collection', 'decks');

/** What a format can carry of a deck's entries, in a comparable form. */
function entriesOf(deck: Deck, format: (typeof DECK_FORMATS)[number]) {
  const sections = DECK_FORMAT_SECTIONS[format];
  const printings = DECK_FORMAT_KEEPS[format].printings;
  return deck.entries
    .filter((entry) => sections.includes(entry.section))
    .map((entry) => ({
      section: entry.section,
      name: entry.name,
      quantity: entry.quantity,
      card_id: entry.card_id,
      printing: printings ? [entry.set_code, entry.collector_number] : null,
    }));
}

describe('deck import and export', () => {
  let services: Services;
  let dispose: () => void;
  beforeEach(() => ({ services, dispose } = withoutStarterDecks(temporaryServices())));
  afterEach(() => dispose());

  function sourceDeck(): Deck {
    return services.decks.create({
      name: 'Cycling Everything',
      notes: 'Cycle early.\nWin late.',
      entries: [
        { section: 'commander', name: 'Eternal Dragon', quantity: 1, set_code: 'scg', collector_number: '12' },
        { section: 'main', name: 'Lightning Rift', quantity: 4, set_code: 'ons', collector_number: '217' },
        { section: 'main', name: 'Astral Slide', quantity: 3 },
        { section: 'main', name: 'Gezeitenflüsterer', quantity: 2 },
        { section: 'main', name: 'Secluded Steppe', quantity: 4, set_code: 'ons', collector_number: '324' },
        { section: 'main', name: 'Plains', quantity: 17 },
        { section: 'main', name: 'Zzyzx Homebrew', quantity: 1 },
        { section: 'sideboard', name: 'Wipe Clean', quantity: 3 },
        { section: 'sideboard', name: 'Stifle', quantity: 2 },
        { section: 'maybeboard', name: 'Decree of Justice', quantity: 1 },
      ],
    }).deck;
  }

  for (const format of DECK_FORMATS) {
    it(`exports a saved deck as ${format} and re-imports it unchanged through the database`, () => {
      const original = sourceDeck();
      const exported = exportDeck(services, original.id, format);
      const imported = importDeck(services, { content: exported.text, fileName: exported.fileName });
      expect(imported.format).toBe(format);
      expect(entriesOf(imported.deck, format)).toEqual(entriesOf(original, format));
      expect(imported.deck.entries.length).toBe(entriesOf(original, format).length);
      if (DECK_FORMAT_KEEPS[format].notes) expect(imported.deck.notes).toBe(original.notes);
      // The name (from the file, or for .dek the file name) is taken, so the copy gets a free one.
      expect(imported.deck.name).toBe('Cycling Everything (2)');
      // Exporting the re-imported deck writes the same file (but for the name it now has).
      const again = exportDeck(services, imported.deck.id, format);
      expect(again.text.replaceAll('Cycling Everything (2)', 'Cycling Everything')).toBe(exported.text);
      // Sections the format has no place for are reported, not silently lost.
      const held = DECK_FORMAT_SECTIONS[format];
      expect(exported.leftOut).toEqual(
        [{ section: 'commander' as const, cards: 1 }, { section: 'maybeboard' as const, cards: 1 }].filter((part) => !held.includes(part.section)),
      );
    });
  }

  for (const file of ['burn.txt', 'burn.dek', 'burn.cod', 'arena-commander.txt', 'arena-companion.txt', 'mtgo-export.txt']) {
    it(`imports the sample ${file} and exports it back to the same cards`, () => {
      const content = readFileSync(join(FIXTURES, file));
      const first = importDeck(services, { content, fileName: file });
      const exported = exportDeck(services, first.deck.id, first.format);
      const second = importDeck(services, { content: exported.text, fileName: exported.fileName });
      expect(entriesOf(second.deck, first.format)).toEqual(entriesOf(first.deck, first.format));
      expect(second.deck.main + second.deck.sideboard).toBe(first.deck.main + first.deck.sideboard);
    });
  }

  it('keeps unknown names as unresolved entries, reports them with line and suggestions, and fixes one by a chosen suggestion', () => {
    const result = importDeck(services, { content: '4 Lightning Rift\n2 Astral Slyde\n1 Qwertyuiop Zxcv\n', fileName: 'slide.txt' });
    expect(result.deck.name).toBe('slide');
    expect(result.unresolved).toEqual([
      { entryId: expect.any(Number), section: 'main', name: 'Astral Slyde', quantity: 2, line: 2, suggestions: expect.arrayContaining(['Astral Slide']) },
      { entryId: expect.any(Number), section: 'main', name: 'Qwertyuiop Zxcv', quantity: 1, line: 3, suggestions: expect.any(Array) },
    ]);
    expect(result.deck.unresolved).toBe(2);
    const fixed = services.decks.resolveEntry(result.deck.id, result.unresolved[0]!.entryId, 'Astral Slide');
    expect(fixed.unresolved).toBe(1);
    expect(fixed.entries.find((entry) => entry.id === result.unresolved[0]!.entryId)).toMatchObject({ name: 'Astral Slide', quantity: 2, card: { name: 'Astral Slide' } });
    expect(() => services.decks.resolveEntry(result.deck.id, result.unresolved[1]!.entryId, 'Still No Card')).toThrow('"Still No Card" matches no card in the database');
  });

  it('resolves German and Spanish names to their cards', () => {
    const { deck, unresolved } = importDeck(services, { content: '10 Insel\n10 Isla\n4 Gebirge\n4 Montaña\n' });
    expect(unresolved).toEqual([]);
    expect(deck.entries.map((entry) => [entry.name, entry.quantity])).toEqual([
      ['Island', 10],
      ['Island', 10],
      ['Mountain', 4],
      ['Mountain', 4],
    ]);
  });

  it('names the deck from --name, else the file, else the file name, and never fails on a taken name', () => {
    const text = 'About\nName Slide Deck\n\nDeck\n4 Astral Slide\n';
    expect(importDeck(services, { content: text, fileName: 'x.txt', name: 'Mine' }).deck.name).toBe('Mine');
    expect(importDeck(services, { content: text, fileName: 'x.txt' }).deck.name).toBe('Slide Deck');
    expect(importDeck(services, { content: text, fileName: 'x.txt' }).deck.name).toBe('Slide Deck (2)');
    expect(importDeck(services, { content: '4 Astral Slide\n', fileName: 'C:\\decks\\my list.txt' }).deck.name).toBe('my list');
    expect(importDeck(services, { content: '4 Astral Slide\n', fileName: 'mine.txt' }).deck.name).toBe('mine (2)');
  });

  it('lists lines it cannot read, with their text, and imports the rest', () => {
    const result = importDeck(services, { content: '// Test\n4 Astral Slide\nfour Stifle\n2 Stifle\n' });
    expect(result.deck.main).toBe(6);
    expect(result.problems).toEqual([expect.objectContaining({ severity: 'error', line: 3, text: 'four Stifle' })]);
  });

  it('reads a file with a BOM and CRLF line ends, and refuses an empty or broken file with a clear error', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Deck\r\n4 Astral Slide (ONS) 1\r\n\r\nSideboard\r\n2 Stifle\r\n')]);
    const { deck } = importDeck(services, { content: bytes, fileName: 'bom.txt' });
    expect([deck.main, deck.sideboard]).toEqual([4, 2]);
    expect(() => importDeck(services, { content: '\n\n' })).toThrow(FormatError);
    expect(() => importDeck(services, { content: '<?xml version="1.0"?>\n<Deck>\n<Cards Quantity="4" Name="Stifle"', fileName: 'cut.dek' })).toThrow(FormatError);
    expect(() => importDeck(services, { content: '1200 Island\n' })).toThrow('line 1: quantity of "Island" cannot be imported');
    expect(() => importDeck(services, { content: 'hello world\nfour Stifle\n' })).toThrow(/^no card line could be read \(line 1: .*; line 2: /);
    expect(services.decks.list().map((saved) => saved.name)).toEqual(['bom']);
  });

  it('writes the whole deck in one transaction: a failure half-way leaves no deck and no entries behind', () => {
    const resolve = services.resolver.resolve.bind(services.resolver);
    let calls = 0;
    const spy = vi.spyOn(services.resolver, 'resolve').mockImplementation((query) => {
      calls += 1;
      if (calls === 3) throw new Error('disk full');
      return resolve(query);
    });
    expect(() => importDeck(services, { content: '4 Astral Slide\n4 Stifle\n4 Lightning Rift\n4 Plains\n' })).toThrow('disk full');
    spy.mockRestore();
    expect(services.decks.list()).toEqual([]);
    expect(services.db.prepare('SELECT count(*) FROM deck_cards').pluck().get()).toBe(0);
  });
});

describe('api: decks.import, decks.export, decks.resolveEntry', () => {
  let services: Services;
  let dispose: () => void;
  beforeEach(() => ({ services, dispose } = withoutStarterDecks(temporaryServices())));
  afterEach(() => dispose());

  it('imports an upload (named from its file) or pasted text, exports it, and fixes an entry', async () => {
    const upload = services.uploads.begin('burn.cod');
    services.uploads.append(upload.id, readFileSync(join(FIXTURES, 'burn.cod')));
    const fromUpload = await dispatch(services, 'decks.import', { uploadId: upload.id });
    expect(fromUpload).toMatchObject({ ok: true, result: { format: 'cod', deck: { main: expect.any(Number) } } });
    expect(() => services.uploads.path(upload.id)).toThrow(/No upload/);

    const pasted = await dispatch(services, 'decks.import', { text: '4 Astral Slide\n2 Stiffle\n', name: 'Pasted' });
    if (!pasted.ok) throw new Error(pasted.error.message);
    const result = pasted.result as ReturnType<typeof importDeck>;
    expect(result.unresolved).toEqual([expect.objectContaining({ name: 'Stiffle', line: 2, suggestions: expect.arrayContaining(['Stifle']) })]);

    const fixed = await dispatch(services, 'decks.resolveEntry', { deck: 'Pasted', entryId: result.unresolved[0]!.entryId, name: 'Stifle' });
    expect(fixed).toMatchObject({ ok: true, result: { unresolved: 0 } });
    expect(await dispatch(services, 'decks.export', { deck: 'Pasted', format: 'text' })).toMatchObject({
      ok: true,
      result: { fileName: 'Pasted.txt', text: expect.stringContaining('2 Stifle') },
    });
  });

  it('rejects input that is neither an upload nor text, or an unknown format', async () => {
    expect(await dispatch(services, 'decks.import', {})).toMatchObject({ ok: false, error: { code: 'invalid_input', message: expect.stringContaining('either uploadId or text') } });
    expect(await dispatch(services, 'decks.import', { text: '4 Stifle', uploadId: '6c3b1f1e-0000-4000-8000-000000000000' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await dispatch(services, 'decks.export', { deck: 1, format: 'pdf' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  describe('lists far larger than a deck (issue 11, item 6)', () => {
    it(`refuses more than ${MAX_DECK_LINES} lines before reading them, saying what the limits are`, async () => {
      const islands = Array.from({ length: 111_000 }, () => '1 Island').join('\n');
      const response = await dispatch(services, 'decks.import', { text: islands.slice(0, 999_999) });
      expect(response).toMatchObject({ ok: false, error: { message: expect.stringContaining(`a deck may have at most ${MAX_DECK_LINES} lines and ${MAX_DECK_CARDS} cards`) } });
      expect(services.decks.list()).toEqual([]);
    });

    it(`refuses more than ${MAX_DECK_CARDS} cards, however few the lines`, () => {
      const full = Array.from({ length: MAX_DECK_CARDS / 500 }, () => '500 Island').join('\n');
      expect(() => importDeck(services, { content: `${full}\n1 Swamp\n` })).toThrow(
        `this decklist has ${MAX_DECK_CARDS + 1} cards; a deck may have at most ${MAX_DECK_CARDS}`,
      );
      expect(importDeck(services, { content: full }).deck.main).toBe(MAX_DECK_CARDS);
    });

    it('keeps every unknown name of a long list, with suggestions for the first ones only', () => {
      const names = Array.from({ length: 2_000 }, (_, index) => `Street Wraiht ${index}`);
      const result = importDeck(services, { content: names.map((name) => `1 ${name}`).join('\n') });
      expect(result.unresolved).toHaveLength(names.length);
      expect(result.unresolved[0]).toMatchObject({ name: names[0], line: 1, suggestions: expect.arrayContaining(['Street Wraith']) });
      expect(result.unresolved.filter((entry) => entry.suggestions.length > 0)).toHaveLength(MAX_SUGGESTED_NAMES);
    });
  });
});
