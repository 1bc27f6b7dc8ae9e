import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  COLLECTION_CSV_FORMATS,
  COLLECTION_FORMATS,
  FormatError,
  detectCollectionFormat,
  parseCollectionCsv,
  serializeCollectionCsv,
} from '../../../app/collection/formats/index.ts';
import type { CollectionFormat, CollectionRow } from '../../../app/collection/formats/index.ts';

const FIXTURES: Record<CollectionFormat, string> = {
  moxfield: 'moxfield_haves_2025-01-20-1859Z.csv',
  deckbox: 'Inventory_proxyfish_2025.June.03.csv',
  manabox: 'ManaBox_Collection.csv',
  archidekt: 'archidekt-collection-export.csv',
  dragonshield: 'dragon-shield-all-folders.csv',
};
const fixture = (format: CollectionFormat) => readFileSync(new URL(`../../fixtures/collection/${FIXTURES[format]}`, import.meta.url));

/** The part of a row every format carries: what the card is and how many. */
const essence = (row: CollectionRow) => `${row.quantity} ${row.name} [${row.finish}]`;

describe('collection CSV: each tool’s real export', () => {
  for (const format of COLLECTION_FORMATS) {
    it(`${format}: detected from the header and read without problems`, async () => {
      const result = await parseCollectionCsv(fixture(format));
      expect(result.format).toBe(format);
      expect(result.problems).toEqual([]);
      expect(result.rows.length).toBeGreaterThanOrEqual(6);
      expect(result.columns).toEqual([...COLLECTION_CSV_FORMATS[format].columns]);
    });
  }

  it('Moxfield: set codes, foil/etched, Deckbox-ladder conditions, English language names, tags, prices', async () => {
    const { rows } = await parseCollectionCsv(fixture('moxfield'));
    expect(rows[0]).toMatchObject({ quantity: 4, name: 'Lightning Bolt', setCode: 'm10', collectorNumber: '146', finish: 'nonfoil', condition: 'near_mint', language: 'en', purchasePrice: 1.25, line: 2 });
    expect(rows[0]!.extra).toEqual({ 'Tradelist Count': '0', 'Last Modified': '2025-01-05 19:26:45.563000', Alter: 'False', Proxy: 'False' });
    expect(rows[1]).toMatchObject({ name: "Atraxa, Praetors' Voice", finish: 'foil', tags: ['commander', 'staples'] });
    expect(rows.map((row) => row.condition)).toEqual(['near_mint', 'near_mint', 'excellent', 'good', 'light_played', 'mint', 'near_mint', 'poor']);
    expect(rows.map((row) => row.language)).toEqual(['en', 'en', 'de', 'ja', 'en', 'es', 'zhs', 'zht']);
    expect(rows[6]!.finish).toBe('etched');
    expect(rows.map((row) => row.name)).toContain('Delver of Secrets // Insectile Aberration');
    expect(rows.map((row) => row.name)).toContain("Lim-Dûl's Vault");
  });

  it('Deckbox: Edition is the set name, "$" prices, blank conditions, "Chinese" is Simplified', async () => {
    const { rows } = await parseCollectionCsv(fixture('deckbox'));
    expect(rows[0]).toMatchObject({ name: 'Lightning Bolt', setName: 'Magic 2010', setCode: 'm10', collectorNumber: '146', purchasePrice: 1.25, condition: 'near_mint' });
    expect(rows[3]!.condition).toBeUndefined();
    expect(rows[3]!.purchasePrice).toBe(0);
    expect(rows[4]).toMatchObject({ finish: 'foil', condition: 'light_played', language: 'ja' });
    expect(rows[4]!.extra['Signed']).toBe('signed');
    expect(rows[5]).toMatchObject({ condition: 'good', language: 'zhs' });
  });

  it('ManaBox: upper-case set codes lowered, Scryfall ids, Cardmarket conditions, zh_CN, currency, binders kept', async () => {
    const { rows } = await parseCollectionCsv(fixture('manabox'));
    expect(rows[0]).toMatchObject({ setCode: 'm10', setName: 'Magic 2010', scryfallId: 'e3285e6b-3e79-4d7c-bf96-d920f973b80b', purchaseCurrency: 'EUR' });
    expect(rows.map((row) => row.condition)).toEqual(['near_mint', 'mint', 'good', 'excellent', 'light_played', 'played', 'poor']);
    expect(rows[3]).toMatchObject({ finish: 'etched', language: 'zhs' });
    expect(rows[5]!.extra).toMatchObject({ 'Binder Name': 'Burn', 'Binder Type': 'deck', Rarity: 'rare' });
  });

  it('Archidekt: Finish column, short conditions, its own language codes (JP, KR, CS)', async () => {
    const { rows } = await parseCollectionCsv(fixture('archidekt'));
    expect(rows.map((row) => row.finish)).toEqual(['nonfoil', 'foil', 'nonfoil', 'etched', 'nonfoil', 'foil']);
    expect(rows.map((row) => row.condition)).toEqual(['near_mint', 'near_mint', 'excellent', 'good', 'light_played', 'poor']);
    expect(rows.map((row) => row.language)).toEqual(['en', 'en', 'de', 'zhs', 'ja', 'ko']);
    expect(rows[1]!.tags).toEqual(['commander', 'staples']);
    expect(rows[5]).toMatchObject({ setCode: 'puma', setName: 'Ultimate Box Topper', collectorNumber: 'U8' });
  });

  it('Dragon Shield: the "sep=," line is skipped and counted, Printing and run-together conditions are read', async () => {
    const { rows } = await parseCollectionCsv(fixture('dragonshield'));
    expect(rows[0]).toMatchObject({ name: 'Lightning Bolt', setCode: 'm10', line: 3, condition: 'near_mint', language: 'en' });
    expect(rows[0]!.extra).toMatchObject({ 'Folder Name': 'Box 1', 'Date Bought': '2025-03-01', MARKET: '1.20' });
    expect(rows.map((row) => row.condition)).toEqual(['near_mint', 'mint', 'good', 'light_played', 'excellent', 'played', 'poor']);
    expect(rows.map((row) => row.finish)).toEqual(['nonfoil', 'foil', 'nonfoil', 'nonfoil', 'etched', 'foil', 'nonfoil']);
    expect(rows[4]!.language).toBe('zhs');
    expect(rows[6]!.name).toBe("Zur's Weirding");
  });
});

describe('collection CSV: writing', () => {
  it('Moxfield is written with every field quoted and CRLF, exactly as Moxfield exports', async () => {
    const { rows } = await parseCollectionCsv(fixture('moxfield'));
    expect(serializeCollectionCsv(rows, 'moxfield')).toBe(fixture('moxfield').toString('utf8'));
  });

  it('Dragon Shield starts with the quoted "sep=," line and reproduces the export byte for byte', async () => {
    const { rows } = await parseCollectionCsv(fixture('dragonshield'));
    const written = serializeCollectionCsv(rows, 'dragonshield');
    expect(written.startsWith('"sep=,"\r\nFolder Name,Quantity,Trade Quantity,Card Name,')).toBe(true);
    expect(written).toBe(fixture('dragonshield').toString('utf8'));
  });

  for (const format of ['deckbox', 'manabox', 'archidekt'] as const) {
    it(`${format}: reading and writing back reproduces the export`, async () => {
      const { rows } = await parseCollectionCsv(fixture(format));
      expect(serializeCollectionCsv(rows, format)).toBe(fixture(format).toString('utf8'));
    });
  }

  for (const from of COLLECTION_FORMATS) {
    for (const to of COLLECTION_FORMATS) {
      it(`${from} → ${to} → read back keeps every card, quantity and condition grade it can express`, async () => {
        const { rows } = await parseCollectionCsv(fixture(from));
        const again = await parseCollectionCsv(serializeCollectionCsv(rows, to));
        expect(again.format).toBe(to);
        expect(again.problems).toEqual([]);
        // Deckbox has no etched: it becomes foil there. Everything else keeps its finish.
        const expected = rows.map((row) => essence(to === 'deckbox' && row.finish === 'etched' ? { ...row, finish: 'foil' } : row));
        expect(again.rows.map(essence)).toEqual(expected);
        expect(again.rows.map((row) => row.setCode)).toEqual(rows.map((row) => row.setCode));
        expect(again.rows.map((row) => row.language)).toEqual(rows.map((row) => row.language));
      });
    }
  }
});

describe('collection CSV: malformed input', () => {
  const moxHeader = '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified","Collector Number","Alter","Proxy","Purchase Price"';

  it('reads CR, LF and CRLF line ends, also mixed in one file: a lone CR ends a row, it does not join two', async () => {
    const deckbox = 'Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil,Signed,Artist Proof,Altered Art,Misprint,Promo,Textless,My Price';
    const text = `${deckbox}\r\n1,0,Lightning Bolt,Magic 2010,146,,English,,,,,,,,\r2,0,Shock,Magic 2010,150,,English,,,,,,,,\n3,0,Island,,,,,,,,,,,,\r\n`;
    const parsed = await parseCollectionCsv(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((row) => [row.quantity, row.name, row.line])).toEqual([[1, 'Lightning Bolt', 2], [2, 'Shock', 3], [3, 'Island', 4]]);
    const onlyCr = await parseCollectionCsv(`${deckbox}\r1,0,Opt,,,,,,,,,,,,\r2,0,Ponder,,,,,,,,,,,,`);
    expect(onlyCr.rows.map((row) => row.name)).toEqual(['Opt', 'Ponder']);
  });

  it('reads a UTF-8 BOM and CRLF line ends', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${moxHeader}\r\n"2","0","Æther Vial","mma","Near Mint","English","","","","198","False","False",""\r\n`)]);
    const result = await parseCollectionCsv(bytes);
    expect(result.format).toBe('moxfield');
    expect(result.rows.map(essence)).toEqual(['2 Æther Vial [nonfoil]']);
    expect(result.problems).toEqual([]);
  });

  it('decodes Latin-1 bytes as Windows-1252 and warns, naming the first line that is not UTF-8', async () => {
    const text = 'Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil,Signed,Artist Proof,Altered Art,Misprint,Promo,Textless,My Price\n1,0,Lightning Bolt,Magic 2010,146,,English,,,,,,,,\n1,0,Lim-D\xfbl\'s Vault,Alliances,192,,English,,,,,,,,\x80 2.00\n';
    const result = await parseCollectionCsv(Buffer.from(text, 'latin1'));
    expect(result.rows.map((row) => row.name)).toEqual(['Lightning Bolt', "Lim-Dûl's Vault"]);
    expect(result.rows[1]!.purchasePrice).toBe(2);
    expect(result.problems).toEqual([expect.objectContaining({ severity: 'warning', line: 3, message: expect.stringContaining('not valid UTF-8') })]);
  });

  it('an unknown header is a FormatError naming the columns found', async () => {
    await expect(parseCollectionCsv('Card,Amount,Set\nLightning Bolt,4,M10\n')).rejects.toThrow(
      'line 1: unrecognised collection CSV header: found columns "Card", "Amount", "Set"; expected the export header of ManaBox, Dragon Shield, Archidekt, Deckbox, Moxfield',
    );
  });

  it('a requested format whose columns are missing is a FormatError naming them', async () => {
    await expect(parseCollectionCsv('Name,Edition\nLightning Bolt,m10\n', { format: 'moxfield' })).rejects.toThrow(
      'this is not a Moxfield CSV: the header lacks "Count" (found "Name", "Edition")',
    );
  });

  it('a bad quantity is an error naming the line; the other rows are still read', async () => {
    const csv = [
      'Quantity,Name,Finish,Condition,Date Added,Language,Purchase Price,Tags,Edition Name,Edition Code,Multiverse Id,Scryfall ID,Collector Number',
      '4,Lightning Bolt,Normal,NM,2025-02-14,EN,,,Magic 2010,m10,0,,146',
      'four,Goblin Guide,Normal,NM,2025-02-14,EN,,,Zendikar,zen,0,,126',
      '-2,Shock,Normal,NM,2025-02-14,EN,,,Magic 2010,m10,0,,151',
      ',Opt,Normal,NM,2025-02-14,EN,,,Magic 2010,m10,0,,59',
      '1,,Normal,NM,2025-02-14,EN,,,Magic 2010,m10,0,,59',
      '2,Counterspell,Shiny,Pristine,2025-02-14,Klingon,abc,,Modern Horizons 2,mh2,0,,267',
    ].join('\n');
    const result = await parseCollectionCsv(csv);
    expect(result.rows.map(essence)).toEqual(['4 Lightning Bolt [nonfoil]', '2 Counterspell [nonfoil]']);
    const errors = result.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => [problem.line, problem.message])).toEqual([
      [3, '"Quantity" is "four", not a whole number of copies'],
      [4, '"Quantity" is "-2", not a whole number of copies'],
      [5, '"Quantity" is empty'],
      [6, '"Name" is empty'],
    ]);
    expect(errors[0]!.text).toBe('four,Goblin Guide,Normal,NM,2025-02-14,EN,,,Zendikar,zen,0,,126');
    const warnings = result.problems.filter((problem) => problem.severity === 'warning');
    expect(warnings.every((problem) => problem.line === 7)).toBe(true);
    expect(warnings.map((problem) => problem.message)).toEqual([
      '"Finish" is "Shiny", which is not a finish Archidekt writes; read as nonfoil',
      'unknown condition "Pristine" left blank',
      'unknown language "Klingon" left blank',
      'purchase price "abc" is not a number; left blank',
    ]);
  });

  it('a file cut off inside a quoted field is a FormatError naming the line', async () => {
    const full = fixture('moxfield').toString('utf8');
    const cut = full.slice(0, full.indexOf('Fire // Ice') + 4);
    await expect(parseCollectionCsv(cut)).rejects.toThrow(FormatError);
    await expect(parseCollectionCsv(cut)).rejects.toThrow(/^line 4: a quoted field that starts here is never closed/);
  });

  it('a file cut off between fields reports the short last row with its line', async () => {
    const full = fixture('manabox').toString('utf8');
    const cut = full.slice(0, full.indexOf('Brazen Borrower') - 5);
    const result = await parseCollectionCsv(cut);
    expect(result.rows).toHaveLength(4);
    expect(result.problems).toEqual([
      expect.objectContaining({ severity: 'error', line: 6, message: "the row has 2 of the header's 17 fields: it looks cut off" }),
    ]);
  });

  it('an empty file, or a header alone, are handled without a crash', async () => {
    await expect(parseCollectionCsv('')).rejects.toThrow('the CSV file is empty');
    const headerOnly = await parseCollectionCsv(`${moxHeader}\r\n`);
    expect(headerOnly).toMatchObject({ format: 'moxfield', rows: [], problems: [] });
  });

  it('reads semicolon-separated files and a stream of byte chunks', async () => {
    const semicolons = await parseCollectionCsv('Count;Name;Edition;Collector Number\n3;Lightning Bolt;m10;146\n');
    expect(semicolons.rows.map(essence)).toEqual(['3 Lightning Bolt [nonfoil]']);
    const bytes = fixture('manabox');
    const chunks = Readable.from([bytes.subarray(0, 100), bytes.subarray(100, 101), bytes.subarray(101)]);
    const streamed = await parseCollectionCsv(chunks);
    expect(streamed.rows.map(essence)).toEqual((await parseCollectionCsv(bytes)).rows.map(essence));
  });

  it('reads a 50,000-row export with the right line numbers and progress reports', async () => {
    const lines = [moxHeader];
    for (let i = 0; i < 50_000; i++) {
      lines.push(`"${(i % 4) + 1}","0","Card ${i}","m10","Near Mint","English","${i % 2 ? 'foil' : ''}","","2025-01-05 19:26:45.563000","${i}","False","False",""`);
    }
    lines[30_001] = '"x","0","Broken","m10","Near Mint","English","","","","1","False","False",""';
    let progressCalls = 0;
    const result = await parseCollectionCsv(lines.join('\r\n'), { onProgress: () => progressCalls++ });
    expect(result.rows).toHaveLength(49_999);
    expect(result.rows.at(-1)).toMatchObject({ name: 'Card 49999', line: 50_001, finish: 'foil' });
    expect(result.problems).toEqual([expect.objectContaining({ severity: 'error', line: 30_002 })]);
    expect(progressCalls).toBe(49);
  });

  it('a quoted name with a line break keeps the line numbers of the rows after it right', async () => {
    const csv = 'Count,Name,Edition\n1,"Odd\nName",m10\n2,Opt,xln\n';
    const result = await parseCollectionCsv(csv);
    expect(result.rows.map((row) => [row.name, row.line])).toEqual([['Odd\nName', 2], ['Opt', 4]]);
  });
});

describe('collection CSV: detection', () => {
  it('tells the five tools apart by their headers', () => {
    expect(detectCollectionFormat(['Count', 'Tradelist Count', 'Name', 'Edition', 'Card Number', 'Condition', 'Language', 'Foil', 'Signed', 'Artist Proof', 'Altered Art', 'Misprint', 'Promo', 'Textless', 'My Price'])).toBe('deckbox');
    expect(detectCollectionFormat(['Count', 'Name', 'Edition', 'Condition', 'Language', 'Foil', 'Collector Number', 'Alter', 'Playtest Card', 'Purchase Price'])).toBe('moxfield');
    expect(detectCollectionFormat(['Name', 'Set code', 'Set name', 'Collector number', 'Foil', 'Rarity', 'Quantity', 'ManaBox ID', 'Scryfall ID'])).toBe('manabox');
    expect(detectCollectionFormat(['Quantity', 'Name', 'Finish', 'Condition', 'Language', 'Scryfall ID', 'Edition Code', 'MTGO ID', 'Collector Number'])).toBe('archidekt');
    expect(detectCollectionFormat(['Folder Name', 'Quantity', 'Trade Quantity', 'Card Name', 'Set Code', 'Set Name', 'Card Number', 'Condition', 'Printing', 'Language', 'Price Bought', 'Date Bought', 'AVG', 'LOW', 'TREND'])).toBe('dragonshield');
    expect(detectCollectionFormat(['Quantity', 'Name', 'Simple Name', 'Set', 'Card Number', 'Set Code', 'Printing'])).toBeUndefined();
  });
});

describe('collection CSV: formulas in names and tags (OWASP CSV injection)', () => {
  const hostile = ['=HYPERLINK("http://example.invalid","click")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3', '\t=1+1', '+2 Mace'];
  const rows: CollectionRow[] = hostile.map((name, i) => ({
    quantity: i + 1,
    name,
    setCode: 'afr',
    setName: i === 0 ? '=1+1' : 'Adventures in the Forgotten Realms',
    finish: 'nonfoil',
    // Tags are one comma-separated cell, so a tag cannot hold a comma in any of these tools.
    tags: [['@SUM(1+1)', '-2+3', '+cmd|calc', '=1+1'][i % 4]!, 'plain'],
    line: i + 2,
    extra: {},
  }));

  for (const format of COLLECTION_FORMATS) {
    it(`${format}: no exported cell starts a formula, and importing the export gives back the same names and tags`, async () => {
      const text = serializeCollectionCsv(rows, format);
      const { parse } = await import('csv-parse/sync');
      const cells = (parse(text.replace(/^"sep=,"\r\n/, ''), { relax_column_count: true }) as string[][]).slice(1).flat();
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
      expect(cells).toContain("'=HYPERLINK(\"http://example.invalid\",\"click\")");

      const again = await parseCollectionCsv(text);
      expect(again.problems).toEqual([]);
      expect(again.rows.map((row) => row.name)).toEqual(hostile.map((name) => name.trim()));
      if (COLLECTION_CSV_FORMATS[format].fields.tags) expect(again.rows.map((row) => row.tags)).toEqual(rows.map((row) => row.tags));
      if (COLLECTION_CSV_FORMATS[format].fields.setName) expect(again.rows[0]!.setName).toBe('=1+1');
    });
  }
});
