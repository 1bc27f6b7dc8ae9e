// The starter cards (assets/starter/cards.json): loaded once, on the first start of a fresh data
// folder, so the app is useful offline before anything is imported. Built by
// scripts/build-starter-data.ts from real Scryfall data; see docs/starter-and-custom.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardRecord } from '../cards/model.ts';
import { CardWriter } from './card-writer.ts';
import type { Db } from './connection.ts';

/** assets/starter at the project root (two levels up from app/db and from dist/electron). */
export const DEFAULT_STARTER_DIR = fileURLToPath(new URL('../../assets/starter/', import.meta.url));

export const STARTER_FORMAT_VERSION = 1;
const LOADED_KEY = 'cards.starterLoaded';

export interface StarterFile {
  version: number;
  families: string[];
  cards: CardRecord[];
}

export interface StarterLoadResult {
  loaded: boolean;
  cards: number;
  /** Why nothing was loaded, when nothing was. */
  reason: 'loaded' | 'store-not-empty' | 'already-loaded';
}

export function readStarterFile(dir: string = DEFAULT_STARTER_DIR): StarterFile {
  const file = join(dir, 'cards.json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Starter card data ${file} could not be read: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const data = parsed as Partial<StarterFile>;
  if (data.version !== STARTER_FORMAT_VERSION || !Array.isArray(data.cards)) {
    throw new Error(`Starter card data ${file} is not version ${STARTER_FORMAT_VERSION} with a "cards" array`);
  }
  return data as StarterFile;
}

export class StarterData {
  constructor(
    private readonly db: Db,
    private readonly dir: string = DEFAULT_STARTER_DIR,
  ) {}

  /**
   * Loads the starter cards in one transaction if the card store is empty and they were never
   * loaded before (a user who deleted every card does not get them back on the next start).
   */
  ensureLoaded(): StarterLoadResult {
    const count = this.db.prepare('SELECT count(*) FROM cards').pluck().get() as number;
    if (count > 0) return { loaded: false, cards: 0, reason: 'store-not-empty' };
    const marker = this.db.prepare('SELECT 1 FROM settings WHERE key = ?').get(LOADED_KEY);
    if (marker) return { loaded: false, cards: 0, reason: 'already-loaded' };

    const { cards } = readStarterFile(this.dir);
    const writer = new CardWriter(this.db);
    this.db.transaction(() => {
      for (const card of cards) writer.upsert(card);
      this.db
        .prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
        .run(LOADED_KEY, JSON.stringify({ version: STARTER_FORMAT_VERSION, cards: cards.length, at: new Date().toISOString() }));
    }).immediate();
    return { loaded: true, cards: cards.length, reason: 'loaded' };
  }
}
