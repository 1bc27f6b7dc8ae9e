// Writes CardRecords into the card store. Importers, starter data and the custom-card editor
// all go through here, so derived columns (colour masks, numeric P/T, localisations taken from
// localised printings) are computed in one place. Callers wrap many writes in one transaction.
import { CARD_FIELD_NAMES, CARD_FIELDS, FACE_FIELDS, type CardFace, type CardFieldName, type CardPrinting, type CardRecord } from '../cards/model.ts';
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

function columnNames(list: string): string[] {
  return list.split(',').map((column) => column.trim());
}

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

/** The `cards` row of a record: each model field, then each derived column. */
function cardRow(card: CardRecord): Record<string, unknown> {
  const row: Record<string, unknown> = { oracle_key: card.oracle_key };
  for (const field of CARD_FIELD_NAMES) row[field] = storedField(field, card[field]);
  for (const [column, derive] of Object.entries(DERIVED_CARD_COLUMNS)) row[column] = derive(card);
  return row;
}

/** The `card_faces` row of one face (FACE_FIELDS, each in the column of its name). */
function faceRow(face: CardFace, cardId: number, faceIndex: number): Record<string, unknown> {
  const row: Record<string, unknown> = { card_id: cardId, face_index: faceIndex };
  for (const field of FACE_FIELDS) row[field] = storedField(field, face[field]);
  return row;
}

const params = (columns: readonly string[]): string => columns.map((column) => `@${column}`).join(', ');

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
  private readonly updatePrinting;
  private readonly updateTraits;
  private readonly deleteImages;
  private readonly insertImage;
  private readonly deleteParts;
  private readonly insertPart;
  private readonly notePartsGiven;

  /**
   * `notePartsGiven`: note in `staged_parts_given` each card whose source gave its parts (an
   * import's staging database has that table), so the merge rewrites exactly those cards' parts.
   */
  constructor(
    private readonly db: Db,
    options: { notePartsGiven?: boolean } = {},
  ) {
    this.findCard = db.prepare<[string], { id: number }>('SELECT id FROM cards WHERE oracle_key = ?');
    const cardColumns = CARD_COLUMNS.join(', ');
    const cardParams = params(CARD_COLUMNS);
    this.insertCard = db.prepare(`INSERT INTO cards (oracle_key, ${cardColumns}) VALUES (@oracle_key, ${cardParams})`);
    this.updateCard = db.prepare(`UPDATE cards SET (${cardColumns}, updated_at) = (${cardParams}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      WHERE id = @id`);
    this.deleteFaces = db.prepare('DELETE FROM card_faces WHERE card_id = ?');
    this.insertFace = db.prepare(`INSERT INTO card_faces (card_id, face_index, ${FACE_FIELDS.join(', ')})
      VALUES (@card_id, @face_index, ${params(FACE_FIELDS)})`);
    this.deleteKeywords = db.prepare('DELETE FROM card_keywords WHERE card_id = ?');
    this.insertKeyword = db.prepare('INSERT OR IGNORE INTO card_keywords (card_id, keyword) VALUES (?, ?)');
    this.upsertLocalization = db.prepare(`INSERT INTO card_localizations (card_id, lang, face_index, name, type_line, text)
      VALUES (@card_id, @lang, @face_index, @name, @type_line, @text) ${LOCALIZATION_CONFLICT}`);
    this.findPrintingByExternalId = db.prepare<[string], { id: number }>('SELECT id FROM printings WHERE external_id = ?');
    this.findPrintingByIdentity = db.prepare<[number, string, string, string], { id: number }>(`SELECT id FROM printings
      WHERE card_id = ? AND external_id IS NULL AND set_code = ? AND ifnull(collector_number, '') = ? AND lang = ?`);
    const printingColumns = `card_id, external_id, set_code, set_name, collector_number, rarity, lang, artist, released_at,
      flavor_text, printed_name, printed_type_line, printed_text, image_path`;
    const printingParams = `@card_id, @external_id, @set_code, @set_name, @collector_number, @rarity, @lang, @artist,
      @released_at, @flavor_text, @printed_name, @printed_type_line, @printed_text, @image_path`;
    this.insertPrinting = db.prepare(`INSERT INTO printings (${printingColumns}) VALUES (${printingParams})`);
    this.columns = { cards: [...CARD_COLUMNS], printings: columnNames(printingColumns) };
    this.updatePrinting = db.prepare(`UPDATE printings SET (${printingColumns}) = (${printingParams}) WHERE id = @id`);
    this.updateTraits = db.prepare(`UPDATE printings SET digital = @digital, paper = @paper, oversized = @oversized, promo = @promo,
      border_color = @border_color, set_type = @set_type, image_status = @image_status WHERE id = @id`);
    this.deleteImages = db.prepare('DELETE FROM printing_images WHERE printing_id = ?');
    this.insertImage = db.prepare(`INSERT INTO printing_images (printing_id, face_index, normal, large, png)
      VALUES (@printing_id, @face_index, @normal, @large, @png)`);
    this.deleteParts = db.prepare('DELETE FROM card_parts WHERE card_id = ?');
    // One row per component and name: printings of one card name the same token with their own set's id.
    this.insertPart = db.prepare(`INSERT OR IGNORE INTO card_parts (card_id, component, name, type_line, scryfall_id)
      VALUES (@card_id, @component, @name, @type_line, @scryfall_id)`);
    this.notePartsGiven = options.notePartsGiven ? db.prepare('INSERT OR IGNORE INTO staged_parts_given (card_id) VALUES (?)') : null;
  }

  /** Adds the card, or replaces its oracle data and merges its printings and localisations. */
  upsert(card: CardRecord): UpsertResult {
    const values = cardRow(card);
    const existing = this.findCard.get(card.oracle_key);
    let cardId: number;
    if (existing) {
      cardId = existing.id;
      this.updateCard.run({ ...values, id: cardId });
      this.deleteFaces.run(cardId);
      this.deleteKeywords.run(cardId);
    } else {
      cardId = Number(this.insertCard.run(values).lastInsertRowid);
    }
    card.faces.forEach((face, faceIndex) => this.insertFace.run(faceRow(face, cardId, faceIndex)));
    for (const keyword of card.keywords) this.insertKeyword.run(cardId, keyword.toLowerCase());
    if (card.parts !== undefined) this.deleteParts.run(cardId);

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
    for (const part of card.parts) this.insertPart.run({ ...part, card_id: cardId });
  }

  private writePrinting(cardId: number, printing: CardPrinting): WriteOutcome {
    const existing = printing.external_id
      ? this.findPrintingByExternalId.get(printing.external_id)
      : this.findPrintingByIdentity.get(cardId, printing.set_code, printing.collector_number ?? '', printing.lang);
    const { images, traits, ...columns } = printing;
    const values = { ...columns, card_id: cardId };
    let printingId: number;
    if (existing) {
      printingId = existing.id;
      this.updatePrinting.run({ ...values, id: printingId });
    } else {
      printingId = Number(this.insertPrinting.run(values).lastInsertRowid);
    }
    this.writeImageData(printingId, images, traits);
    return existing ? 'updated' : 'added';
  }

  /** The image addresses and default-printing traits, when the source gave them. */
  private writeImageData(printingId: number, images: CardPrinting['images'], traits: CardPrinting['traits']): void {
    if (traits) {
      const flag = (value: boolean) => (value ? 1 : 0);
      this.updateTraits.run({
        ...traits,
        digital: flag(traits.digital),
        paper: flag(traits.paper),
        oversized: flag(traits.oversized),
        promo: flag(traits.promo),
        id: printingId,
      });
    }
    if (images) {
      this.deleteImages.run(printingId);
      for (const image of images) this.insertImage.run({ ...image, printing_id: printingId });
    }
  }
}
