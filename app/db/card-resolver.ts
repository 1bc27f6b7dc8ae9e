// Finds the card a name in a decklist or collection file means: the exact name, a face of a
// multi-face card ("Fire" for "Fire // Ice"), a localised name ("Blitzschlag"), then the same
// ignoring case, accents and punctuation (normaliseCardName). A set code and collector number
// pick the printing. Names that match nothing get near-miss suggestions.
import { cardNameKeys, normaliseCardName } from '../collection/formats/card-names.ts';
import { NameSuggester } from '../collection/formats/name-suggester.ts';
import type { Db } from './connection.ts';

export interface NameQuery {
  name: string;
  set?: string | null;
  collectorNumber?: string | null;
}

/**
 * How many distinct unknown names of one list get "did you mean" suggestions. Each costs a
 * fuzzy search; a pasted list of thousands of made-up names must not cost thousands. The
 * user fixes a list from the top, and the rest get theirs once those are fixed.
 */
export const MAX_SUGGESTED_NAMES = 30;
/** No card name is longer; a longer "name" is cut before the fuzzy search (its cost grows with the length). */
const MAX_NAME_CHARS = 200;

export interface ResolvedCard {
  cardId: number;
  printingId: number | null;
  /** The card's oracle name, which may differ from the name asked for. */
  name: string;
}

export class CardResolver {
  private looseIndex: Map<string, number> | null = null;
  private suggester: NameSuggester | null = null;
  private indexVersion = '';
  /** Inside batch(): the loose index is not re-checked for every name. */
  private batching = false;
  private readonly byName;
  private readonly byFace;
  private readonly byLocalizedName;
  private readonly cardName;
  private readonly printingBySet;
  private readonly printingBySetAndNumber;

  constructor(private readonly db: Db) {
    // Real cards win over custom ones of the same name; then the older card (lower id).
    const order = "ORDER BY (c.source = 'custom'), c.id LIMIT 1";
    this.byName = db.prepare<[string], { id: number; name: string }>(`SELECT c.id, c.name FROM cards c WHERE c.name = ? COLLATE NOCASE ${order}`);
    this.byFace = db.prepare<[string], { id: number; name: string }>(
      `SELECT c.id, c.name FROM card_faces f JOIN cards c ON c.id = f.card_id WHERE f.name = ? COLLATE NOCASE ${order}`,
    );
    this.byLocalizedName = db.prepare<[string], { id: number; name: string }>(
      `SELECT c.id, c.name FROM card_localizations l JOIN cards c ON c.id = l.card_id WHERE l.name = ? COLLATE NOCASE ${order}`,
    );
    this.cardName = db.prepare<[number], string>('SELECT name FROM cards WHERE id = ?').pluck();
    this.printingBySet = db.prepare<[number, string], number>(
      "SELECT id FROM printings WHERE card_id = ? AND set_code = ? COLLATE NOCASE ORDER BY lang = 'en' DESC, released_at DESC LIMIT 1",
    ).pluck();
    this.printingBySetAndNumber = db.prepare<[number, string, string], number>(
      "SELECT id FROM printings WHERE card_id = ? AND set_code = ? COLLATE NOCASE AND collector_number = ? ORDER BY lang = 'en' DESC LIMIT 1",
    ).pluck();
  }

  resolve(query: NameQuery): ResolvedCard | null {
    const name = query.name.trim();
    if (!name) return null;
    const card =
      this.byName.get(name) ??
      this.byFace.get(name) ??
      this.byName.get(name.replace(/\s*\/\/?\s*/g, ' // ')) ??
      this.byLocalizedName.get(name) ??
      this.byLoose(name);
    if (!card) return null;
    return { cardId: card.id, name: card.name, printingId: this.printing(card.id, query) };
  }

  private printing(cardId: number, query: NameQuery): number | null {
    if (!query.set) return null;
    const exact = query.collectorNumber ? this.printingBySetAndNumber.get(cardId, query.set, query.collectorNumber) : undefined;
    return exact ?? this.printingBySet.get(cardId, query.set) ?? null;
  }

  private byLoose(name: string): { id: number; name: string } | undefined {
    const id = this.loose().get(normaliseCardName(name));
    return id === undefined ? undefined : { id, name: this.cardName.get(id)! };
  }

  /** Every name, face name and localised name by its loose form; rebuilt when cards change. */
  private loose(): Map<string, number> {
    if (this.batching && this.looseIndex) return this.looseIndex;
    const version = this.db
      .prepare("SELECT (SELECT count(*) || ':' || ifnull(max(updated_at), '') FROM cards) || ':' || (SELECT count(*) FROM card_localizations)")
      .pluck()
      .get() as string;
    if (this.looseIndex && version === this.indexVersion) return this.looseIndex;
    this.suggester = null;
    const index = new Map<string, number>();
    const rows = this.db
      .prepare(
        `SELECT name, id FROM cards WHERE source != 'custom'
         UNION ALL SELECT f.name, f.card_id FROM card_faces f
         UNION ALL SELECT l.name, l.card_id FROM card_localizations l
         UNION ALL SELECT name, id FROM cards WHERE source = 'custom'`,
      )
      .raw()
      .all() as [string, number][];
    for (const [cardName, id] of rows) {
      for (const key of cardNameKeys(cardName)) if (!index.has(key)) index.set(key, id);
    }
    this.looseIndex = index;
    this.indexVersion = version;
    return index;
  }

  /**
   * Runs `work` (many resolve() calls, no card writes) checking once whether the cards changed,
   * instead of once per name that needs the loose index: a collection import resolves
   * thousands of names, and the check reads the whole card table.
   */
  batch<T>(work: () => T): T {
    this.loose();
    this.batching = true;
    try {
      return work();
    } finally {
      this.batching = false;
    }
  }

  /** "Did you mean …": known names (English or localised) closest to one that matched nothing. */
  suggest(name: string, limit = 3): string[] {
    this.loose();
    this.suggester ??= new NameSuggester(this.namesByPrintings());
    return this.suggester.suggest(name.slice(0, MAX_NAME_CHARS), { limit }).map((suggestion) => suggestion.name);
  }

  /**
   * Suggestions for the unknown names of one list, by name: the first MAX_SUGGESTED_NAMES
   * distinct names get them, the others an empty list (see MAX_SUGGESTED_NAMES).
   */
  suggestions(names: Iterable<string>, limit = 3): Map<string, string[]> {
    const result = new Map<string, string[]>();
    for (const name of names) {
      if (result.has(name)) continue;
      result.set(name, result.size < MAX_SUGGESTED_NAMES ? this.suggest(name, limit) : []);
    }
    return result;
  }

  /**
   * Every name a card is known by (oracle, face, localised) with how many printings its card
   * has: how often a card was printed ranks "Lightning Bolt" above "Lightning Blow" for
   * "Lightning Blot", which is as close to either.
   */
  private namesByPrintings(): Map<string, number> {
    const rows = this.db
      .prepare(
        `WITH counts AS (SELECT c.id, c.name, (SELECT count(*) FROM printings p WHERE p.card_id = c.id) AS printings FROM cards c)
         SELECT name, printings FROM counts
         UNION ALL SELECT f.name, counts.printings FROM card_faces f JOIN counts ON counts.id = f.card_id
         UNION ALL SELECT l.name, counts.printings FROM card_localizations l JOIN counts ON counts.id = l.card_id`,
      )
      .raw()
      .all() as [string, number][];
    const names = new Map<string, number>();
    for (const [name, printings] of rows) names.set(name, Math.max(printings, names.get(name) ?? 0));
    return names;
  }
}
