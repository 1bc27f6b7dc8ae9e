// SearchNode tree → a parameterised SQL condition over `cards c` (and `printings p` when the
// query asks about printings: set, rarity, language). Text conditions go through the FTS5
// trigram index (`card_search`, see migration 003); the rest are plain column tests that
// SQLite's indexes serve.
import type { Comparison, IsValue, SearchNode, StatField } from './ast.ts';
import { keywordMatch } from './keywords.ts';

export interface CompiledCondition {
  sql: string;
  params: unknown[];
  /** True when the condition reads `p` (printings): the query must join them. */
  usesPrintings: boolean;
  /** True when the condition reads `c` (cards) or the search documents. */
  usesCards: boolean;
}

export interface CompileOptions {
  /** The user's language: names and texts match in it as well as in the card's own language. */
  lang: string;
}

const STAT_COLUMNS: Record<StatField, string> = {
  mv: 'c.cmc',
  power: 'c.power_num',
  toughness: 'c.toughness_num',
  loyalty: 'c.loyalty_num',
};

const TEXT_COLUMNS = { name: 'name', type: 'type_line', oracle: 'oracle', fullOracle: 'full_oracle' } as const;
type DocumentColumn = 'name' | 'type_line' | 'oracle' | 'oracle_tilde' | 'full_oracle';
/** The FTS5-indexed column that holds (a superset of) each document column's text, if any. */
const INDEXED_COLUMN: Record<DocumentColumn, 'name' | 'full_oracle' | null> = {
  name: 'name',
  type_line: null,
  oracle: 'full_oracle',
  oracle_tilde: 'full_oracle',
  full_oracle: 'full_oracle',
};

/** Logic, and the conditions on printings alone. */
const NODES_NOT_READING_CARDS = new Set<SearchNode['kind']>(['and', 'or', 'not', 'set', 'rarity', 'lang']);

/** The front face's type line: what "is:permanent" and "is:spell" look at. */
const FRONT_TYPE = "substr(c.type_line, 1, instr(c.type_line || ' // ', ' // ') - 1)";
const PERMANENT_TYPES = [
  'artifact', 'creature', 'enchantment', 'land', 'planeswalker', 'battle',
  // Custom cards may be written in German or Spanish.
  'artefakt', 'kreatur', 'verzauberung', 'schlacht', 'artefacto', 'criatura', 'encantamiento', 'tierra', 'batalla',
];
/** Layouts that are not cards one casts or plays. */
const NON_CARD_LAYOUTS = ['token', 'double_faced_token', 'emblem', 'planar', 'scheme', 'vanguard', 'art_series'];

export function compileCondition(root: SearchNode | null, options: CompileOptions): CompiledCondition {
  const compiler = new Compiler(options);
  const sql = root ? compiler.compile(root) : '1';
  return { sql, params: compiler.params, usesPrintings: compiler.usesPrintings, usesCards: compiler.usesCards };
}

/** `*`, `?` and `[` are GLOB wildcards; user text matches them literally. */
export function globContains(text: string): string {
  return `*${text.replace(/[*?[]/g, (char) => `[${char}]`)}*`;
}

class Compiler {
  readonly params: unknown[] = [];
  usesPrintings = false;
  usesCards = false;

  constructor(private readonly options: CompileOptions) {}

  private param(value: unknown): string {
    this.params.push(value);
    return '?';
  }

  private list(values: readonly unknown[]): string {
    return `(${values.map((value) => this.param(value)).join(', ')})`;
  }

  compile(node: SearchNode): string {
    if (!NODES_NOT_READING_CARDS.has(node.kind)) this.usesCards = true;
    switch (node.kind) {
      case 'and':
        return this.and(node.children);
      case 'or':
        return `(${node.children.map((child) => this.compile(child)).join(' OR ')})`;
      case 'not':
        return `NOT ${this.compile(node.child)}`;
      case 'text':
        return this.text(node.field, node.text);
      case 'exactName':
        return this.exactName(node.name);
      case 'colors': {
        const column = node.field === 'colors' ? 'c.color_mask' : 'c.identity_mask';
        // Masks are integers the parser produced, so they are written into the SQL.
        return maskComparison(column, node.op, node.mask);
      }
      case 'colorCount': {
        const column = node.field === 'colors' ? 'c.color_mask' : 'c.identity_mask';
        return `(${popcount(column)} ${sqlOperator(node.op)} ${this.param(node.count)})`;
      }
      case 'multicolor':
        return `(${popcount(node.field === 'colors' ? 'c.color_mask' : 'c.identity_mask')} >= 2)`;
      case 'mana':
        return this.mana(node.symbols, node.exact);
      case 'stat': {
        const left = STAT_COLUMNS[node.field];
        const right = typeof node.value === 'number' ? this.param(node.value) : STAT_COLUMNS[node.value];
        const test = `${left} ${sqlOperator(node.op)} ${right}`;
        // Cards without the value (no power, "*") never match, negated or not: NULL → false.
        return node.field === 'mv' && typeof node.value === 'number' ? `(${test})` : `ifnull(${test}, 0)`;
      }
      case 'parity':
        return `(c.cmc = CAST(c.cmc AS INTEGER) AND CAST(c.cmc AS INTEGER) % 2 = ${node.even ? 0 : 1})`;
      case 'keyword':
        return this.keyword(node.keyword);
      case 'is':
        return this.is(node.value);
      case 'set':
        this.usesPrintings = true;
        return `(p.set_code = ${this.param(node.code)} COLLATE NOCASE)`;
      case 'rarity':
        this.usesPrintings = true;
        return node.rarities.length === 0 ? '0' : `ifnull(p.rarity IN ${this.list(node.rarities)}, 0)`;
      case 'inCollection':
        return '(EXISTS (SELECT 1 FROM collection_entries owned WHERE owned.card_id = c.id))';
      case 'lang':
        if (node.lang === 'any') return '1';
        this.usesPrintings = true;
        return `(p.lang = ${this.param(node.lang)})`;
    }
  }

  /**
   * Short texts (under three characters) have no index to use: each is a pass over every search
   * document. In English, where a card has one document of its own, all of an "and"'s short
   * texts are tested in one pass, so twenty of them cost about what one does (issue 22, break 6).
   */
  private and(children: readonly SearchNode[]): string {
    const short = this.options.lang === 'en' ? children.filter(isShortDocumentText) : [];
    if (short.length < 2) return `(${children.map((child) => this.compile(child)).join(' AND ')})`;
    this.usesCards = true;
    const tests = short.map((child) => `${TEXT_COLUMNS[child.field]} GLOB ${this.param(globContains(child.text))}`);
    const rest = children.filter((child) => !short.includes(child as ShortText)).map((child) => this.compile(child));
    return `(${[`c.id IN (SELECT doc_id >> 6 FROM card_search_text WHERE lang = '' AND ${tests.join(' AND ')})`, ...rest].join(' AND ')})`;
  }

  /** Languages whose documents count: the card's own text ('') and the user's language. */
  private languages(): string {
    return this.options.lang === 'en' ? `lang = ''` : `lang IN ('', ${this.param(this.options.lang)})`;
  }

  private text(field: keyof typeof TEXT_COLUMNS, text: string): string {
    if (field === 'type' && /^[\x20-\x7e]*$/.test(text)) return this.typeLine(text);
    // "~" alone: the card mentions its own name; documents carry that as a flag.
    if (field === 'oracle' && text === '~') {
      return `c.id IN (SELECT doc_id >> 6 FROM card_search_text WHERE self_named = 1 AND ${this.languages()})`;
    }
    // "~" stands for the card's own name; that variant of the text has the name replaced.
    const column = field === 'oracle' && text.includes('~') ? 'oracle_tilde' : TEXT_COLUMNS[field];
    return `c.id IN (${this.documentsContaining(column, text)})`;
  }

  /**
   * Type lines are short and their words common ("creature" is on half the cards), so a test per
   * row beats any index. LIKE folds ASCII case only, hence only for ASCII text; the user's
   * language is looked up in the localised documents.
   */
  private typeLine(text: string): string {
    const own = `c.type_line LIKE ${this.param(`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`)} ESCAPE '\\'`;
    if (this.options.lang === 'en') return `(${own})`;
    return `(${own} OR c.id IN (SELECT doc_id >> 6 FROM card_search_text
      WHERE lang = ${this.param(this.options.lang)} AND type_line GLOB ${this.param(globContains(text))}))`;
  }

  /**
   * Card ids whose document column contains the text. A run of three or more characters is
   * looked up in the trigram index (on the complete text for the oracle variants), and the
   * document is checked where the index column is not the asked one; shorter texts are a scan.
   */
  private documentsContaining(column: DocumentColumn, text: string): string {
    const indexed = INDEXED_COLUMN[column];
    const longestRun = text.split('~').reduce((longest, run) => (run.length > longest.length ? run : longest), '');
    if (longestRun.length < 3 || indexed === null) {
      return `SELECT doc_id >> 6 FROM card_search_text WHERE ${column} GLOB ${this.param(globContains(text))} AND ${this.languages()}`;
    }
    const match = `card_search MATCH ${this.param(`${indexed} : "${longestRun.replace(/"/g, '""')}"`)}`;
    const exact = indexed === column && longestRun === text;
    if (exact && this.options.lang === 'en') {
      return `SELECT rowid >> 6 FROM card_search WHERE ${match} AND rowid & 63 = 0`;
    }
    const check = exact ? '' : ` AND t.${column} GLOB ${this.param(globContains(text))}`;
    // CROSS JOIN keeps the index lookup first: SQLite would otherwise rerun it per document.
    return `SELECT t.doc_id >> 6 FROM card_search CROSS JOIN card_search_text t ON t.doc_id = card_search.rowid
      WHERE ${match}${check} AND t.${this.languages()}`;
  }

  private exactName(name: string): string {
    // Each "?" takes its own parameter, in the order they appear in the SQL.
    const own = `c.name = ${this.param(name)} COLLATE NOCASE`;
    const face = `c.id IN (SELECT card_id FROM card_faces WHERE name = ${this.param(name)} COLLATE NOCASE)`;
    const localized = this.options.lang === 'en' ? '' : ` OR c.id IN (SELECT card_id FROM card_localizations
      WHERE name = ${this.param(name)} COLLATE NOCASE AND lang = ${this.param(this.options.lang)})`;
    return `(${own} OR ${face}${localized})`;
  }

  private mana(symbols: Map<string, number>, exact: boolean): string {
    const tests: string[] = [];
    let total = 0;
    for (const [symbol, count] of symbols) {
      total += count;
      const occurrences = `((length(c.mana_cost) - length(replace(c.mana_cost, ${this.param(symbol)}, ''))) / ${symbol.length})`;
      tests.push(`${occurrences} ${exact ? '=' : '>='} ${count}`);
    }
    if (exact) tests.push(`(length(c.mana_cost) - length(replace(c.mana_cost, '{', ''))) = ${total}`);
    return `(${tests.join(' AND ') || '1'})`;
  }

  private keyword(keyword: string): string {
    const match = keywordMatch(keyword);
    const inKeywords = (where: string) => `c.id IN (SELECT card_id FROM card_keywords WHERE ${where})`;
    switch (match.kind) {
      case 'exact':
        return inKeywords(`keyword = ${this.param(match.keyword)}`);
      case 'anyCycling':
        return inKeywords(`keyword GLOB '*cycling'${match.typecyclingOnly ? ` AND keyword <> 'cycling'` : ''}`);
      case 'landCycling':
        return inKeywords(`keyword IN ${this.list(match.keywords)} OR keyword GLOB '* landcycling'`);
    }
  }

  private is(value: IsValue): string {
    switch (value) {
      case 'permanent':
        return `(${PERMANENT_TYPES.map((type) => `${FRONT_TYPE} LIKE '%${type}%'`).join(' OR ')})`;
      case 'spell':
        return `(${FRONT_TYPE} NOT LIKE '%land%' AND ${FRONT_TYPE} NOT LIKE '%tierra%' AND c.layout NOT IN (${NON_CARD_LAYOUTS.map((layout) => `'${layout}'`).join(', ')}))`;
      case 'vanilla':
        return `(c.oracle_text = '' AND ${FRONT_TYPE} LIKE '%creature%' AND NOT EXISTS
          (SELECT 1 FROM card_faces f WHERE f.card_id = c.id AND f.oracle_text <> ''))`;
      case 'playtest':
      case 'custom':
        return `(c.source = '${value}')`;
      case 'mdfc':
        return `(c.layout = 'modal_dfc')`;
      case 'dfc':
        return `(c.layout IN ('transform', 'modal_dfc', 'double_faced_token'))`;
      case 'split':
      case 'transform':
      case 'flip':
      case 'meld':
      case 'adventure':
      case 'token':
        return `(c.layout = '${value}')`;
    }
  }
}

type ShortText = Extract<SearchNode, { kind: 'text' }> & { field: 'name' | 'oracle' | 'fullOracle' };

/** A text condition that documentsContaining() would answer with a scan of the documents. */
function isShortDocumentText(node: SearchNode): node is ShortText {
  return node.kind === 'text' && node.field !== 'type' && node.text.length < 3 && !node.text.includes('~');
}

/** The query's comparison operators are SQL's too ("!=" included). */
function sqlOperator(op: Comparison): string {
  return op;
}

/** Number of colour bits set in a WUBRG mask. */
function popcount(column: string): string {
  return `((${column} & 1) + ((${column} >> 1) & 1) + ((${column} >> 2) & 1) + ((${column} >> 3) & 1) + ((${column} >> 4) & 1))`;
}

/** Colours as sets: >= superset, <= subset, = same set, and so on. */
function maskComparison(column: string, op: Comparison, mask: number): string {
  const param = String(Math.trunc(mask));
  switch (op) {
    case '=':
      return `(${column} = ${param})`;
    case '!=':
      return `(${column} <> ${param})`;
    case '>=':
      return `((${column} & ${param}) = ${param})`;
    case '<=':
      return `((${column} | ${param}) = ${param})`;
    case '>':
      return `((${column} & ${param}) = ${param} AND ${column} <> ${param})`;
    case '<':
      return `((${column} | ${param}) = ${param} AND ${column} <> ${param})`;
  }
}
