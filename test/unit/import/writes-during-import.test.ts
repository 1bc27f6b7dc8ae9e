// Issue 11 item 1 and issue 15 item 18: every write the api acknowledged while a card import was
// running (a collection change, a new deck, a setting, a custom card) survives the import's cancel
// and its failure. Before the import staged its cards, it kept one transaction open on the shared
// connection across awaits: these writes landed inside it and were rolled back with it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { importFile, type ImportOptions } from '../../../app/db/import/driver.ts';
import { ImportError } from '../../../app/db/import/types.ts';
import { CancelledError } from '../../../app/jobs.ts';
import { Services } from '../../../app/services.ts';
import { shoreCycler } from '../../support/cards.ts';
import { fixture, syntheticScryfall, tempFolder } from '../../support/import.ts';

const customCard = { ...shoreCycler, name: 'Written Meanwhile' };

describe('writes made during a card import', () => {
  let temp: ReturnType<typeof tempFolder>;
  let services: Services;
  let bigFile: string;
  beforeEach(async () => {
    temp = tempFolder();
    services = new Services({ home: temp.dir, starterData: false });
    await importFile(services.db, fixture('scryfall-cards.json'));
    bigFile = join(temp.dir, 'big.json');
    writeFileSync(bigFile, syntheticScryfall(4000));
  });
  afterEach(() => {
    services.close();
    temp.remove();
  });

  /** One write of each kind through the api, each answered ok before this resolves. */
  async function writeThroughApi(): Promise<void> {
    const answers = [
      await dispatch(services, 'collection.add', { name: 'Island', quantity: 7 }),
      await dispatch(services, 'decks.create', { name: 'Made during the import' }),
      await dispatch(services, 'settings.set', { key: 'ui.testDuringImport', value: 42 }),
      await dispatch(services, 'customCards.create', { card: customCard }),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ ok: true });
  }

  function expectWritesKept(): void {
    const db = services.db;
    expect(db.prepare("SELECT quantity FROM collection_entries WHERE name = 'Island'").pluck().get()).toBe(7);
    expect(db.prepare("SELECT count(*) FROM decks WHERE name = 'Made during the import'").pluck().get()).toBe(1);
    expect(services.settings.get('ui.testDuringImport')).toBe(42);
    expect(services.customCards.list().map((card) => card.name)).toContain('Written Meanwhile');
    // …and nothing of the import itself.
    expect(db.prepare("SELECT count(*) FROM cards WHERE name LIKE 'Synthetic Card %'").pluck().get()).toBe(0);
  }

  /**
   * Runs an import that writes through the api once 500 records are read, and calls `then` at a
   * later progress report, after every write was acknowledged: the import is still running then.
   */
  function importWithWrites(file: string, then: () => void, options: ImportOptions = {}): Promise<unknown> {
    let writes: Promise<void> | undefined;
    let acknowledged = false;
    let recordsAtWrite = 0;
    return importFile(services.db, file, {
      ...options,
      progressIntervalMs: 0,
      onProgress: (progress) => {
        if (!writes && progress.records >= 500) {
          recordsAtWrite = progress.records;
          writes = writeThroughApi().then(() => {
            acknowledged = true;
          });
        } else if (acknowledged && progress.records > recordsAtWrite) {
          acknowledged = false;
          then();
        }
      },
    }).finally(() => expect(writes).toBeDefined());
  }

  it('they survive a cancel of the import', async () => {
    const controller = new AbortController();
    await expect(importWithWrites(bigFile, () => controller.abort(), { signal: controller.signal })).rejects.toBeInstanceOf(CancelledError);
    expectWritesKept();
  });

  it('they survive a file that turns out to be broken', async () => {
    const text = syntheticScryfall(4000);
    const broken = join(temp.dir, 'broken.json');
    writeFileSync(broken, text.slice(0, Math.floor(text.length * 0.9)));
    await expect(importWithWrites(broken, () => undefined)).rejects.toThrow(/is not valid JSON.*nothing was imported/);
    expectWritesKept();
  });

  it('they survive a failure in the last step, when the staged cards are merged', async () => {
    const failing = importWithWrites(bigFile, () => undefined, {
      beforeCommit: () => {
        throw new Error('disk full');
      },
    });
    await expect(failing).rejects.toBeInstanceOf(ImportError);
    expectWritesKept();
  });

  it('they survive a cancelled import job started through the api', async () => {
    const upload = services.uploads.begin('big.json');
    services.uploads.append(upload.id, Buffer.from(syntheticScryfall(10_000)));
    const started = await dispatch(services, 'cards.import', { uploadId: upload.id });
    const job = (started as { ok: true; result: { id: string } }).result;
    // Wait until the job has read part of the file, write, then cancel it.
    await expect.poll(() => services.jobs.get(job.id).progress.done, { timeout: 20_000, interval: 5 }).toBeGreaterThan(0);
    await writeThroughApi();
    expect(services.jobs.get(job.id).state).toBe('running');
    services.jobs.cancel(job.id);
    expect((await services.jobs.wait(job.id)).state).toBe('cancelled');
    expectWritesKept();
  });

  it('another connection (the app beside a CLI import) writes without waiting while the file is read', async () => {
    const other = new Database(services.paths.database);
    other.pragma('busy_timeout = 0');
    let wrote = 0;
    try {
      await importFile(services.db, bigFile, {
        progressIntervalMs: 0,
        onProgress: (progress) => {
          if (progress.records >= 500 && wrote < 3) {
            other.prepare("INSERT INTO settings (key, value) VALUES (?, '1')").run(`other.write${wrote}`);
            wrote += 1;
          }
        },
      });
    } finally {
      other.close();
    }
    expect(wrote).toBe(3);
    expect(services.db.prepare("SELECT count(*) FROM settings WHERE key LIKE 'other.write%'").pluck().get()).toBe(3);
    expect(services.db.prepare("SELECT count(*) FROM cards WHERE name LIKE 'Synthetic Card %'").pluck().get()).toBe(4000);
  });
});
