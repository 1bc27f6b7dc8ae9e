// Decks as the user keeps them: named, with sections, quantities and notes. Entries keep the
// name they were added with, so a card the database does not know stays in the deck, marked
// unresolved, instead of disappearing.
import { z } from 'zod';
import type { Color } from '../cards/mana-symbols.ts';
import type { CardResolver } from '../db/card-resolver.ts';
import type { Db } from '../db/connection.ts';

import { DECK_SECTIONS, type DeckSection } from './model.ts';

export { DECK_SECTIONS, type DeckSection };

export const deckEntryInput = z.object({
  section: z.enum(DECK_SECTIONS).default('main'),
  name: z.string().trim().min(1, 'a card name').max(200),
  quantity: z.number().int().min(1).max(999),
  set_code: z.string().trim().toLowerCase().max(12).nullish(),
  collector_number: z.string().trim().max(12).nullish(),
  /** The source line of an imported decklist, for messages about it. */
  line: z.number().int().positive().optional(),
});
export type DeckEntryInput = z.input<typeof deckEntryInput>;

export const deckName = z.string().trim().min(1, 'a deck name').max(120);

export interface DeckEntry {
  id: number;
  section: DeckSection;
  name: string;
  quantity: number;
  set_code: string | null;
  collector_number: string | null;
  card_id: number | null;
  printing_id: number | null;
  /** The card's data, when the entry resolved to a card. */
  card: {
    name: string;
    mana_cost: string;
    cmc: number;
    type_line: string;
    colors: Color[];
    source: string;
    /** The rules text and P/T/loyalty: the deck view draws the card's text face from them when it has no picture (offline). */
    oracle_text: string;
    power: string | null;
    toughness: string | null;
    loyalty: string | null;
  } | null;
}

export interface DeckSummary {
  id: number;
  name: string;
  format: string | null;
  notes: string;
  main: number;
  sideboard: number;
  commander: number;
  maybeboard: number;
  unresolved: number;
  updated_at: string;
}

export interface Deck extends DeckSummary {
  entries: DeckEntry[];
}

export interface UnresolvedName {
  name: string;
  line: number | null;
}

export interface DeckWriteResult {
  deck: Deck;
  unresolved: UnresolvedName[];
}

interface EntryRow {
  id: number;
  section: DeckSection;
  name: string;
  quantity: number;
  set_code: string | null;
  collector_number: string | null;
  card_id: number | null;
  printing_id: number | null;
  card_name: string | null;
  mana_cost: string | null;
  cmc: number | null;
  type_line: string | null;
  colors: string | null;
  source: string | null;
  oracle_text: string | null;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
}

export class DeckNotFoundError extends Error {
  constructor(ref: string | number) {
    super(`No deck ${typeof ref === 'number' ? `with id ${ref}` : `named "${ref}"`}`);
    this.name = 'DeckNotFoundError';
  }
}

export class DeckService {
  constructor(
    private readonly db: Db,
    private readonly resolver: CardResolver,
  ) {}

  list(): DeckSummary[] {
    return this.db.prepare(`${SUMMARY_SELECT} GROUP BY d.id ORDER BY d.name COLLATE NOCASE`).all() as DeckSummary[];
  }

  /** A deck by id, or by name (case-insensitive). */
  get(ref: number | string): Deck {
    const id = this.idOf(ref);
    const summary = this.db.prepare(`${SUMMARY_SELECT} WHERE d.id = ? GROUP BY d.id`).get(id) as DeckSummary;
    const rows = this.db
      .prepare(
        `SELECT e.id, e.section, e.name, e.quantity, e.set_code, e.collector_number, e.card_id, e.printing_id,
                c.name AS card_name, c.mana_cost, c.cmc, c.type_line, c.colors, c.source, c.oracle_text, c.power, c.toughness, c.loyalty
         FROM deck_cards e LEFT JOIN cards c ON c.id = e.card_id
         WHERE e.deck_id = ? ORDER BY e.section, e.position`,
      )
      .all(id) as EntryRow[];
    return { ...summary, entries: rows.map(toEntry) };
  }

  create(input: { name: string; format?: string | null; notes?: string; entries?: DeckEntryInput[] }): DeckWriteResult {
    const name = deckName.parse(input.name);
    return this.db.transaction(() => {
      this.assertNameFree(name);
      const id = Number(
        this.db.prepare('INSERT INTO decks (name, format, notes) VALUES (?, ?, ?)').run(name, input.format ?? null, input.notes ?? '').lastInsertRowid,
      );
      const unresolved = this.writeEntries(id, input.entries ?? []);
      return { deck: this.get(id), unresolved };
    }).immediate();
  }

  /** Replaces every entry of the deck (the editor saves the whole list). */
  setEntries(ref: number | string, entries: DeckEntryInput[]): DeckWriteResult {
    return this.db.transaction(() => {
      const id = this.idOf(ref);
      this.db.prepare('DELETE FROM deck_cards WHERE deck_id = ?').run(id);
      const unresolved = this.writeEntries(id, entries);
      this.touch(id);
      return { deck: this.get(id), unresolved };
    }).immediate();
  }

  update(ref: number | string, changes: { name?: string; format?: string | null; notes?: string }): Deck {
    return this.db.transaction(() => {
      const id = this.idOf(ref);
      if (changes.name !== undefined) {
        const name = deckName.parse(changes.name);
        this.assertNameFree(name, id);
        this.db.prepare('UPDATE decks SET name = ? WHERE id = ?').run(name, id);
      }
      if (changes.format !== undefined) this.db.prepare('UPDATE decks SET format = ? WHERE id = ?').run(changes.format, id);
      if (changes.notes !== undefined) this.db.prepare('UPDATE decks SET notes = ? WHERE id = ?').run(changes.notes, id);
      this.touch(id);
      return this.get(id);
    }).immediate();
  }

  duplicate(ref: number | string, newName?: string): Deck {
    return this.db.transaction(() => {
      const source = this.get(ref);
      const name = newName ? deckName.parse(newName) : this.freeCopyName(source.name);
      this.assertNameFree(name);
      const id = Number(
        this.db.prepare('INSERT INTO decks (name, format, notes) VALUES (?, ?, ?)').run(name, source.format, source.notes).lastInsertRowid,
      );
      this.db
        .prepare(
          `INSERT INTO deck_cards (deck_id, section, position, card_id, printing_id, name, set_code, collector_number, quantity)
           SELECT ?, section, position, card_id, printing_id, name, set_code, collector_number, quantity FROM deck_cards WHERE deck_id = ?`,
        )
        .run(id, source.id);
      return this.get(id);
    }).immediate();
  }

  /**
   * Points one entry at another card name (the user chose a "Did you mean" suggestion for a
   * name that matched nothing). The name must match a card; the printing is kept when the
   * chosen card has one in the entry's set.
   */
  resolveEntry(ref: number | string, entryId: number, name: string): Deck {
    return this.db.transaction(() => {
      const id = this.idOf(ref);
      const entry = this.db
        .prepare('SELECT set_code, collector_number FROM deck_cards WHERE id = ? AND deck_id = ?')
        .get(entryId, id) as { set_code: string | null; collector_number: string | null } | undefined;
      if (!entry) throw new Error(`Deck ${id} has no entry with id ${entryId}`);
      const resolved = this.resolver.resolve({ name, set: entry.set_code, collectorNumber: entry.collector_number });
      if (!resolved) throw new Error(`"${name.trim()}" matches no card in the database`);
      this.db
        .prepare('UPDATE deck_cards SET card_id = ?, printing_id = ?, name = ? WHERE id = ?')
        .run(resolved.cardId, resolved.printingId, resolved.name, entryId);
      this.touch(id);
      return this.get(id);
    }).immediate();
  }

  /** `name` if no deck has it, else `name (2)`, `name (3)`, … (an imported deck never fails on its name). */
  freeName(name: string): string {
    const base = deckName.parse(name);
    for (let n = 1; ; n += 1) {
      const suffix = n === 1 ? '' : ` (${n})`;
      const candidate = `${base.slice(0, 120 - suffix.length).trimEnd()}${suffix}`;
      if (this.db.prepare('SELECT 1 FROM decks WHERE name = ? COLLATE NOCASE').get(candidate) === undefined) return candidate;
    }
  }

  /** Adds copies of a card (from search or a card's detail), to an entry of that card in that section if there is one. */
  addCard(ref: number | string, card: { cardId: number; printingId?: number | null; quantity: number; section: DeckSection }): Deck {
    return this.db.transaction(() => {
      const id = this.idOf(ref);
      const name = this.db.prepare('SELECT name FROM cards WHERE id = ?').pluck().get(card.cardId) as string | undefined;
      if (name === undefined) throw new Error(`No card with id ${card.cardId}`);
      const existing = this.db
        .prepare('SELECT id FROM deck_cards WHERE deck_id = ? AND section = ? AND card_id = ? ORDER BY position LIMIT 1')
        .pluck()
        .get(id, card.section, card.cardId) as number | undefined;
      if (existing !== undefined) {
        this.db.prepare('UPDATE deck_cards SET quantity = min(999, quantity + ?) WHERE id = ?').run(card.quantity, existing);
      } else {
        const position = this.db.prepare('SELECT ifnull(max(position), -1) + 1 FROM deck_cards WHERE deck_id = ?').pluck().get(id) as number;
        this.db
          .prepare('INSERT INTO deck_cards (deck_id, section, position, card_id, printing_id, name, quantity) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(id, card.section, position, card.cardId, card.printingId ?? null, name, card.quantity);
      }
      this.touch(id);
      return this.get(id);
    }).immediate();
  }

  delete(ref: number | string): void {
    this.db.prepare('DELETE FROM decks WHERE id = ?').run(this.idOf(ref));
  }

  private writeEntries(deckId: number, entries: DeckEntryInput[]): UnresolvedName[] {
    const insert = this.db.prepare(
      `INSERT INTO deck_cards (deck_id, section, position, card_id, printing_id, name, set_code, collector_number, quantity)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const unresolved: UnresolvedName[] = [];
    this.resolver.batch(() => entries.forEach((raw, position) => {
      const entry = deckEntryInput.parse(raw);
      const resolved = this.resolver.resolve({ name: entry.name, set: entry.set_code, collectorNumber: entry.collector_number });
      if (!resolved) unresolved.push({ name: entry.name, line: entry.line ?? null });
      insert.run(
        deckId,
        entry.section,
        position,
        resolved?.cardId ?? null,
        resolved?.printingId ?? null,
        resolved?.name ?? entry.name,
        entry.set_code ?? null,
        entry.collector_number ?? null,
        entry.quantity,
      );
    }));
    return unresolved;
  }

  private idOf(ref: number | string): number {
    const id =
      typeof ref === 'number'
        ? (this.db.prepare('SELECT id FROM decks WHERE id = ?').pluck().get(ref) as number | undefined)
        : (this.db.prepare('SELECT id FROM decks WHERE name = ? COLLATE NOCASE').pluck().get(ref.trim()) as number | undefined);
    if (id === undefined) throw new DeckNotFoundError(ref);
    return id;
  }

  private assertNameFree(name: string, exceptId?: number): void {
    const taken = this.db.prepare('SELECT id FROM decks WHERE name = ? COLLATE NOCASE').pluck().get(name) as number | undefined;
    if (taken !== undefined && taken !== exceptId) throw new Error(`A deck named "${name}" already exists`);
  }

  private freeCopyName(name: string): string {
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? `${name} (copy)` : `${name} (copy ${n})`;
      if (this.db.prepare('SELECT 1 FROM decks WHERE name = ? COLLATE NOCASE').get(candidate) === undefined) return candidate;
    }
  }

  private touch(id: number): void {
    this.db.prepare("UPDATE decks SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").run(id);
  }
}

const SUMMARY_SELECT = `
  SELECT d.id, d.name, d.format, d.notes, d.updated_at,
    ifnull(sum(CASE WHEN e.section = 'main' THEN e.quantity END), 0) AS main,
    ifnull(sum(CASE WHEN e.section = 'sideboard' THEN e.quantity END), 0) AS sideboard,
    ifnull(sum(CASE WHEN e.section = 'commander' THEN e.quantity END), 0) AS commander,
    ifnull(sum(CASE WHEN e.section = 'maybeboard' THEN e.quantity END), 0) AS maybeboard,
    count(CASE WHEN e.id IS NOT NULL AND e.card_id IS NULL THEN 1 END) AS unresolved
  FROM decks d LEFT JOIN deck_cards e ON e.deck_id = d.id`;

function toEntry(row: EntryRow): DeckEntry {
  return {
    id: row.id,
    section: row.section,
    name: row.name,
    quantity: row.quantity,
    set_code: row.set_code,
    collector_number: row.collector_number,
    card_id: row.card_id,
    printing_id: row.printing_id,
    card:
      row.card_id === null || row.card_name === null
        ? null
        : {
            name: row.card_name,
            mana_cost: row.mana_cost ?? '',
            cmc: row.cmc ?? 0,
            type_line: row.type_line ?? '',
            colors: (row.colors ?? '').split('').filter(Boolean) as Color[],
            source: row.source ?? 'import',
            oracle_text: row.oracle_text ?? '',
            power: row.power,
            toughness: row.toughness,
            loyalty: row.loyalty,
          },
  };
}
