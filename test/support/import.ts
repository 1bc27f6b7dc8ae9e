// Helpers for importer tests: fixture paths, temporary folders, and a checksum of every table
// so a test can prove a failed import left the database exactly as it was.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Db } from '../../app/db/connection.ts';

export const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'import');
const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The shared real card data (see its README): $PROXYFISH_SHARED_DATA, else `../shared/data` beside
 * the checkout (or beside the folder of a git worktree). Tests that need it skip with a message
 * naming this path when it is missing.
 */
export const SHARED_DATA =
  [process.env.PROXYFISH_SHARED_DATA, join(ROOT, '..', 'shared', 'data'), join(ROOT, '..', '..', 'shared', 'data')].find(
    (candidate): candidate is string => candidate !== undefined && existsSync(candidate),
  ) ?? join(ROOT, '..', 'shared', 'data');

export function fixture(name: string): string {
  return join(FIXTURES, name);
}

/** A fresh folder under the system's temp folder; remove it with the returned function. */
export function tempFolder(prefix = 'proxyfish-import-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function writeGzip(source: string, target: string): string {
  writeFileSync(target, gzipSync(readFileSync(source)));
  return target;
}

export interface TableState {
  counts: Record<string, number>;
  checksum: string;
}

/** Row counts of every table and one hash over all their rows (order-independent within a table). */
export function tableState(db: Db): TableState {
  const tables = db
    .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all();
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const rows = db.prepare(`SELECT * FROM "${table}"`).all().map((row) => JSON.stringify(row)).sort();
    counts[table] = rows.length;
    hash.update(`${table}\n${rows.join('\n')}\n`);
  }
  return { counts, checksum: hash.digest('hex') };
}

/** A Scryfall bulk file of `count` distinct, simple cards, for tests that need a larger file. */
export function syntheticScryfall(count: number): string {
  const cards = Array.from({ length: count }, (_value, index) =>
    JSON.stringify({
      object: 'card',
      id: `synthetic-${index}`,
      oracle_id: `synthetic-oracle-${index}`,
      name: `Synthetic Card ${index}`,
      lang: 'en',
      layout: 'normal',
      mana_cost: '{1}{G}',
      cmc: 2,
      type_line: 'Creature — Test',
      oracle_text: 'Cycling {2} ({2}, Discard this card: Draw a card.)',
      power: '2',
      toughness: '2',
      colors: ['G'],
      color_identity: ['G'],
      set: 'syn',
      set_name: 'Synthetic',
      collector_number: String(index + 1),
      rarity: 'common',
    }),
  );
  return `[\n${cards.join(',\n')}\n]\n`;
}
