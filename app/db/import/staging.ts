// Where an import writes while it reads its file: a private staging database with the card
// store's own tables, on its own connection. The live database is only read until the file has
// been read to the end; then swapInto() merges the staged cards into it in ONE short
// synchronous transaction. So an import never holds a transaction open across `await`s on the
// shared connection (writes the app acknowledges meanwhile can never be rolled back with it),
// and another process's import holds the write lock only for the swap, not for the whole read.
import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { CardWriter, LOCALIZATION_CONFLICT, type WrittenColumns } from '../card-writer.ts';
import { openCompanion, type Db } from '../connection.ts';
import { SearchIndex } from '../search/search-index.ts';

/** The tables one imported card is spread over; staging has the same ones. */
const CARD_TABLES = ['cards', 'card_faces', 'card_localizations', 'card_keywords', 'card_parts', 'printings', 'printing_images'];
/** Indexes staging needs: the unique ones (lookups and upserts) and the name (name-keyed formats). */
const STAGING_INDEXES = new Set(['printings_identity', 'cards_name']);
const STAGING_SCHEMA = 'import_staging';
const FILE_MARK = '.import-';

export interface SwapCounts {
  cards: { added: number; updated: number };
  /** Distinct printings new to the live database; every other printing write was an update. */
  printingsAdded: number;
}

/**
 * The staging file of an import into `db`: beside the database (so it fills the disk the user
 * chose, not the temp folder), in the temp folder for ':memory:'. Its name carries the process
 * id, so a later start can tell the file of a killed import from one still being written.
 */
function stagingFile(db: Db): string {
  const folder = db.memory ? tmpdir() : dirname(db.name);
  const base = db.memory ? 'proxyfish' : basename(db.name);
  return join(folder, `${base}${FILE_MARK}${process.pid}-${randomUUID()}.sqlite`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the staging files of imports that ended without cleaning up (their process was
 * killed); the files of imports still running in other processes stay.
 */
export function removeAbandonedStaging(database: string): string[] {
  const folder = dirname(database);
  const prefix = `${basename(database)}${FILE_MARK}`;
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return removed;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1]);
    if (Number.isInteger(pid) && pid !== process.pid && processAlive(pid)) continue;
    if (pid === process.pid && importsRunningHere > 0) continue;
    const file = join(folder, name);
    rmSync(file, { force: true });
    removed.push(file);
  }
  return removed;
}

/** Imports of this process with a staging file open. */
let importsRunningHere = 0;

export class ImportStaging {
  readonly file: string;
  /** The import's own connection: only the import reads and writes it. */
  readonly db: Db;
  readonly writer: CardWriter;
  private readonly findStagedByName;
  private readonly findLiveByName;
  private discarded = false;

  constructor(private readonly live: Db) {
    this.file = stagingFile(live);
    this.db = openCompanion(live, this.file);
    importsRunningHere += 1;
    try {
      // Nothing here needs to survive a crash: the file is thrown away and the live database was
      // never touched. A journal in memory still lets one card's savepoint roll back alone.
      this.db.pragma('journal_mode = MEMORY');
      this.db.pragma('synchronous = OFF');
      for (const sql of stagingSchema(live)) this.db.exec(sql);
      // CardWriter sets a printing's traits (digital, promo, border …) only when the source gave
      // them; in staging it notes which printings those are, so the merge updates just those.
      this.db.exec('CREATE TABLE staged_traits (printing_id INTEGER PRIMARY KEY)');
      // The cards whose source gave their related parts (a Scryfall file does; MTGJSON does not).
      this.db.exec('CREATE TABLE staged_parts_given (card_id INTEGER PRIMARY KEY)');
      this.writer = new CardWriter(this.db, { staging: true });
      const byName = 'SELECT oracle_key FROM cards WHERE name = ? COLLATE NOCASE AND source = ? LIMIT 1';
      this.findStagedByName = this.db.prepare<[string, string], { oracle_key: string }>(byName);
      this.findLiveByName = live.prepare<[string, string], { oracle_key: string }>(byName);
    } catch (error) {
      this.discard();
      throw error;
    }
  }

  /**
   * A card's oracle key by its name: one already stored, else one staged earlier in this file
   * (the order a single table gives: stored cards have the lower ids).
   */
  oracleKeyByName(name: string, source: string): string | undefined {
    return (this.findLiveByName.get(name, source) ?? this.findStagedByName.get(name, source))?.oracle_key;
  }

  /**
   * Merges the staged cards into the live database, exactly as if each had been written there
   * by a CardWriter, and brings the search index up to date, all in one transaction on the live
   * connection. `beforeCommit` runs inside it. Any error rolls everything back and is thrown.
   */
  swapInto(beforeCommit?: (db: Db) => void): SwapCounts {
    const live = this.live;
    if (live.inTransaction) throw new Error('the database is busy with another change; try again');
    this.db.close();
    live.prepare(`ATTACH DATABASE ? AS ${STAGING_SCHEMA}`).run(this.file);
    try {
      live.exec('BEGIN IMMEDIATE');
      try {
        const counts = mergeStaged(live, this.writer.columns);
        beforeCommit?.(live);
        // Indexed in the same transaction: the first search is instant and a failed swap leaves
        // no index entries behind.
        new SearchIndex(live).refresh();
        live.exec('COMMIT');
        return counts;
      } catch (error) {
        // SQLite may already have rolled back by itself (a full disk, an I/O error).
        if (live.inTransaction) live.exec('ROLLBACK');
        throw error;
      }
    } finally {
      live.exec(`DETACH DATABASE ${STAGING_SCHEMA}`);
    }
  }

  /** Closes the staging connection and deletes its file; safe to call more than once. */
  discard(): void {
    if (this.discarded) return;
    this.discarded = true;
    importsRunningHere -= 1;
    if (this.db?.open) this.db.close();
    for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(this.file + suffix, { force: true });
  }
}

/** The CREATE statements of the card tables and the indexes staging needs, as the live database has them. */
function stagingSchema(live: Db): string[] {
  const rows = live
    .prepare<[], { type: string; name: string; tbl_name: string; sql: string }>(
      `SELECT type, name, tbl_name, sql FROM main.sqlite_master
       WHERE type IN ('table', 'index') AND sql IS NOT NULL ORDER BY type = 'index', rowid`,
    )
    .all();
  return rows
    .filter((row) => CARD_TABLES.includes(row.tbl_name) && (row.type === 'table' || STAGING_INDEXES.has(row.name)))
    .map((row) => row.sql);
}

function columnsOf(db: Db, table: string): string[] {
  return db
    .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}', 'main')`)
    .all()
    .map((row) => row.name);
}

/** The default-printing traits a source may give (CardWriter's updateTraits). */
const TRAIT_COLUMNS = ['digital', 'paper', 'oversized', 'promo', 'border_color', 'set_type', 'image_status'];

const count = (db: Db, sql: string): number => db.prepare<[], number>(sql).pluck().get()!;

/** The merge itself, inside the swap's transaction. Triggers on the live tables mark the search index. */
function mergeStaged(live: Db, written: WrittenColumns): SwapCounts {
  const s = STAGING_SCHEMA;
  const updated = count(live, `SELECT count(*) FROM ${s}.cards JOIN main.cards USING (oracle_key)`);
  const staged = count(live, `SELECT count(*) FROM ${s}.cards`);

  // Cards: new ones are inserted whole; stored ones get the columns a CardWriter rewrites.
  const cardColumns = columnsOf(live, 'cards').filter((column) => column !== 'id');
  live.exec(`INSERT INTO main.cards (${cardColumns.join(', ')})
    SELECT ${cardColumns.join(', ')} FROM ${s}.cards WHERE true ORDER BY id
    ON CONFLICT (oracle_key) DO UPDATE SET (${written.cards.join(', ')}, updated_at) =
      (${written.cards.map((column) => `excluded.${column}`).join(', ')}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

  live.exec(`CREATE TEMP TABLE import_card_ids (staged INTEGER PRIMARY KEY, live INTEGER NOT NULL UNIQUE)`);
  try {
    live.exec(`INSERT INTO import_card_ids (staged, live)
      SELECT staged.id, stored.id FROM ${s}.cards AS staged JOIN main.cards AS stored USING (oracle_key)`);
    const liveId = (alias: string) => `(SELECT live FROM import_card_ids WHERE staged = ${alias}.card_id)`;

    // Faces and keywords are rewritten whole, as CardWriter.upsert does.
    for (const table of ['card_faces', 'card_keywords']) {
      const rest = columnsOf(live, table).filter((column) => column !== 'card_id');
      live.exec(`DELETE FROM main.${table} WHERE card_id IN (SELECT live FROM import_card_ids)`);
      live.exec(`INSERT INTO main.${table} (card_id, ${rest.join(', ')})
        SELECT ${liveId('t')}, ${rest.join(', ')} FROM ${s}.${table} AS t`);
    }
    // Localisations merge: a stored translation keeps what the new one does not say.
    live.exec(`INSERT INTO main.card_localizations (card_id, lang, face_index, name, type_line, text)
      SELECT ${liveId('t')}, lang, face_index, name, type_line, text FROM ${s}.card_localizations AS t WHERE true
      ${LOCALIZATION_CONFLICT}`);

    // Printings are matched as CardWriter matches them: by external id, else by card, set, number and language.
    // Two counts, each by an index: a CASE in the condition compared every pair of printings
    // (a re-import of the 2019 Scryfall file spent six minutes here).
    const printingsAdded =
      count(
        live,
        `SELECT count(*) FROM ${s}.printings AS t WHERE t.external_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM main.printings AS p WHERE p.external_id = t.external_id)`,
      ) +
      count(
        live,
        `SELECT count(*) FROM ${s}.printings AS t WHERE t.external_id IS NULL AND NOT EXISTS (SELECT 1 FROM main.printings AS p
          WHERE p.external_id IS NULL AND p.card_id = ${liveId('t')} AND p.set_code = t.set_code
            AND ifnull(p.collector_number, '') = ifnull(t.collector_number, '') AND p.lang = t.lang)`,
      );
    // Printings inserted by this merge get ids above this one (INTEGER PRIMARY KEY takes max + 1).
    const lastPrintingBefore = count(live, 'SELECT ifnull(max(id), 0) FROM main.printings');
    const printingColumns = columnsOf(live, 'printings').filter((column) => column !== 'id' && column !== 'card_id');
    const update = `DO UPDATE SET (${written.printings.join(', ')}) = (${written.printings.map((column) => `excluded.${column}`).join(', ')})`;
    // One statement in staging order, so new printings get the ids writing them directly would give.
    live.exec(`INSERT INTO main.printings (card_id, ${printingColumns.join(', ')})
      SELECT ${liveId('t')}, ${printingColumns.join(', ')} FROM ${s}.printings AS t WHERE true ORDER BY t.id
      ON CONFLICT (external_id) ${update}
      ON CONFLICT (card_id, set_code, ifnull(collector_number, ''), lang) WHERE external_id IS NULL ${update}`);
    mergeParts(live, liveId);
    mergeImageData(live, liveId, lastPrintingBefore);
    return { cards: { added: staged - updated, updated }, printingsAdded };
  } finally {
    live.exec('DROP TABLE IF EXISTS temp.import_card_ids');
    live.exec('DROP TABLE IF EXISTS temp.import_printing_ids');
  }
}

/**
 * Related parts (all_parts), as CardWriter writes them: a card whose source gave parts has
 * exactly those afterwards (a re-import replaces them); the others keep what they had.
 */
function mergeParts(live: Db, liveId: (alias: string) => string): void {
  const s = STAGING_SCHEMA;
  live.exec(`DELETE FROM main.card_parts WHERE card_id IN
    (SELECT live FROM import_card_ids WHERE staged IN (SELECT card_id FROM ${s}.staged_parts_given))`);
  live.exec(`INSERT OR IGNORE INTO main.card_parts (card_id, component, name, type_line, scryfall_id)
    SELECT ${liveId('t')}, component, name, type_line, scryfall_id FROM ${s}.card_parts AS t`);
}

/**
 * The printings' image addresses and traits, as CardWriter writes them: a printing whose source
 * gave image addresses has exactly those; one whose source gave traits has those traits; the
 * rest keep what they had.
 */
function mergeImageData(live: Db, liveId: (alias: string) => string, lastPrintingBefore: number): void {
  const s = STAGING_SCHEMA;
  // Two lookups, each by an index (a CASE in the join condition would compare every pair).
  live.exec(`CREATE TEMP TABLE import_printing_ids AS
    SELECT t.id AS staged, (SELECT p.id FROM main.printings AS p WHERE p.external_id = t.external_id) AS live
    FROM ${s}.printings AS t WHERE t.external_id IS NOT NULL`);
  live.exec(`INSERT INTO temp.import_printing_ids (staged, live)
    SELECT t.id, (SELECT p.id FROM main.printings AS p WHERE p.external_id IS NULL AND p.card_id = ${liveId('t')}
      AND p.set_code = t.set_code AND ifnull(p.collector_number, '') = ifnull(t.collector_number, '') AND p.lang = t.lang)
    FROM ${s}.printings AS t WHERE t.external_id IS NULL`);
  live.exec('CREATE INDEX temp.import_printing_ids_staged ON import_printing_ids (staged)');
  // Only printings stored before this merge: a new one was inserted with all its staged columns,
  // traits included, and has no images yet (a fresh import spent 0.2 s doing both again).
  if (lastPrintingBefore > 0) rewriteStoredPrintings(live, lastPrintingBefore);
  live.exec(`INSERT INTO main.printing_images (printing_id, face_index, normal, large, png)
    SELECT m.live, i.face_index, i.normal, i.large, i.png FROM ${s}.printing_images AS i JOIN temp.import_printing_ids AS m ON m.staged = i.printing_id`);
}

/** The traits and images of printings stored before this merge, as their staged versions give them. */
function rewriteStoredPrintings(live: Db, lastPrintingBefore: number): void {
  const s = STAGING_SCHEMA;
  live.exec(`UPDATE main.printings SET (${TRAIT_COLUMNS.join(', ')}) =
      (SELECT ${TRAIT_COLUMNS.map((column) => `t.${column}`).join(', ')} FROM ${s}.printings AS t WHERE t.id = m.staged)
    FROM temp.import_printing_ids AS m
    WHERE main.printings.id = m.live AND m.live <= ${lastPrintingBefore} AND m.staged IN (SELECT printing_id FROM ${s}.staged_traits)`);
  live.exec(`DELETE FROM main.printing_images WHERE printing_id IN
    (SELECT m.live FROM temp.import_printing_ids AS m WHERE m.live <= ${lastPrintingBefore}
      AND m.staged IN (SELECT printing_id FROM ${s}.printing_images))`);
}
