// The card search service: a Scryfall-style query in, one page of results and the total out.
// Also one card with everything about it, and name completions for the search box.
import { CARD_FIELD_NAMES, FACE_FIELDS, fieldColumns, fieldsFromRow, type CardCharacteristics, type CardFace, type CardFieldName, type StoredFields } from '../../cards/model.ts';
import type Database from 'better-sqlite3';
import type { Db } from '../connection.ts';
import type { OrderField, ParsedQuery } from './ast.ts';
import { compileCondition, globContains } from './compiler.ts';
import { normalizeText, parseQuery } from './parser.ts';
import { syntaxSuggestion } from './syntax-suggestion.ts';
import { defaultPrintingOrderSql } from '../../images/default-printing.ts';
import { SearchIndex } from './search-index.ts';

export interface SearchOptions {
  /** The user's language: names and texts match in it too, and results show its names. */
  lang?: string;
  limit?: number;
  offset?: number;
}

/** One result: an oracle card shown through one of its printings (or one printing, unique:prints). */
export interface CardSearchResult extends CardCharacteristics {
  id: number;
  printing_id: number | null;
  set: string | null;
  set_name: string | null;
  collector_number: string | null;
  rarity: string | null;
  lang: string;
  /** The card's name, type line and text in the user's language, where known. */
  localized: { lang: string; name: string; type_line: string | null; text: string | null } | null;
}

export interface CardSearchResponse {
  total: number;
  offset: number;
  unique: 'cards' | 'prints';
  results: CardSearchResult[];
  /** When nothing matched and some bare words are search keywords: the query written with them as conditions ("is:playtest"). */
  suggestion: string | null;
}

export interface PrintingDetail {
  id: number;
  external_id: string | null;
  set: string;
  set_name: string | null;
  collector_number: string | null;
  rarity: string | null;
  lang: string;
  artist: string | null;
  released_at: string | null;
  flavor_text: string | null;
  printed_name: string | null;
  printed_type_line: string | null;
  printed_text: string | null;
  image_path: string | null;
}

export interface CardDetail extends CardCharacteristics {
  id: number;
  oracle_key: string;
  keywords: string[];
  source_detail: string;
  lang: string;
  localizations: { lang: string; face_index: number; name: string; type_line: string | null; text: string | null }[];
  printings: PrintingDetail[];
}

export interface NameSuggestion {
  id: number;
  name: string;
  /** The English (or own-language) name when `name` is a localised one. */
  canonical: string;
}

type Statement = Database.Statement<unknown[]>;
const STATEMENT_CACHE_SIZE = 200;

export const DEFAULT_LIMIT = 100;
/** See search(): with this many matches per wanted row, walking the order index wins. */
const WALK_INDEX_WHEN_MATCHES_PER_PAGE = 4;
export const MAX_LIMIT = 5000;

const RARITY_RANK = `CASE p.rarity WHEN 'common' THEN 0 WHEN 'uncommon' THEN 1 WHEN 'rare' THEN 2 WHEN 'special' THEN 3
  WHEN 'mythic' THEN 4 WHEN 'bonus' THEN 5 ELSE 6 END`;
/** WUBRG single colours first (their bit order), then multicolour, then colourless. */
const COLOR_RANK = 'CASE WHEN c.color_mask = 0 THEN 99 WHEN c.color_mask IN (1, 2, 4, 8, 16) THEN c.color_mask ELSE 32 + c.color_mask END';

/** Sort keys per order:, whether they read the printing, and the index that gives their order. */
const ORDER_KEYS: Record<OrderField, { sql: string; printing: boolean; descending?: boolean; index?: string }> = {
  name: { sql: 'c.name COLLATE NOCASE', printing: false, index: 'cards_name' },
  mv: { sql: 'c.cmc', printing: false, index: 'cards_cmc_name' },
  color: { sql: COLOR_RANK, printing: false },
  power: { sql: 'c.power_num IS NULL, c.power_num', printing: false },
  toughness: { sql: 'c.toughness_num IS NULL, c.toughness_num', printing: false },
  rarity: { sql: RARITY_RANK, printing: true },
  set: { sql: "p.set_code COLLATE NOCASE, CAST(p.collector_number AS INTEGER), p.collector_number", printing: true },
  released: { sql: "ifnull(p.released_at, '')", printing: true, descending: true },
};

/** Which printing stands for a card: the default printing (paper, the user's language, else English, newest regular first). */
const REPRESENTATIVE_PRINTING = `(SELECT rp.id FROM printings rp WHERE rp.card_id = c.id ORDER BY ${defaultPrintingOrderSql('rp')} LIMIT 1)`;

interface SortKey {
  expr: string;
  desc: boolean;
}

export interface BuiltSql {
  countSql: string;
  /** Every match as card_id, printing_id and its sort keys k0, k1, … */
  matchSql: string;
  /** matchSql in order, one page (LIMIT ? OFFSET ?). */
  pageSql: string;
  /** ORDER BY over the sort key columns of a query aliased so. */
  orderOver(alias: string): string;
  params: { count: unknown[]; page: unknown[] };
}

/** A result shows every card field of CARD_FIELDS (cards/model.ts); faces come separately. */
const RESULT_FIELDS = CARD_FIELD_NAMES;

interface HydratedRow extends StoredFields<CardFieldName> {
  id: number;
  printing_id: number | null;
  set_code: string | null;
  set_name: string | null;
  collector_number: string | null;
  rarity: string | null;
  printing_lang: string | null;
  card_lang: string;
  localized_name: string | null;
  localized_type_line: string | null;
  localized_text: string | null;
  faces_json: string | null;
}

interface FaceRow extends StoredFields<(typeof FACE_FIELDS)[number]> {
  card_id: number;
}

export class CardSearch {
  readonly index: SearchIndex;
  private readonly faces;
  private readonly cardById;
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: Db) {
    this.index = new SearchIndex(db);
    this.faces = db.prepare<[string], FaceRow>(`SELECT card_id, ${fieldColumns(FACE_FIELDS)} FROM card_faces WHERE card_id IN (SELECT value FROM json_each(?)) ORDER BY card_id, face_index`);
    this.cardById = db.prepare('SELECT * FROM cards WHERE id = ?');
  }

  /** Runs a query. Throws SearchSyntaxError (with what and where) for a query it cannot read. */
  search(query: string, options: SearchOptions = {}): CardSearchResponse {
    const parsed = parseQuery(query);
    this.index.refresh();
    const lang = options.lang ?? 'en';
    const limit = Math.min(Math.max(0, Math.trunc(options.limit ?? DEFAULT_LIMIT)), MAX_LIMIT);
    const offset = Math.max(0, Math.trunc(options.offset ?? 0));
    const response = (total: number, rows: HydratedRow[]): CardSearchResponse => ({
      total, offset, unique: parsed.unique, results: rows.map((row) => toResult(row, lang)),
      suggestion: total === 0 ? syntaxSuggestion(query) : null,
    });
    const sorted = this.buildSql(parsed, lang, false);
    const count = () => this.statement(sorted.countSql).pluck().get(...sorted.params.count) as number;
    const total = count();
    if (total <= offset || limit === 0) return response(total, []);

    // With many matches, walking the name (or mana value) index until a page is full beats
    // sorting them all; with few, sorting them beats testing card after card in index order.
    // SQLite cannot estimate how selective a LIKE or an FTS lookup is, but we know the total now.
    const cards = this.cardCount();
    const dense = total >= WALK_INDEX_WHEN_MATCHES_PER_PAGE * (offset + limit) || total > cards / 4;
    const built = this.buildSql(parsed, lang, dense);
    return response(total, this.statement(this.pageWithDetails(built)).all(...built.params.page, limit, offset, lang, lang) as HydratedRow[]);
  }

  private cardCount(): number {
    return this.statement('SELECT max(id) FROM cards').pluck().get() as number | null ?? 0;
  }

  /** Prepared statements by SQL text: a user scrolling or retyping repeats the same shapes. */
  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (statement) {
      this.statements.delete(sql); // re-inserted below: most recently used last
    } else {
      statement = this.db.prepare(sql);
      if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(sql, statement);
    return statement;
  }

  /**
   * The SQL a query compiles to: the count, and the page as card and printing ids plus the sort
   * keys (k0, k1, …) so the query around it can keep the order. Parameters: count, then page
   * (followed by limit and offset).
   */
  buildSql(parsed: ParsedQuery, lang: string, walkOrderIndex = true): BuiltSql {
    const condition = compileCondition(parsed.root, { lang });
    const orderField = parsed.order ?? 'name';
    const key = ORDER_KEYS[orderField];
    const descending = parsed.direction ? parsed.direction === 'desc' : key.descending === true;
    // See search(): "+" keeps SQLite from walking an index in sort order; INDEXED BY makes it
    // walk one (it would rather start from an FTS or keyword lookup and sort everything).
    const unindexed = parsed.root && !walkOrderIndex ? '+' : '';
    const cards = parsed.root && walkOrderIndex && key.index && !condition.usesPrintings ? `cards c INDEXED BY ${key.index}` : 'cards c';
    const keys: SortKey[] = [
      ...key.sql.split(/,(?![^(]*\))/).map((part) => ({ expr: `${unindexed}${part.trim()}`, desc: descending })),
      ...(orderField === 'name' ? [] : [{ expr: 'c.name COLLATE NOCASE', desc: false }]),
      { expr: 'c.id', desc: false },
    ];
    if (parsed.unique === 'prints') keys.push({ expr: "ifnull(p.released_at, '')", desc: true }, { expr: 'p.id', desc: false });
    const orderBy = keys.map((sortKey) => `${sortKey.expr}${sortKey.desc ? ' DESC' : ''}`).join(', ');
    const keyColumns = keys.map((sortKey, index) => `${sortKey.expr.replace(/^\+/, '')} AS k${index}`).join(', ');
    const orderOver = (alias: string) => keys.map((sortKey, index) => `${alias}.k${index} COLLATE NOCASE${sortKey.desc ? ' DESC' : ''}`).join(', ');
    const where = condition.sql;
    const built = (countSql: string, matchSql: string, pageParams: unknown[]): BuiltSql => ({
      countSql,
      matchSql,
      pageSql: `${matchSql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
      orderOver,
      params: { count: condition.params, page: pageParams },
    });

    if (parsed.unique === 'prints') {
      // Cards first (CROSS JOIN fixes the order) so the name index can give the order, unless
      // the conditions are about printings: then their indexes (set, language) should lead.
      const join = condition.usesPrintings ? 'JOIN' : 'CROSS JOIN';
      const from = `FROM ${cards} ${join} printings p ON p.card_id = c.id`;
      return built(
        `SELECT count(*) FROM cards c ${join} printings p ON p.card_id = c.id WHERE ${where}`,
        `SELECT c.id AS card_id, p.id AS printing_id, ${keyColumns} ${from} WHERE ${where}`,
        condition.params,
      );
    }
    if (condition.usesPrintings) {
      // A card matches when one of its printings does; that printing stands for it.
      // Conditions only on printings (set, rarity, language) need not read the cards.
      const from = condition.usesCards ? 'FROM cards c JOIN printings p ON p.card_id = c.id' : 'FROM printings p';
      return built(
        `SELECT count(DISTINCT p.card_id) ${from} WHERE ${where}`,
        `SELECT g.card_id, g.printing_id, ${keyColumns} FROM (
            SELECT p.card_id, p.id AS printing_id, max((p.lang = ?) || (p.lang = 'en') || ifnull(p.released_at, '')) AS _preferred
            ${from} WHERE ${where} GROUP BY p.card_id
          ) g JOIN cards c ON c.id = g.card_id${key.printing ? ' JOIN printings p ON p.id = g.printing_id' : ''}`,
        [lang, ...condition.params],
      );
    }
    if (key.printing) {
      return built(
        `SELECT count(*) FROM cards c WHERE ${where}`,
        `SELECT c.id AS card_id, p.id AS printing_id, ${keyColumns} FROM cards c
          LEFT JOIN printings p ON p.id = ${REPRESENTATIVE_PRINTING}
          WHERE ${where}`,
        [lang, ...condition.params],
      );
    }
    return built(
      `SELECT count(*) FROM cards c WHERE ${where}`,
      `SELECT c.id AS card_id, NULL AS printing_id, ${keyColumns} FROM ${cards} WHERE ${where}`,
      condition.params,
    );
  }

  /** One page with everything a result shows, in one statement: the page, then its details. */
  private pageWithDetails(built: BuiltSql): string {
    return withDetails(built.pageSql, built.orderOver('m'), '');
  }

  /** One card with its faces, keywords, localisations and every printing; null if unknown. */
  getCard(id: number): CardDetail | null {
    const card = this.cardById.get(id) as (StoredFields<CardFieldName> & Pick<CardDetail, 'id' | 'oracle_key' | 'source_detail' | 'lang'>) | undefined;
    if (!card) return null;
    const faces = this.faces.all(JSON.stringify([id])).map((face) => fieldsFromRow(face, FACE_FIELDS));
    const keywords = this.db.prepare('SELECT keyword FROM card_keywords WHERE card_id = ? ORDER BY keyword').pluck().all(id) as string[];
    const localizations = this.db
      .prepare('SELECT lang, face_index, name, type_line, text FROM card_localizations WHERE card_id = ? ORDER BY lang, face_index')
      .all(id) as CardDetail['localizations'];
    const printings = this.db
      .prepare(`SELECT id, external_id, set_code AS "set", set_name, collector_number, rarity, lang, artist, released_at, flavor_text,
        printed_name, printed_type_line, printed_text, image_path FROM printings WHERE card_id = ?
        ORDER BY released_at DESC, set_code, CAST(collector_number AS INTEGER), lang`)
      .all(id) as PrintingDetail[];
    return {
      id: card.id,
      oracle_key: card.oracle_key,
      ...fieldsFromRow(card, RESULT_FIELDS),
      keywords,
      source_detail: card.source_detail,
      lang: card.lang,
      faces,
      localizations,
      printings,
    };
  }

  /** Names for the search box: those starting with the text first, then those containing it. */
  suggest(text: string, options: { lang?: string; limit?: number } = {}): NameSuggestion[] {
    const prefix = text.trim();
    const limit = Math.min(Math.max(1, options.limit ?? 10), 50);
    if (prefix === '') return [];
    this.index.refresh();
    const lang = options.lang ?? 'en';
    const upper = `${prefix}\u{10FFFF}`;
    const found = new Map<string, NameSuggestion>();
    const add = (rows: NameSuggestion[]) => {
      for (const row of rows) if (found.size < limit && !found.has(row.name.toLowerCase())) found.set(row.name.toLowerCase(), row);
    };
    if (lang !== 'en') {
      add(this.db.prepare(`SELECT l.card_id AS id, l.name, c.name AS canonical FROM card_localizations l JOIN cards c ON c.id = l.card_id
        WHERE l.lang = ? AND l.name >= ? COLLATE NOCASE AND l.name < ? COLLATE NOCASE
        ORDER BY l.name COLLATE NOCASE LIMIT ?`).all(lang, prefix, upper, limit) as NameSuggestion[]);
    }
    add(this.db.prepare(`SELECT id, name, name AS canonical FROM cards WHERE name >= ? COLLATE NOCASE AND name < ? COLLATE NOCASE
      ORDER BY name COLLATE NOCASE LIMIT ?`).all(prefix, upper, limit) as NameSuggestion[]);
    if (found.size < limit) {
      const pattern = globContains(normalizeText(prefix));
      const documents = this.db.prepare(`SELECT doc_id >> 6 AS id FROM card_search_text WHERE name GLOB ? AND lang IN ('', ?) LIMIT ?`)
        .pluck().all(pattern, lang, limit * 2) as number[];
      if (documents.length > 0) {
        add(this.db.prepare(`SELECT c.id, ifnull(l.name, c.name) AS name, c.name AS canonical FROM cards c
          LEFT JOIN card_localizations l ON l.card_id = c.id AND l.lang = ? AND l.face_index = 0
          WHERE c.id IN (SELECT value FROM json_each(?)) ORDER BY c.name COLLATE NOCASE`).all(lang, JSON.stringify(documents)) as NameSuggestion[]);
      }
    }
    return [...found.values()];
  }
}

/** Wraps a page query (card_id, printing_id, k0 …) with what each result shows. */
function withDetails(pageSql: string, order: string, extraColumns: string): string {
  return `SELECT c.id, ${fieldColumns(RESULT_FIELDS, 'c')}, c.lang AS card_lang,
      p.id AS printing_id, p.set_code, p.set_name, p.collector_number, p.rarity, p.lang AS printing_lang,
      l.name AS localized_name, l.type_line AS localized_type_line, l.text AS localized_text,
      CASE WHEN c.layout IN (${SINGLE_FACED_LIST}) THEN NULL ELSE (
        SELECT json_group_array(json_object(${FACE_FIELDS.map((field) => `'${field}', f.${field}`).join(', ')}) ORDER BY f.face_index)
        FROM card_faces f WHERE f.card_id = c.id) END AS faces_json${extraColumns}
    FROM (${pageSql}) m
    JOIN cards c ON c.id = m.card_id
    LEFT JOIN printings p ON p.id = ifnull(m.printing_id, ${REPRESENTATIVE_PRINTING})
    LEFT JOIN card_localizations l ON l.card_id = c.id AND l.lang = ? AND l.face_index = 0
    ORDER BY ${order}`;
}

/** A single-faced card's one face is the card itself; only other layouts read card_faces. */
const SINGLE_FACED_LIST = ['normal', 'saga', 'leveler', 'class', 'case', 'mutate', 'prototype', 'token', 'emblem', 'planar',
  'scheme', 'vanguard', 'augment', 'host', 'battle'].map((layout) => `'${layout}'`).join(', ');

function toResult(row: HydratedRow, lang: string): CardSearchResult {
  const faces = row.faces_json
    ? (JSON.parse(row.faces_json) as FaceRow[]).map((face) => fieldsFromRow(face, FACE_FIELDS))
    : [ownFace(row)];
  return {
    id: row.id,
    printing_id: row.printing_id,
    ...fieldsFromRow(row, RESULT_FIELDS),
    set: row.set_code,
    set_name: row.set_name,
    collector_number: row.collector_number,
    rarity: row.rarity,
    lang: row.printing_lang ?? row.card_lang,
    localized: row.localized_name ? { lang, name: row.localized_name, type_line: row.localized_type_line, text: row.localized_text } : null,
    faces: faces.length > 0 ? faces : [ownFace(row)],
  };
}

function ownFace(row: HydratedRow): CardFace {
  return fieldsFromRow(row, FACE_FIELDS);
}
