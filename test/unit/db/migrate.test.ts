import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../app/db/connection.ts';
import { migrate, schemaVersion, type Migration } from '../../../app/db/migrate.ts';
import { migrations } from '../../../app/db/migrations/index.ts';
import Database from 'better-sqlite3';

describe('migrations', () => {
  it('bring an empty database to the latest schema, in WAL mode', () => {
    const dir = mkdtempSync(join(tmpdir(), 'proxyfish-migrate-'));
    try {
      const db = openDatabase(join(dir, 'test.sqlite'));
      expect(schemaVersion(db)).toBe(migrations.length);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
      expect(tables).toEqual(expect.arrayContaining(['settings', 'cards', 'printings', 'card_faces']));
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('run each migration once, so reopening changes nothing', () => {
    const db = new Database(':memory:');
    let runs = 0;
    const counting: Migration[] = [{ version: 1, name: 'one', up: () => void (runs += 1) }];
    migrate(db, counting);
    migrate(db, counting);
    expect(runs).toBe(1);
  });

  it('roll a failing migration back and keep the previous version', () => {
    const db = new Database(':memory:');
    const failing: Migration[] = [
      { version: 1, name: 'good', up: (d) => d.exec('CREATE TABLE a (x)') },
      { version: 2, name: 'bad', up: (d) => { d.exec('CREATE TABLE b (x)'); throw new Error('boom'); } },
    ];
    expect(() => migrate(db, failing)).toThrow('boom');
    expect(schemaVersion(db)).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
  });

  it('refuse a database made by a newer Proxyfish', () => {
    const db = new Database(':memory:');
    db.pragma('user_version = 99');
    expect(() => migrate(db, migrations)).toThrow(/schema version 99, newer than this Proxyfish knows/);
  });

  it('are numbered 1, 2, 3 … without gaps', () => {
    expect(migrations.map((migration) => migration.version)).toEqual(migrations.map((_, index) => index + 1));
  });
});
