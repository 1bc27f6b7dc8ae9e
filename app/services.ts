// The core's services, created once per process (Electron main, browser-mode server, CLI)
// and handed to the api handlers. Nothing here knows about Electron, HTTP or the DOM.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { CollectionService } from './collection/collection-service.ts';
import { DeckService } from './collection/deck-service.ts';
import { addStarterDecks } from './collection/starter-decks.ts';
import { CardResolver } from './db/card-resolver.ts';
import { CustomCards } from './cards/custom/custom-cards.ts';
import { GoldfishTables, servicesDeckLoader } from './goldfish/tables.ts';
import { openDatabase, type Db, type OpenOptions } from './db/connection.ts';
import { schemaVersion } from './db/migrate.ts';
import { DEFAULT_STARTER_DIR, StarterData, type StarterLoadResult } from './db/starter-data.ts';
import { CardSearch } from './db/search/card-search.ts';
import { prepareHome, resolveHome, type AppPaths } from './home.ts';
import { removeLeftovers } from './housekeeping.ts';
import { CardImageService } from './images/image-service.ts';
import { JobRegistry } from './jobs.ts';
import { publicMessage } from './api/public-error.ts';
import { PrintQueueStore } from './print/print-queue.ts';
import { SettingsStore } from './settings.ts';
import { UploadStore } from './uploads.ts';

export interface ServicesOptions {
  /** The data folder; defaults to --home / PROXYFISH_HOME / ~/.proxyfish. */
  home?: string;
  database?: OpenOptions;
  /**
   * The starter card folder (default assets/starter), or false to start with an empty card
   * store. The starter cards load only into an empty store, once per data folder.
   */
  starterData?: string | false;
}

export class Services {
  readonly paths: AppPaths;
  readonly db: Db;
  readonly settings: SettingsStore;
  /**
   * After each job, leftovers of jobs that failed or were killed go, once no other job is
   * running. Failed jobs say what went wrong without the data folder's paths (publicMessage).
   */
  readonly jobs = new JobRegistry(
    () => {
      if (this.jobs.running() === 0) removeLeftovers(this.paths, { keep: (file) => this.uploads.holds(file) });
    },
    (error) => publicMessage(error, this.paths.home),
  );
  readonly uploads: UploadStore;
  readonly resolver: CardResolver;
  readonly decks: DeckService;
  readonly collection: CollectionService;
  readonly printQueue: PrintQueueStore;
  readonly customCards: CustomCards;
  /** Goldfish games in play (in memory); rules-problem reports go to <home>/reports/. */
  readonly goldfish: GoldfishTables;
  /** What loading the starter cards did at this start. */
  readonly starter: StarterLoadResult | null;
  readonly cardSearch: CardSearch;
  /** Card images: the user's own, custom cards', and those fetched into the cache. */
  readonly images: CardImageService;

  constructor(options: ServicesOptions = {}) {
    this.paths = prepareHome(resolveHome(options.home));
    if (!options.database?.readonly) removeLeftovers(this.paths);
    this.db = openDatabase(this.paths.database, options.database);
    this.settings = new SettingsStore(this.db);
    this.uploads = new UploadStore(this.paths.uploads);
    this.resolver = new CardResolver(this.db);
    this.decks = new DeckService(this.db, this.resolver);
    this.collection = new CollectionService(this.db, this.resolver);
    this.printQueue = new PrintQueueStore(this.settings);
    this.customCards = new CustomCards(this.db, this.paths.images);
    this.goldfish = new GoldfishTables(this.db, servicesDeckLoader(this), join(this.paths.home, 'reports'));
    const readonly = options.database?.readonly === true;
    const starterDir = starterDataWanted(options);
    this.starter = starterDir === false || readonly ? null : this.loadStarter(starterDir || DEFAULT_STARTER_DIR);
    this.cardSearch = new CardSearch(this.db);
    this.images = new CardImageService(this.db, this.paths.images, this.settings);
  }

  /**
   * The starter cards, and with them the starter decks, in one transaction: a new data folder
   * gets both or (killed half-way) neither, and either only once.
   */
  private loadStarter(dir: string): StarterLoadResult {
    return this.db.transaction(() => {
      const loaded = new StarterData(this.db, dir).ensureLoaded();
      if (!loaded.loaded) return loaded;
      // A broken starter decklist is a packaging fault: said once here, it costs only that deck.
      for (const { file, reason } of addStarterDecks(this, dir).failed) console.warn(`proxyfish: starter deck ${file} was not added: ${reason}`);
      return loaded;
    }).immediate();
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

/** PROXYFISH_STARTER_DATA=0 starts a new data folder with an empty card database. */
function starterDataWanted(options: ServicesOptions): string | false | undefined {
  if (options.starterData !== undefined) return options.starterData;
  return process.env.PROXYFISH_STARTER_DATA === '0' ? false : undefined;
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
