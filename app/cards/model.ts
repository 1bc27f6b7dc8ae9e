// The card model every importer produces and the card store keeps. Pure types and helpers:
// the renderer may import this file.
import { COLORS, type Color } from './mana-symbols.ts';

/** Where a card came from: an imported data file, an official playtest card, or the user. */
export type CardSource = 'import' | 'playtest' | 'custom';

export const CARD_LAYOUTS = [
  'normal', 'split', 'flip', 'transform', 'modal_dfc', 'meld', 'adventure', 'saga', 'leveler', 'class',
  'case', 'mutate', 'prototype', 'battle', 'planar', 'scheme', 'vanguard', 'token', 'double_faced_token',
  'emblem', 'augment', 'host', 'art_series', 'reversible_card',
] as const;

/** One face of a card; a single-faced card has exactly one. */
export interface CardFace {
  name: string;
  mana_cost: string;
  type_line: string;
  oracle_text: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
  colors: Color[];
}

/** A card's name, type line and text in another language (from a localised printing). */
export interface CardLocalization {
  lang: string;
  /** 0 for the card or its first face. */
  face_index: number;
  name: string;
  type_line: string | null;
  text: string | null;
}

export interface CardPrinting {
  /** The data source's id of this printing (Scryfall id, MTGJSON uuid), when it has one. */
  external_id: string | null;
  set_code: string;
  set_name: string | null;
  collector_number: string | null;
  rarity: string | null;
  lang: string;
  artist: string | null;
  released_at: string | null;
  flavor_text: string | null;
  /** Localised text as printed, for non-English printings. */
  printed_name: string | null;
  printed_type_line: string | null;
  printed_text: string | null;
  /** A local image file (absolute, or relative to the data folder's images/). */
  image_path: string | null;
  /** Image addresses from the data source (Scryfall), one entry per face that has its own image. */
  images?: PrintingImageUris[];
  /** What choosing the default printing needs to know; left out by sources that do not say. */
  traits?: PrintingTraits;
}

/** One face's image addresses; the query string is the source's version stamp of the image. */
export interface PrintingImageUris {
  face_index: number;
  normal: string | null;
  large: string | null;
  png: string | null;
}

export interface PrintingTraits {
  digital: boolean;
  /** Printed on paper (Scryfall's games include "paper"). */
  paper: boolean;
  oversized: boolean;
  promo: boolean;
  border_color: string | null;
  set_type: string | null;
  /** Scryfall's image_status: highres_scan, lowres, placeholder, missing. */
  image_status: string | null;
}

/** What an oracle card is, whatever printing shows it: shared by the card store, search and the UI. */
export interface CardCharacteristics {
  name: string;
  layout: string;
  mana_cost: string;
  cmc: number;
  type_line: string;
  oracle_text: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
  colors: Color[];
  color_identity: Color[];
  faces: CardFace[];
  source: CardSource;
}

/** How the card store keeps a field: text, text or NULL, a number, or colour letters in WUBRG order ("WU"). */
export type CardFieldKind = 'text' | 'optional' | 'number' | 'colors';

/** The kind a field of this TypeScript type must have: the table below cannot drift from the types. */
type KindOf<T> = [T] extends [readonly Color[]] ? 'colors' : [T] extends [number] ? 'number' : null extends T ? 'optional' : 'text';

/**
 * The card model's fields, defined once: each with how it is stored. The column has the field's
 * name (in `cards`, and for face fields in `card_faces`). The store's readers (search, print, the
 * engine's card lookup, custom cards) take their SELECT lists and row mappers from here, so a new
 * field is added in one place. `satisfies` makes the compiler reject a missing, extra or mistyped field.
 */
export const CARD_FIELDS = {
  name: 'text',
  layout: 'text',
  mana_cost: 'text',
  cmc: 'number',
  type_line: 'text',
  oracle_text: 'text',
  power: 'optional',
  toughness: 'optional',
  loyalty: 'optional',
  defense: 'optional',
  colors: 'colors',
  color_identity: 'colors',
  source: 'text',
} as const satisfies { [K in Exclude<keyof CardCharacteristics, 'faces'>]-?: KindOf<CardCharacteristics[K]> };

export type CardFieldName = keyof typeof CARD_FIELDS;
/** Every card field, in the table's order. */
export const CARD_FIELD_NAMES = Object.keys(CARD_FIELDS) as CardFieldName[];

/** The fields of one face, in column order; the compiler checks it lists every CardFace field. */
export const FACE_FIELDS = ['name', 'mana_cost', 'type_line', 'oracle_text', 'power', 'toughness', 'loyalty', 'defense', 'colors'] as const satisfies readonly (keyof CardFace & CardFieldName)[];
export type FaceFieldName = (typeof FACE_FIELDS)[number];
/** Compile-time proof that FACE_FIELDS names every field of CardFace (an error here means one is missing). */
export type FaceFieldsComplete = AssertTrue<Exclude<keyof CardFace, FaceFieldName> extends never ? true : false>;
type AssertTrue<T extends true> = T;

/** These fields as a row of the card store holds them: colours as letters. */
export type StoredFields<F extends CardFieldName> = {
  [K in F]: (typeof CARD_FIELDS)[K] extends 'colors' ? string : CardCharacteristics[K];
};

/** "c.name, c.mana_cost, …": the columns of these fields, of a table alias when given. */
export function fieldColumns(fields: readonly CardFieldName[], alias?: string): string {
  return fields.map((field) => (alias ? `${alias}.${field}` : field)).join(', ');
}

/** Just these fields of a stored row, as the model has them: colour letters become colour lists. */
export function fieldsFromRow<F extends CardFieldName>(row: StoredFields<F>, fields: readonly F[]): Pick<CardCharacteristics, F> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = row[field];
    values[field] = CARD_FIELDS[field] === 'colors' ? colorList(value as string) : value;
  }
  return values as Pick<CardCharacteristics, F>;
}

/** A stored colour string ("WU") as colours, in WUBRG order. */
export function colorList(letters: string): Color[] {
  return COLORS.filter((color) => letters.includes(color));
}

/** One oracle card with its printings: what importers produce and the card store keeps. */
export interface CardRecord extends CardCharacteristics {
  /** Identity across imports: Scryfall's oracle_id where known, else a key made from the name. */
  oracle_key: string;
  /** Keyword abilities as the card's text names them, in English ("Flying", "Swampcycling"). */
  keywords: string[];
  /** Which importer or tool: 'scryfall', 'mtgjson', 'cockatrice', 'starter', 'user'. */
  source_detail: string;
  /** The language the card's own text is written in (custom cards may be German or Spanish). */
  lang: string;
  localizations: CardLocalization[];
  printings: CardPrinting[];
  /**
   * The cards this one makes or goes with (Scryfall's `all_parts`): tokens, emblems, meld
   * partners and results, combo pieces. Undefined when the source does not say (MTGJSON,
   * Cockatrice): the stored parts are kept then; an empty list says there are none.
   */
  parts?: CardPart[];
}

/** Scryfall's related-card components (`all_parts[].component`). */
export const PART_COMPONENTS = ['token', 'meld_part', 'meld_result', 'combo_piece'] as const;
export type PartComponent = (typeof PART_COMPONENTS)[number];

/** One entry of a card's `all_parts`: the related card's Scryfall id, name, role and type line. */
export interface CardPart {
  scryfall_id: string | null;
  name: string;
  component: PartComponent;
  type_line: string;
}

/** Oracle-key for cards without a data source id: stable under case and spacing changes. */
export function nameOracleKey(name: string, source: CardSource = 'import'): string {
  return `${source}:${name.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ')}`;
}
