// What the user owns: one entry per printing (or per card where the printing is unknown),
// finish, condition and language. Entries that match no card are kept, marked unresolved,
// for the user to review.
import { z } from 'zod';
import type { CardResolver, ResolvedCard } from '../db/card-resolver.ts';
import type { Db } from '../db/connection.ts';
import { CONDITIONS, FINISHES, type Condition, type Finish } from './model.ts';

export { CONDITIONS, FINISHES, type Condition, type Finish };

const entryFields = {
  quantity: z.number().int().min(1).max(100_000),
  finish: z.enum(FINISHES),
  condition: z.enum(CONDITIONS),
  lang: z.string().trim().min(2).max(5),
  tags: z.array(z.string().trim().min(1).max(60)).max(50),
  purchase_price: z.number().min(0).max(1_000_000).nullable(),
  notes: z.string().max(2000),
};

export const collectionEntryInput = z.object({
  /** A card by id, or by name (resolved like a decklist name). */
  card_id: z.number().int().positive().optional(),
  printing_id: z.number().int().positive().nullish(),
  name: z.string().trim().min(1).max(200).optional(),
  set_code: z.string().trim().toLowerCase().max(12).nullish(),
  collector_number: z.string().trim().max(12).nullish(),
  quantity: entryFields.quantity.default(1),
  finish: entryFields.finish.default('nonfoil'),
  condition: entryFields.condition.default('near_mint'),
  lang: entryFields.lang.default('en'),
  tags: entryFields.tags.default([]),
  purchase_price: entryFields.purchase_price.default(null),
  notes: entryFields.notes.default(''),
  source_line: z.number().int().positive().nullish(),
});
export type CollectionEntryInput = z.input<typeof collectionEntryInput>;

/** The fields a bulk edit may set on a selection of entries. */
export const collectionPatch = z
  .object({
    quantity: entryFields.quantity,
    finish: entryFields.finish,
    condition: entryFields.condition,
    lang: entryFields.lang,
    tags: entryFields.tags,
    purchase_price: entryFields.purchase_price,
    notes: entryFields.notes,
  })
  .partial()
  .strict();
export type CollectionPatch = z.infer<typeof collectionPatch>;

export interface CollectionEntry {
  id: number;
  card_id: number | null;
  printing_id: number | null;
  name: string;
  set_code: string | null;
  collector_number: string | null;
  quantity: number;
  finish: Finish;
  condition: Condition;
  lang: string;
  tags: string[];
  purchase_price: number | null;
  notes: string;
  source_line: number | null;
  /** The card's data where the entry resolved. */
  mana_cost: string | null;
  type_line: string | null;
  rarity: string | null;
}

export interface CollectionTotals {
  /** All copies. */
  cards: number;
  /** Distinct oracle cards. */
  unique: number;
  /** Sum of purchase price × quantity over the entries that have a price. */
  value: number;
  priced: number;
  unresolved: number;
}

/** An imported row, checked and resolved, ready to write. */
export type PreparedImportRow = Omit<z.output<typeof collectionEntryInput>, 'card_id' | 'printing_id' | 'name' | 'set_code' | 'collector_number'> & {
  card_id: number | null;
  printing_id: number | null;
  name: string;
  set_code: string | null;
  collector_number: string | null;
};

export interface CollectionImportCounts {
  /** New entries. */
  added: number;
  /** Rows added to the quantity of an identical entry. */
  merged: number;
  /** Indexes of the rows that match no card (kept as unresolved entries). */
  unresolvedRows: number[];
}

interface EntryRow extends Omit<CollectionEntry, 'tags'> {
  tags: string;
}

export class CollectionService {
  constructor(
    private readonly db: Db,
    private readonly resolver: CardResolver,
  ) {}

  list(options: { nameContains?: string; unresolvedOnly?: boolean; limit?: number; offset?: number } = {}): { total: number; entries: CollectionEntry[] } {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (options.nameContains) {
      where.push("e.name LIKE ? ESCAPE '\\'");
      params.push(`%${options.nameContains.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
    }
    if (options.unresolvedOnly) where.push('e.card_id IS NULL');
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const total = this.db.prepare(`SELECT count(*) FROM collection_entries e ${clause}`).pluck().get(...params) as number;
    const rows = this.db
      .prepare(
        `SELECT e.*, c.mana_cost, c.type_line, p.rarity FROM collection_entries e
         LEFT JOIN cards c ON c.id = e.card_id LEFT JOIN printings p ON p.id = e.printing_id
         ${clause} ORDER BY e.name COLLATE NOCASE, e.set_code, e.id LIMIT ? OFFSET ?`,
      )
      .all(...params, options.limit ?? 500, options.offset ?? 0) as EntryRow[];
    return { total, entries: rows.map(toEntry) };
  }

  /** Adds an entry, or adds to the quantity of an identical one (same printing, finish, condition, language). */
  add(raw: CollectionEntryInput): CollectionEntry {
    const input = collectionEntryInput.parse(raw);
    return this.db.transaction(() => this.insertOrMerge(input)).immediate();
  }

  /** Adds many entries in one transaction; rows that match no card are kept and returned. */
  addMany(rows: CollectionEntryInput[]): { added: number; unresolved: CollectionEntry[] } {
    return this.db.transaction(() => {
      const unresolved: CollectionEntry[] = [];
      for (const raw of rows) {
        const entry = this.insertOrMerge(collectionEntryInput.parse(raw));
        if (entry.card_id === null) unresolved.push(entry);
      }
      return { added: rows.length, unresolved };
    }).immediate();
  }

  /**
   * Checks one imported row and finds its card (read-only, so an import can do this in
   * batches between which the UI stays responsive). A row that fails validation throws an
   * error naming its line.
   */
  prepareImportRow(raw: CollectionEntryInput, index: number, known?: ResolvedCard | null): PreparedImportRow {
    const parsed = collectionEntryInput.safeParse(raw);
    if (!parsed.success) {
      const where = raw.source_line ? `line ${raw.source_line}` : `row ${index + 1}`;
      const issue = parsed.error.issues[0];
      throw new Error(`${where}: ${issue?.path.join('.') || 'row'}: ${issue?.message ?? 'invalid'}`);
    }
    const input = parsed.data;
    const resolved =
      known !== undefined || input.card_id ? (known ?? null) : this.resolver.resolve({ name: input.name ?? '', set: input.set_code, collectorNumber: input.collector_number });
    return {
      ...input,
      card_id: input.card_id ?? resolved?.cardId ?? null,
      printing_id: input.printing_id ?? resolved?.printingId ?? null,
      name: resolved?.name ?? input.name ?? '',
      set_code: input.set_code ?? null,
      collector_number: input.collector_number ?? null,
    };
  }

  /** Every entry, in a stable order, for an export (no paging). */
  all(): CollectionEntry[] {
    const rows = this.db
      .prepare(
        `SELECT e.*, c.mana_cost, c.type_line, p.rarity FROM collection_entries e
         LEFT JOIN cards c ON c.id = e.card_id LEFT JOIN printings p ON p.id = e.printing_id
         ORDER BY e.name COLLATE NOCASE, e.set_code, e.collector_number, e.id`,
      )
      .all() as EntryRow[];
    return rows.map(toEntry);
  }

  update(ids: number[], raw: CollectionPatch): number {
    const patch = collectionPatch.parse(raw);
    const columns = Object.keys(patch) as (keyof CollectionPatch)[];
    if (columns.length === 0 || ids.length === 0) return 0;
    const assignments = columns.map((column) => `${column} = @${column}`).join(', ');
    const values = Object.fromEntries(columns.map((column) => [column, column === 'tags' ? JSON.stringify(patch.tags) : patch[column]]));
    const statement = this.db.prepare(
      `UPDATE collection_entries SET ${assignments}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = @id`,
    );
    return this.db.transaction(() => ids.reduce((changed, id) => changed + statement.run({ ...values, id }).changes, 0)).immediate();
  }

  remove(ids: number[]): number {
    const statement = this.db.prepare('DELETE FROM collection_entries WHERE id = ?');
    return this.db.transaction(() => ids.reduce((removed, id) => removed + statement.run(id).changes, 0)).immediate();
  }

  /** Removes everything (an import in "replace" mode does this inside its own transaction). */
  clear(): void {
    this.db.prepare('DELETE FROM collection_entries').run();
  }

  totals(): CollectionTotals {
    return this.db
      .prepare(
        `SELECT ifnull(sum(quantity), 0) AS cards,
                count(DISTINCT card_id) AS "unique",
                ifnull(sum(quantity * purchase_price), 0) AS value,
                count(purchase_price) AS priced,
                count(*) - count(card_id) AS unresolved
         FROM collection_entries`,
      )
      .get() as CollectionTotals;
  }

  /** How many copies of each card the user owns, over all printings and finishes. */
  ownedCounts(cardIds: readonly number[]): Map<number, number> {
    const owned = new Map<number, number>();
    const statement = this.db.prepare('SELECT ifnull(sum(quantity), 0) FROM collection_entries WHERE card_id = ?').pluck();
    for (const id of new Set(cardIds)) owned.set(id, statement.get(id) as number);
    return owned;
  }

  private insertOrMerge(input: z.output<typeof collectionEntryInput>): CollectionEntry {
    let cardId = input.card_id ?? null;
    let printingId = input.printing_id ?? null;
    let name = input.name ?? null;
    if (cardId !== null) {
      name ??= this.db.prepare('SELECT name FROM cards WHERE id = ?').pluck().get(cardId) as string | null;
      if (name === null || name === undefined) throw new Error(`No card with id ${cardId}`);
    } else if (name !== null) {
      const resolved = this.resolver.resolve({ name, set: input.set_code, collectorNumber: input.collector_number });
      if (resolved) {
        cardId = resolved.cardId;
        printingId ??= resolved.printingId;
        name = resolved.name;
      }
    } else {
      throw new Error('A collection entry needs a card id or a card name');
    }
    const same = this.db
      .prepare(
        `SELECT id FROM collection_entries WHERE card_id IS ? AND printing_id IS ? AND name = ? AND finish = ? AND condition = ? AND lang = ?
           AND ifnull(set_code, '') = ifnull(?, '') AND ifnull(collector_number, '') = ifnull(?, '')`,
      )
      .pluck()
      .get(cardId, printingId, name, input.finish, input.condition, input.lang, input.set_code ?? null, input.collector_number ?? null) as number | undefined;
    if (same !== undefined) {
      this.db
        .prepare("UPDATE collection_entries SET quantity = quantity + ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
        .run(input.quantity, same);
      return this.get(same);
    }
    const id = this.db
      .prepare(
        `INSERT INTO collection_entries (card_id, printing_id, name, set_code, collector_number, quantity, finish, condition, lang, tags, purchase_price, notes, source_line)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        cardId,
        printingId,
        name,
        input.set_code ?? null,
        input.collector_number ?? null,
        input.quantity,
        input.finish,
        input.condition,
        input.lang,
        JSON.stringify(input.tags),
        input.purchase_price,
        input.notes,
        input.source_line ?? null,
      ).lastInsertRowid;
    return this.get(Number(id));
  }

  private get(id: number): CollectionEntry {
    const row = this.db
      .prepare(
        `SELECT e.*, c.mana_cost, c.type_line, p.rarity FROM collection_entries e
         LEFT JOIN cards c ON c.id = e.card_id LEFT JOIN printings p ON p.id = e.printing_id WHERE e.id = ?`,
      )
      .get(id) as EntryRow;
    return toEntry(row);
  }
}

function toEntry(row: EntryRow): CollectionEntry {
  const { created_at: _created, updated_at: _updated, ...rest } = row as EntryRow & { created_at?: string; updated_at?: string };
  return { ...rest, tags: JSON.parse(row.tags) as string[] };
}
