// Issue 22, break 8: while a CLI import saved its cards, the app's collection.add calls failed
// with "database is locked" within milliseconds, though the README promises that writers wait.
// A transaction that reads and then writes must take the write lock as it begins (BEGIN
// IMMEDIATE): one that takes it only at its first write, after another connection wrote,
// cannot wait (its snapshot is already old) and fails at once.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { temporaryServices } from '../../support/services.ts';

/** Another connection (in another thread, as another process would be) holding the write lock for `ms`. */
const LOCK_HOLDER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 30000');
db.exec('BEGIN IMMEDIATE');
db.prepare("INSERT INTO settings (key, value) VALUES ('other-writer', '1') ON CONFLICT(key) DO UPDATE SET value = excluded.value").run();
parentPort.postMessage('locked');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
db.exec('COMMIT');
db.close();
parentPort.postMessage('committed');
`;

function holdWriteLock(file: string, ms: number): { locked: Promise<void>; committed: Promise<void> } {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(LOCK_HOLDER, { eval: true, workerData: { file, driver, ms } });
  const message = (wanted: string) => new Promise<void>((resolve, reject) => {
    worker.on('message', (text) => text === wanted && resolve());
    worker.on('error', reject);
  });
  return { locked: message('locked'), committed: message('committed') };
}

let dispose = (): void => {};
afterEach(() => dispose());

describe('a write while another connection holds the write lock', () => {
  it('waits for it and then succeeds: collection.add (new and merged) and deck.create', async () => {
    const temporary = temporaryServices();
    dispose = temporary.dispose;
    const { services } = temporary;

    for (const write of [
      () => services.collection.add({ name: 'Island', quantity: 1 }),
      () => services.decks.create({ name: 'While locked', entries: [{ name: 'Island', quantity: 4 }] }),
      () => services.collection.add({ name: 'Island', quantity: 2 }),
    ]) {
      const other = holdWriteLock(services.paths.database, 300);
      await other.locked;
      // Reads first (is there such an entry already?), then writes: it must wait, not fail.
      expect(write).not.toThrow();
      await other.committed;
    }
    expect(services.collection.list().entries.find((entry) => entry.name === 'Island')?.quantity).toBe(3);
    expect(services.decks.list().map((deck) => deck.name)).toContain('While locked');
    expect(services.db.prepare("SELECT value FROM settings WHERE key = 'other-writer'").pluck().get()).toBe('1');
  });
});
