// The core's services, created once per process (Electron main, browser-mode server, CLI)
// and handed to the api handlers. Nothing here knows about Electron, HTTP or the DOM.
import { statSync } from 'node:fs';
import { openDatabase, type Db, type OpenOptions } from './db/connection.ts';
import { schemaVersion } from './db/migrate.ts';
import { CardSearch } from './db/search/card-search.ts';
import { prepareHome, resolveHome, type AppPaths } from './home.ts';
import { JobRegistry } from './jobs.ts';
import { SettingsStore } from './settings.ts';
import { UploadStore } from './uploads.ts';

export interface ServicesOptions {
  /** The data folder; defaults to --home / PROXYFISH_HOME / ~/.proxyfish. */
  home?: string;
  database?: OpenOptions;
}

export class Services {
  readonly paths: AppPaths;
  readonly db: Db;
  readonly settings: SettingsStore;
  readonly jobs = new JobRegistry();
  readonly uploads: UploadStore;
  readonly cardSearch: CardSearch;

  constructor(options: ServicesOptions = {}) {
    this.paths = prepareHome(resolveHome(options.home));
    this.db = openDatabase(this.paths.database, options.database);
    this.settings = new SettingsStore(this.db);
    this.uploads = new UploadStore(this.paths.uploads);
    this.cardSearch = new CardSearch(this.db);
  }

  info(): AppInfo {
    return {
      version: APP_VERSION,
      home: this.paths.home,
      database: this.paths.database,
      databaseBytes: databaseBytes(this.paths.database),
      schemaVersion: schemaVersion(this.db),
      cardCount: countCards(this.db),
    };
  }

  close(): void {
    this.jobs.cancelAll();
    this.db.close();
  }
}

export interface AppInfo {
  version: string;
  home: string;
  database: string;
  databaseBytes: number;
  schemaVersion: number;
  cardCount: number;
}

export const APP_VERSION = '0.1.0';

function databaseBytes(file: string): number {
  let total = 0;
  for (const suffix of ['', '-wal', '-shm']) {
    try {
      total += statSync(file + suffix).size;
    } catch {
      // The WAL and shared-memory files exist only while a connection has written.
    }
  }
  return total;
}

function countCards(db: Db): number {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'cards'").get();
  if (!table) return 0;
  return (db.prepare('SELECT count(*) AS n FROM cards').get() as { n: number }).n;
}
