// The parsed form of a search query. Every value is already checked and normalised by the
// parser, so the compiler only translates.

export type Comparison = '=' | '!=' | '<' | '>' | '<=' | '>=';

/** Which text a text condition looks at. */
export type TextField = 'name' | 'type' | 'oracle' | 'fullOracle';

export type StatField = 'mv' | 'power' | 'toughness' | 'loyalty';

export type IsValue =
  | 'permanent' | 'spell' | 'playtest' | 'custom' | 'split' | 'transform' | 'mdfc' | 'vanilla'
  | 'flip' | 'meld' | 'adventure' | 'dfc' | 'token';

export type OrderField = 'name' | 'mv' | 'color' | 'rarity' | 'set' | 'power' | 'toughness' | 'released';

export type SearchNode =
  | { kind: 'and'; children: SearchNode[] }
  | { kind: 'or'; children: SearchNode[] }
  | { kind: 'not'; child: SearchNode }
  /** Substring of the field, lower-cased. */
  | { kind: 'text'; field: TextField; text: string }
  | { kind: 'exactName'; name: string }
  /** Colour (c:) or colour identity (id:) compared as sets of WUBRG bits. */
  | { kind: 'colors'; field: 'colors' | 'identity'; op: Comparison; mask: number }
  | { kind: 'colorCount'; field: 'colors' | 'identity'; op: Comparison; count: number }
  | { kind: 'multicolor'; field: 'colors' | 'identity' }
  /** Mana symbols ("{W}", "{2}", "{W/U}") with how often each must appear; exact: no others. */
  | { kind: 'mana'; symbols: Map<string, number>; exact: boolean }
  | { kind: 'stat'; field: StatField; op: Comparison; value: number | StatField }
  | { kind: 'parity'; even: boolean }
  | { kind: 'keyword'; keyword: string }
  | { kind: 'is'; value: IsValue }
  | { kind: 'set'; code: string }
  /** Rarities as their rank (see RARITIES), already expanded from the comparison. */
  | { kind: 'rarity'; rarities: string[] }
  | { kind: 'lang'; lang: string }
  /** in:collection — the user owns at least one copy. */
  | { kind: 'inCollection' };

export interface ParsedQuery {
  /** null for an empty query: everything matches. */
  root: SearchNode | null;
  order: OrderField | null;
  direction: 'asc' | 'desc' | null;
  unique: 'cards' | 'prints';
}

/** Scryfall's rarity order. */
export const RARITIES = ['common', 'uncommon', 'rare', 'special', 'mythic', 'bonus'] as const;
