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

/** The native build each connection was opened with, so a companion connection loads the same one. */
const nativeBindings = new WeakMap<Db, string>();

export function openDatabase(file: string, options: OpenOptions = {}): Db {
  const db = new Database(file, {
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
    ...(options.readonly ? { readonly: true } : {}),
  });
  if (options.nativeBinding) nativeBindings.set(db, options.nativeBinding);
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

/**
 * A plain connection to another file (an import's staging database), loaded from the same native
 * build as `like`: under Electron that is the Electron-ABI build, which the default would not be.
 */
export function openCompanion(like: Db, file: string): Db {
  const nativeBinding = nativeBindings.get(like);
  const db = new Database(file, nativeBinding ? { nativeBinding } : {});
  if (nativeBinding) nativeBindings.set(db, nativeBinding);
  return db;
}

/** The native build `db` was opened with, when it was given one. */
export function nativeBindingOf(db: Db): string | undefined {
  return nativeBindings.get(db);
}
