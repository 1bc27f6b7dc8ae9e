// A failed, damaged or cancelled import leaves the database exactly as it was: same row counts
// and the same checksum over every table.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../app/db/connection.ts';
import { importFile } from '../../../app/db/import/driver.ts';
import { ImportError } from '../../../app/db/import/types.ts';
import { CancelledError } from '../../../app/jobs.ts';
import { fixture, syntheticScryfall, tableState, tempFolder } from '../../support/import.ts';

describe('import atomicity', () => {
  let db: Db;
  let temp: ReturnType<typeof tempFolder>;
  beforeEach(async () => {
    temp = tempFolder();
    db = openDatabase(join(temp.dir, 'cards.sqlite'));
    // Cards already there, which a failed import must neither change nor lose.
    await importFile(db, fixture('scryfall-cards.json'));
  });
  afterEach(() => {
    db.close();
    temp.remove();
  });

  async function expectUnchanged(run: () => Promise<unknown>, error: RegExp | typeof CancelledError) {
    const before = tableState(db);
    expect(before.counts.cards).toBe(10);
    if (error instanceof RegExp) await expect(run()).rejects.toThrow(error);
    else await expect(run()).rejects.toBeInstanceOf(error);
    expect(db.inTransaction).toBe(false);
    expect(tableState(db)).toEqual(before);
  }

  it('rolls back a JSON file that breaks off in the middle (after valid records were written)', async () => {
    const text = syntheticScryfall(500);
    const file = join(temp.dir, 'truncated.json');
    writeFileSync(file, text.slice(0, Math.floor(text.length * 0.8)));
    await expectUnchanged(() => importFile(db, file), /"truncated.json" \(a Scryfall bulk file\) is not valid JSON: Parser .*\(stopped after \d+ records, .* bytes read\); nothing was imported/);
  });

  it('rolls back a malformed JSON file and says where it broke', async () => {
    const file = join(temp.dir, 'malformed.json');
    writeFileSync(file, syntheticScryfall(300).replace('"Synthetic Card 250",', '"Synthetic Card 250" "oops",'));
    await expectUnchanged(() => importFile(db, file), /is not valid JSON: Parser cannot parse input: expected ','/);
  });

  it('rolls back a truncated .gz file', async () => {
    const gz = gzipSync(syntheticScryfall(2000));
    const file = join(temp.dir, 'truncated.json.gz');
    writeFileSync(file, gz.subarray(0, Math.floor(gz.length * 0.7)));
    await expectUnchanged(() => importFile(db, file), /truncated or damaged gzip file: unexpected end of file/);
  });

  it('rolls back a truncated Cockatrice file and names the element it ends in', async () => {
    const xml = readFileSync(fixture('cockatrice-v4.xml'), 'utf8');
    const file = join(temp.dir, 'cards.xml');
    writeFileSync(file, xml.slice(0, xml.indexOf('<name>Chaos Dragon')));
    await expectUnchanged(() => importFile(db, file), /ends inside <card> \(line \d+\): it is truncated; nothing was imported/);
  });

  it('rolls back an XML file with a mismatched tag and names its line', async () => {
    const xml = readFileSync(fixture('cockatrice-v3.xml'), 'utf8').replace('<pt>6/5</pt>', '<pt>6/5</tp>');
    const file = join(temp.dir, 'cards.xml');
    writeFileSync(file, xml);
    await expectUnchanged(() => importFile(db, file), /not well-formed at line 26: <\/tp> closes <pt>/);
  });

  it('rolls back when the import is cancelled part way', async () => {
    const file = join(temp.dir, 'big.json');
    writeFileSync(file, syntheticScryfall(5000));
    const controller = new AbortController();
    let recordsAtCancel = 0;
    await expectUnchanged(
      () =>
        importFile(db, file, {
          signal: controller.signal,
          progressIntervalMs: 0,
          onProgress: (progress) => {
            if (progress.records >= 1000 && !controller.signal.aborted) {
              recordsAtCancel = progress.records;
              controller.abort();
            }
          },
        }),
      CancelledError,
    );
    expect(recordsAtCancel).toBeGreaterThanOrEqual(1000);
    expect(recordsAtCancel).toBeLessThan(5000);
  });

  it('rolls back when the last step before commit fails', async () => {
    await expectUnchanged(
      () =>
        importFile(db, fixture('mtgjson-all-printings.json'), {
          beforeCommit: () => {
            throw new Error('disk full');
          },
        }),
      /failed: disk full .*; nothing was imported/,
    );
  });

  // Issue 11 item 2: after SQLITE_FULL, SQLite has already rolled back; going on card by card
  // used to commit the rest one by one while the CLI said "nothing was imported".
  it('ends at the first SQLITE_FULL while the cards are staged, and the database is as before', async () => {
    const file = join(temp.dir, 'big.json');
    writeFileSync(file, syntheticScryfall(2000));
    await expectUnchanged(
      () => importFile(db, file, { onStagingOpen: (staging) => staging.pragma('max_page_count = 60') }),
      /Importing "big.json" failed: database or disk is full \(stopped after [\d,]+ records, .*\); nothing was imported, the card database is unchanged/,
    );
  });

  it('ends with SQLITE_FULL when the card store itself is full at the swap, and the database is as before', async () => {
    const file = join(temp.dir, 'big.json');
    writeFileSync(file, syntheticScryfall(2000));
    const pages = db.pragma('page_count', { simple: true }) as number;
    db.pragma(`max_page_count = ${pages + 30}`);
    await expectUnchanged(() => importFile(db, file), /failed: database or disk is full .*; nothing was imported, the card database is unchanged/);
    // The limit lifted, the same file imports completely.
    db.pragma('max_page_count = 1073741823');
    await expect(importFile(db, file)).resolves.toMatchObject({ cards: { added: 2000 }, skipped: { count: 0 } });
  });

  it('reports the reading of the file, then the saving into the card database', async () => {
    const phases: string[] = [];
    await importFile(db, fixture('cockatrice-v4.xml'), { progressIntervalMs: 0, onProgress: (progress) => phases.push(progress.phase) });
    expect(phases[0]).toBe('reading');
    expect(phases.slice(phases.indexOf('saving'))).toEqual(['saving', 'saving']);
  });

  it('refuses a second import while one is running, and the first still succeeds', async () => {
    const file = join(temp.dir, 'big.json');
    writeFileSync(file, syntheticScryfall(2000));
    const first = importFile(db, file);
    await expect(importFile(db, fixture('cockatrice-v3.xml'))).rejects.toThrow(/Another import is running/);
    await expect(first).resolves.toMatchObject({ cards: { added: 2000 } });
  });

  it('gives an ImportError, not a stack trace, for a file that is no card data', async () => {
    const file = join(temp.dir, 'deck.csv');
    writeFileSync(file, 'name,count\nLightning Bolt,4\n');
    await expect(importFile(db, file)).rejects.toBeInstanceOf(ImportError);
  });
});
