// Opens the SQLite database. Under Electron the main process passes `nativeBinding`: the
// better-sqlite3 addon built for Electron's ABI, kept apart from the Node build that tests
// and the CLI load (see DESIGN.md, "better-sqlite3 under Node and under Electron").
import Database from 'better-sqlite3';
import { migrate } from './migrate.ts';
import { migrations } from './migrations/index.ts';

export type Db = Database.Database;

export interface OpenOptions {
  nativeBinding?: string;
  readonly?: boolean;
}

export function openDatabase(file: string, options: OpenOptions = {}): Db {
  const db = new Database(file, {
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
    ...(options.readonly ? { readonly: true } : {}),
  });
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  // Another process's import holds the write lock only while it merges its staged cards: about
  // 2.5 s for the 45,851-printing Scryfall file, four times that on a loaded machine. A write
  // waits that out rather than failing with "database is locked".
  db.pragma('busy_timeout = 30000');
  if (!options.readonly) migrate(db, migrations);
  return db;
}
