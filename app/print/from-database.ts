// Cards in the card database become PrintCards: the card and its faces, the chosen printing (set,
// collector number, artist, rarity, language, local image) and, when a print language is asked
// for, the card's localised name, type line and rules text. Every queued line either becomes a
// PrintItem or is reported with suggestions; nothing is dropped silently.
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { FACE_FIELDS, fieldColumns, fieldsFromRow, type StoredFields } from '../cards/model.ts';
import type { Db } from '../db/connection.ts';
import type { CardResolver } from '../db/card-resolver.ts';
import { CANDIDATE_COLUMNS, rankPrintings, type PrintingCandidate } from '../images/default-printing.ts';
import { bleedOf, imageInfo, MIN_PRINT_DPI, printDpi } from '../images/image-info.ts';
import type { CardImageService, FaceImage } from '../images/image-service.ts';
import { printCardSchema, type PrintCard, type PrintCardInput, type PrintFace, type PrintItem } from './print-card.ts';

/** One line to print: a card id (and printing) when known, else a name to look up. */
export interface PrintRequest {
  name: string;
  quantity: number;
  card_id: number | null;
  printing_id: number | null;
}

export interface UnresolvedPrintCard {
  name: string;
  quantity: number;
  reason: string;
  suggestions: string[];
}

export interface DatabasePrintCards {
  items: PrintItem[];
  unresolved: UnresolvedPrintCard[];
  /** Things that print, but not as well as they could (a missing image file). */
  warnings: { card: string; message: string }[];
}

export interface FromDatabaseOptions {
  /** The print language; localised text is used where the database has it. */
  language: string;
  /** The data folder's images/: relative image paths of printings are under it. */
  imagesFolder: string;
  /** Fetched and imported images; without it only a printing's own image_path is used. */
  images?: CardImageService;
  /** Draw every card from its text, whatever images there are. */
  textOnly?: boolean;
}

/** A card prints from its face fields (FACE_FIELDS in cards/model.ts) plus its layout and source. */
const CARD_PRINT_FIELDS = [...FACE_FIELDS, 'layout', 'source'] as const;

interface CardRow extends StoredFields<(typeof CARD_PRINT_FIELDS)[number]> {
  id: number;
  lang: string;
}

interface FaceRow extends StoredFields<(typeof FACE_FIELDS)[number]> {
  face_index: number;
}

interface PrintingRow extends PrintingCandidate {
  card_id: number;
  collector_number: string | null;
  rarity: string | null;
  artist: string | null;
  flavor_text: string | null;
  printed_name: string | null;
  printed_type_line: string | null;
  printed_text: string | null;
  image_path: string | null;
}

interface LocalizationRow {
  face_index: number;
  name: string;
  type_line: string | null;
  text: string | null;
}

const RARITIES = new Set(['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus']);
const PRINTING_COLUMNS = `${CANDIDATE_COLUMNS}, card_id, collector_number, rarity, artist, flavor_text, printed_name,
  printed_type_line, printed_text, image_path`;

/** Reads cards from the database as PrintCards; one instance prepares its statements once. */
export class DatabasePrintCardReader {
  private readonly card;
  private readonly faces;
  private readonly printing;
  private readonly printings;
  private readonly localizations;

  constructor(
    db: Db,
    private readonly resolver: CardResolver,
  ) {
    this.card = db.prepare<[number], CardRow>(
      `SELECT id, ${fieldColumns(CARD_PRINT_FIELDS)}, lang FROM cards WHERE id = ?`,
    );
    this.faces = db.prepare<[number], FaceRow>(
      `SELECT face_index, ${fieldColumns(FACE_FIELDS)} FROM card_faces WHERE card_id = ? ORDER BY face_index`,
    );
    this.printing = db.prepare<[number], PrintingRow>(`SELECT ${PRINTING_COLUMNS} FROM printings WHERE id = ?`);
    this.printings = db.prepare<[number], PrintingRow>(`SELECT ${PRINTING_COLUMNS} FROM printings WHERE card_id = ?`);
    this.localizations = db.prepare<[number, string], LocalizationRow>(
      'SELECT face_index, name, type_line, text FROM card_localizations WHERE card_id = ? AND lang = ? ORDER BY face_index',
    );
  }

  /** Every request as a PrintItem, or reported as unresolved with suggestions. */
  read(requests: readonly PrintRequest[], options: FromDatabaseOptions): DatabasePrintCards {
    const result: DatabasePrintCards = { items: [], unresolved: [], warnings: [] };
    this.resolver.batch(() => this.readEach(requests, options, result));
    const suggestions = this.resolver.suggestions(result.unresolved.map((card) => card.name));
    for (const card of result.unresolved) card.suggestions = suggestions.get(card.name) ?? [];
    return result;
  }

  private readEach(requests: readonly PrintRequest[], options: FromDatabaseOptions, result: DatabasePrintCards): void {
    for (const request of requests) {
      if (request.quantity < 1) continue;
      let cardId = request.card_id;
      let printingId = request.printing_id;
      if (cardId === null) {
        const resolved = this.resolver.resolve({ name: request.name });
        cardId = resolved?.cardId ?? null;
        printingId = resolved?.printingId ?? null;
      }
      const card = cardId === null ? undefined : this.card.get(cardId);
      if (!card) {
        result.unresolved.push({
          name: request.name,
          quantity: request.quantity,
          reason: cardId === null ? 'no card of that name in the card database' : `card ${cardId} is no longer in the card database`,
          suggestions: [],
        });
        continue;
      }
      const printCard = this.printCard(card, printingId, options, result.warnings);
      result.items.push({ card: printCard, quantity: request.quantity });
    }
  }

  private printCard(card: CardRow, printingId: number | null, options: FromDatabaseOptions, warnings: DatabasePrintCards['warnings']): PrintCard {
    const printing = this.choosePrinting(card, printingId, options.language);
    const faceRows = this.faces.all(card.id);
    // The localised words: from card_localizations, else from a printing in that language.
    const wantsLocal = options.language !== card.lang;
    const localized = wantsLocal ? this.localizations.all(card.id, options.language) : [];
    const localizedPrinting = printing && printing.lang === options.language && wantsLocal ? printing : null;
    const localFor = (faceIndex: number): Partial<Pick<PrintFace, 'printedName' | 'printedTypeLine' | 'printedText'>> => {
      const row = localized.find((entry) => entry.face_index === faceIndex);
      if (row) return definedOnly({ printedName: row.name, printedTypeLine: row.type_line, printedText: row.text });
      // A printing's printed_* fields hold the whole card ("Front // Back"): only for one-face cards.
      if (localizedPrinting && faceRows.length <= 1) {
        return definedOnly({
          printedName: localizedPrinting.printed_name,
          printedTypeLine: localizedPrinting.printed_type_line,
          printedText: localizedPrinting.printed_text,
        });
      }
      return {};
    };
    const hasLocal = localized.length > 0 || Object.keys(localFor(0)).length > 0;

    const face = (row: Omit<FaceRow, 'face_index'>, faceIndex: number | null) => {
      const fields = fieldsFromRow(row, FACE_FIELDS);
      return {
        name: fields.name,
        manaCost: fields.mana_cost,
        typeLine: fields.type_line,
        oracleText: fields.oracle_text,
        ...definedOnly({ power: fields.power, toughness: fields.toughness, loyalty: fields.loyalty, defense: fields.defense }),
        colors: fields.colors,
        ...(faceIndex === null ? {} : localFor(faceIndex)),
      };
    };

    const faceImages = printing && !options.textOnly ? this.faceImages(printing, options, card.name, warnings) : new Map<number, PlacedImage>();
    // An image shows its printing's language: keep it unless the card is asked for in another
    // language that the database has words for (then the text is rendered in that language).
    const useImage = faceImages.size > 0 && (printing!.lang === options.language || !hasLocal);
    const image = useImage ? faceImages.get(0) : undefined;
    const faceImage = (faceIndex: number) => {
      const placed = useImage && faceIndex > 0 ? faceImages.get(faceIndex) : undefined;
      return placed ? { imagePath: placed.path, imageBleedMm: placed.bleedMm } : {};
    };

    const input: PrintCardInput = {
      // A multi-face card's own name is "Front // Back"; its faces carry the localised words.
      ...face(card, faceRows.length >= 2 ? null : 0),
      ...(printing?.flavor_text ? { flavorText: printing.flavor_text } : {}),
      set: printing?.set_code ?? '',
      collectorNumber: printing?.collector_number ?? '',
      ...(printing?.artist ? { artist: printing.artist } : {}),
      ...(printing?.rarity && RARITIES.has(printing.rarity) ? { rarity: printing.rarity as PrintCard['rarity'] } : {}),
      lang: hasLocal ? options.language : card.lang,
      source: card.source,
      layout: card.layout,
      ...(image ? { image: { path: image.path, bleedMm: image.bleedMm } } : {}),
      ...(faceRows.length >= 2 ? { faces: faceRows.map((row) => ({ ...face(row, row.face_index), ...faceImage(row.face_index) })) } : {}),
    };
    return printCardSchema.parse(input);
  }

  /**
   * The chosen printing; else the one a player expects (default-printing.ts): a paper printing
   * in the print language or the card's own, newest regular first. Among equals one with its
   * own picture (a custom card's) wins.
   */
  private choosePrinting(card: CardRow, printingId: number | null, language: string): PrintingRow | undefined {
    if (printingId !== null) {
      const chosen = this.printing.get(printingId);
      if (chosen && chosen.card_id === card.id) return chosen;
    }
    const ranked = rankPrintings(this.printings.all(card.id), language === 'en' ? card.lang : language);
    const best = ranked[0];
    return ranked.find((row) => row.image_path && row.lang === best?.lang) ?? best;
  }

  /**
   * Each face's picture at print size where there is one: the user's own, the printing's own
   * file, or a fetched one (print size, else the screen size). Warns when a picture would print
   * under 300 dpi.
   */
  private faceImages(printing: PrintingRow, options: FromDatabaseOptions, cardName: string, warnings: DatabasePrintCards['warnings']): Map<number, PlacedImage> {
    const found = new Map<number, FaceImage>();
    if (options.images) {
      for (const use of ['print', 'display'] as const) {
        for (const image of options.images.stored(printing.id, use)) if (!found.has(image.face_index)) found.set(image.face_index, image);
      }
    }
    if (printing.image_path && (!found.has(0) || found.get(0)!.source === 'card')) {
      const file = this.imageFile(printing.image_path, options.imagesFolder);
      if (!file) {
        warnings.push({ card: cardName, message: `image ${printing.image_path} not found; printed from its text` });
        found.delete(0);
      } else {
        const info = imageHeader(file);
        found.set(0, { face_index: 0, file, width: info?.width ?? 0, height: info?.height ?? 0, source: 'card' });
      }
    }
    const placed = new Map<number, PlacedImage>();
    for (const [faceIndex, image] of found) {
      const path = isAbsolute(image.file) ? image.file : join(options.imagesFolder, image.file);
      if (!existsSync(path)) continue;
      placed.set(faceIndex, { path, bleedMm: bleedOf(image.width, image.height) });
      const dpi = printDpi(image.width, image.height);
      if (image.width > 0 && dpi < MIN_PRINT_DPI * DPI_TOLERANCE) {
        const face = faceIndex > 0 ? ` (face ${faceIndex + 1})` : '';
        warnings.push({ card: cardName, message: `image${face} is ${image.width} × ${image.height} px: ${Math.round(dpi)} dpi at print size, under ${MIN_PRINT_DPI}` });
      }
    }
    return placed;
  }

  private imageFile(path: string, imagesFolder: string): string | null {
    const file = isAbsolute(path) ? path : join(imagesFolder, path);
    return existsSync(file) ? file : null;
  }
}

interface PlacedImage {
  path: string;
  bleedMm: number;
}

/** Poker-size files (2.5 × 3.5 in) at 300 dpi come out at 297 dpi on a 63 × 88 mm card: not worth a warning. */
const DPI_TOLERANCE = 0.985;

/** The pixel size from a picture's first bytes (a JPEG's frame header may sit after its EXIF data). */
function imageHeader(file: string) {
  const head = Buffer.alloc(256 * 1024);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    return imageInfo(head.subarray(0, read));
  } finally {
    closeSync(fd);
  }
}

/** Drops null and empty values so the schema's defaults apply. */
function definedOnly<T extends Record<string, string | null | undefined>>(values: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined && value !== '')) as {
    [K in keyof T]?: string;
  };
}

/** The services' card database as PrintCards, with its images (none with textOnly). */
export function readPrintCards(
  services: { db: Db; resolver: CardResolver; paths: { images: string }; images?: CardImageService },
  requests: readonly PrintRequest[],
  language: string,
  textOnly = false,
): DatabasePrintCards {
  return new DatabasePrintCardReader(services.db, services.resolver).read(requests, {
    language,
    imagesFolder: services.paths.images,
    textOnly,
    ...(services.images ? { images: services.images } : {}),
  });
}
