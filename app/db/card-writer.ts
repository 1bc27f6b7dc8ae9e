// Writes CardRecords into the card store. Importers, starter data and the custom-card editor
// all go through here, so derived columns (colour masks, numeric P/T, localisations taken from
// localised printings) are computed in one place. Callers wrap many writes in one transaction.
import {
  CARD_FIELD_NAMES,
  CARD_FIELDS,
  FACE_FIELDS,
  type CardFace,
  type CardFieldName,
  type CardPrinting,
  type CardRecord,
  type PrintingTraits,
} from '../cards/model.ts';
import { COLORS, type Color } from '../cards/mana-symbols.ts';
import type { Db } from './connection.ts';

export type WriteOutcome = 'added' | 'updated';

export interface UpsertResult {
  card: WriteOutcome;
  cardId: number;
  printingsAdded: number;
  printingsUpdated: number;
}

export function colorMask(colors: readonly Color[]): number {
  return colors.reduce((mask, color) => mask | (1 << COLORS.indexOf(color)), 0);
}

export function colorString(colors: readonly Color[]): string {
  return COLORS.filter((color) => colors.includes(color)).join('');
}

/** "3" → 3, "1.5" → 1.5, "*" or "1+*" → null: only plain numbers compare. */
export function numericStat(value: string | null): number | null {
  if (value === null || !/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  return Number(value);
}

/** The columns a CardWriter sets when it rewrites a stored card or printing. */
export interface WrittenColumns {
  cards: readonly string[];
  printings: readonly string[];
}

/**
 * A localisation written again keeps the type line and text it had when the new one has none:
 * a printed name alone must not erase a translated rules text.
 */
export const LOCALIZATION_CONFLICT = `ON CONFLICT (card_id, lang, face_index) DO UPDATE SET
  name = excluded.name,
  type_line = coalesce(excluded.type_line, type_line),
  text = coalesce(excluded.text, text)`;

/**
 * The columns of `cards` beyond the card model's own fields (CARD_FIELDS, each stored in the column
 * of its name): the numbers and masks search sorts and filters on, computed here once, and what the
 * record says of its source and language.
 */
const DERIVED_CARD_COLUMNS = {
  power_num: (card: CardRecord) => numericStat(card.power),
  toughness_num: (card: CardRecord) => numericStat(card.toughness),
  loyalty_num: (card: CardRecord) => numericStat(card.loyalty),
  color_mask: (card: CardRecord) => colorMask(card.colors),
  identity_mask: (card: CardRecord) => colorMask(card.color_identity),
  source_detail: (card: CardRecord) => card.source_detail,
  lang: (card: CardRecord) => card.lang,
} satisfies Record<string, (card: CardRecord) => string | number | null>;

/** Every column a card's oracle data is written to: the model's fields, then the derived ones. */
const CARD_COLUMNS: readonly string[] = [...CARD_FIELD_NAMES, ...Object.keys(DERIVED_CARD_COLUMNS)];

/** A model field as the store holds it: colour lists as letters in WUBRG order. */
function storedField<F extends CardFieldName>(field: F, value: CardRecord[F]): unknown {
  return CARD_FIELDS[field] === 'colors' ? colorString(value as readonly Color[]) : value;
}

const DERIVE = Object.values(DERIVED_CARD_COLUMNS);

/**
 * The values of a record's CARD_COLUMNS, in their order: each model field, then each derived
 * column. Statements written often bind by position: a row bound by name cost a third more.
 */
function cardValues(card: CardRecord): unknown[] {
  const values: unknown[] = [];
  for (const field of CARD_FIELD_NAMES) values.push(storedField(field, card[field]));
  for (const derive of DERIVE) values.push(derive(card));
  return values;
}

/** The `card_faces` row of one face: card, index, then FACE_FIELDS (each in the column of its name). */
function faceValues(face: CardFace, cardId: number, faceIndex: number): unknown[] {
  const values: unknown[] = [cardId, faceIndex];
  for (const field of FACE_FIELDS) values.push(storedField(field, face[field]));
  return values;
}

/** The columns of a printing a CardWriter writes, card_id first; the rest are CardPrinting's fields. */
const PRINTING_COLUMNS = [
  'card_id',
  'external_id',
  'set_code',
  'set_name',
  'collector_number',
  'rarity',
  'lang',
  'artist',
  'released_at',
  'flavor_text',
  'printed_name',
  'printed_type_line',
  'printed_text',
  'image_path',
] as const satisfies readonly ('card_id' | keyof CardPrinting)[];

/** The default-printing traits, as a source gives them (PrintingTraits, in the columns of their names). */
const TRAIT_COLUMNS = ['digital', 'paper', 'oversized', 'promo', 'border_color', 'set_type', 'image_status'] as const satisfies readonly (keyof PrintingTraits)[];

function printingValues(printing: CardPrinting, cardId: number): unknown[] {
  const values: unknown[] = [cardId];
  for (let i = 1; i < PRINTING_COLUMNS.length; i += 1) values.push(printing[PRINTING_COLUMNS[i] as Exclude<(typeof PRINTING_COLUMNS)[number], 'card_id'>]);
  return values;
}

function traitValues(traits: PrintingTraits): unknown[] {
  return TRAIT_COLUMNS.map((column) => {
    const value = traits[column];
    return typeof value === 'boolean' ? (value ? 1 : 0) : value;
  });
}

const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(', ');

export interface CardWriterOptions {
  /**
   * The database is an import's staging database, which this writer alone fills and never
   * deletes from. It notes each card whose source gave its parts in `staged_parts_given` and each
   * printing whose source gave its traits in `staged_traits`, so the merge rewrites exactly
   * those; and it skips clearing the parts or images of a row it has just inserted, which can
   * have none.
   */
  staging?: boolean;
}

export class CardWriter {
  /** What an update through this writer changes: a merge of staged cards changes the same columns. */
  readonly columns: WrittenColumns;
  private readonly findCard;
  private readonly insertCard;
  private readonly updateCard;
  private readonly deleteFaces;
  private readonly insertFace;
  private readonly deleteKeywords;
  private readonly insertKeyword;
  private readonly upsertLocalization;
  private readonly findPrintingByExternalId;
  private readonly findPrintingByIdentity;
  private readonly insertPrinting;
  private readonly insertPrintingWithTraits;
  private readonly updatePrinting;
  private readonly updateTraits;
  private readonly deleteImages;
  private readonly insertImage;
  private readonly deleteParts;
  private readonly insertPart;
  private readonly notePartsGiven;
  private readonly noteTraitsGiven;
  private readonly staging: boolean;

  constructor(
    private readonly db: Db,
    options: CardWriterOptions = {},
  ) {
    this.staging = options.staging ?? false;
    this.findCard = db.prepare<[string], { id: number }>('SELECT id FROM cards WHERE oracle_key = ?');
    const cardColumns = CARD_COLUMNS.join(', ');
    const cardParams = placeholders(CARD_COLUMNS.length);
    this.insertCard = db.prepare(`INSERT INTO cards (oracle_key, ${cardColumns}) VALUES (?, ${cardParams})`);
    this.updateCard = db.prepare(`UPDATE cards SET (${cardColumns}, updated_at) = (${cardParams}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      WHERE id = ?`);
    this.deleteFaces = db.prepare('DELETE FROM card_faces WHERE card_id = ?');
    this.insertFace = db.prepare(`INSERT INTO card_faces (card_id, face_index, ${FACE_FIELDS.join(', ')})
      VALUES (?, ?, ${placeholders(FACE_FIELDS.length)})`);
    this.deleteKeywords = db.prepare('DELETE FROM card_keywords WHERE card_id = ?');
    this.insertKeyword = db.prepare('INSERT OR IGNORE INTO card_keywords (card_id, keyword) VALUES (?, ?)');
    this.upsertLocalization = db.prepare(`INSERT INTO card_localizations (card_id, lang, face_index, name, type_line, text)
      VALUES (@card_id, @lang, @face_index, @name, @type_line, @text) ${LOCALIZATION_CONFLICT}`);
    this.findPrintingByExternalId = db.prepare<[string], { id: number }>('SELECT id FROM printings WHERE external_id = ?');
    this.findPrintingByIdentity = db.prepare<[number, string, string, string], { id: number }>(`SELECT id FROM printings
      WHERE card_id = ? AND external_id IS NULL AND set_code = ? AND ifnull(collector_number, '') = ? AND lang = ?`);
    const printingColumns = PRINTING_COLUMNS.join(', ');
    const printingParams = placeholders(PRINTING_COLUMNS.length);
    this.insertPrinting = db.prepare(`INSERT INTO printings (${printingColumns}) VALUES (${printingParams})`);
    // A new printing whose source gave its traits: one statement, not an insert and an update.
    this.insertPrintingWithTraits = db.prepare(`INSERT INTO printings (${printingColumns}, ${TRAIT_COLUMNS.join(', ')})
      VALUES (${placeholders(PRINTING_COLUMNS.length + TRAIT_COLUMNS.length)})`);
    this.columns = { cards: [...CARD_COLUMNS], printings: [...PRINTING_COLUMNS] };
    this.updatePrinting = db.prepare(`UPDATE printings SET (${printingColumns}) = (${printingParams}) WHERE id = ?`);
    this.updateTraits = db.prepare(`UPDATE printings SET (${TRAIT_COLUMNS.join(', ')}) = (${placeholders(TRAIT_COLUMNS.length)}) WHERE id = ?`);
    this.deleteImages = db.prepare('DELETE FROM printing_images WHERE printing_id = ?');
    this.insertImage = db.prepare(`INSERT INTO printing_images (printing_id, face_index, normal, large, png) VALUES (?, ?, ?, ?, ?)`);
    this.deleteParts = db.prepare('DELETE FROM card_parts WHERE card_id = ?');
    // One row per component and name: printings of one card name the same token with their own set's id.
    this.insertPart = db.prepare(`INSERT OR IGNORE INTO card_parts (card_id, component, name, type_line, scryfall_id) VALUES (?, ?, ?, ?, ?)`);
    this.notePartsGiven = this.staging ? db.prepare('INSERT OR IGNORE INTO staged_parts_given (card_id) VALUES (?)') : null;
    this.noteTraitsGiven = this.staging ? db.prepare('INSERT OR IGNORE INTO staged_traits (printing_id) VALUES (?)') : null;
  }

  /** Adds the card, or replaces its oracle data and merges its printings and localisations. */
  upsert(card: CardRecord): UpsertResult {
    const values = cardValues(card);
    const existing = this.findCard.get(card.oracle_key);
    let cardId: number;
    if (existing) {
      cardId = existing.id;
      this.updateCard.run(...values, cardId);
      this.deleteFaces.run(cardId);
      this.deleteKeywords.run(cardId);
    } else {
      cardId = Number(this.insertCard.run(card.oracle_key, ...values).lastInsertRowid);
    }
    card.faces.forEach((face, faceIndex) => this.insertFace.run(...faceValues(face, cardId, faceIndex)));
    for (const keyword of card.keywords) this.insertKeyword.run(cardId, keyword.toLowerCase());
    if (card.parts !== undefined && (existing || !this.staging)) this.deleteParts.run(cardId);

    const { printingsAdded, printingsUpdated } = this.mergePrintings(cardId, card);
    return { card: existing ? 'updated' : 'added', cardId, printingsAdded, printingsUpdated };
  }

  /**
   * Adds or updates the card's printings and localisations only, leaving its oracle data as it
   * is: for an importer that already wrote this card's oracle data earlier in the same file.
   */
  mergePrintings(cardId: number, card: CardRecord): { printingsAdded: number; printingsUpdated: number } {
    this.addParts(cardId, card);
    for (const localization of card.localizations) this.upsertLocalization.run({ ...localization, card_id: cardId });
    let printingsAdded = 0;
    let printingsUpdated = 0;
    // Explicit localisations (per face, from a multi-face printing or MTGJSON's foreignData) win
    // over the joined "Front // Back" name a printing carries for the same language.
    const explicitLangs = new Set(card.localizations.map((localization) => localization.lang));
    for (const printing of card.printings) {
      if (this.writePrinting(cardId, printing) === 'added') printingsAdded += 1;
      else printingsUpdated += 1;
      if (printing.lang !== card.lang && printing.printed_name && !explicitLangs.has(printing.lang)) {
        this.upsertLocalization.run({
          card_id: cardId,
          lang: printing.lang,
          face_index: 0,
          name: printing.printed_name,
          type_line: printing.printed_type_line,
          text: printing.printed_text,
        });
      }
    }
    return { printingsAdded, printingsUpdated };
  }

  /** The card's related parts, added to those it has (upsert cleared them first when the source gave parts). */
  private addParts(cardId: number, card: CardRecord): void {
    if (card.parts === undefined) return;
    this.notePartsGiven?.run(cardId);
    for (const part of card.parts) this.insertPart.run(cardId, part.component, part.name, part.type_line, part.scryfall_id);
  }

  private writePrinting(cardId: number, printing: CardPrinting): WriteOutcome {
    const existing = printing.external_id
      ? this.findPrintingByExternalId.get(printing.external_id)
      : this.findPrintingByIdentity.get(cardId, printing.set_code, printing.collector_number ?? '', printing.lang);
    const { images, traits } = printing;
    const values = printingValues(printing, cardId);
    let printingId: number;
    if (existing) {
      printingId = existing.id;
      this.updatePrinting.run(...values, printingId);
      if (traits) this.updateTraits.run(...traitValues(traits), printingId);
    } else if (traits) {
      printingId = Number(this.insertPrintingWithTraits.run(...values, ...traitValues(traits)).lastInsertRowid);
    } else {
      printingId = Number(this.insertPrinting.run(...values).lastInsertRowid);
    }
    if (traits) this.noteTraitsGiven?.run(printingId);
    if (images) {
      if (existing || !this.staging) this.deleteImages.run(printingId);
      for (const image of images) this.insertImage.run(printingId, image.face_index, image.normal, image.large, image.png);
    }
    return existing ? 'updated' : 'added';
  }
}
