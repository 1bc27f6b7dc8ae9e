// The user's custom cards and the official playtest cards they type in: create, edit, duplicate,
// delete. They live in the same card store as imported cards (source 'custom' or 'playtest',
// one printing each), written through CardWriter, so search, decks and printing see them.
import { randomUUID } from 'node:crypto';
import { CardWriter } from '../../db/card-writer.ts';
import type { Db } from '../../db/connection.ts';
import { cardFromFields } from '../card-from-fields.ts';
import type { Color } from '../mana-symbols.ts';
import { fieldColumns, fieldsFromRow, type StoredFields } from '../model.ts';
import type { CheckedPicture } from '../../images/picture-gate.ts';
import { CardImageStore, IMAGE_MEDIA_TYPES } from './card-images.ts';
import {
  CustomCardError,
  parseCustomCardFields,
  type CustomCardFields,
  type CustomCardFieldsInput,
  type CustomSource,
} from './custom-card-schema.ts';

/** A custom card as the editor and the list show it. */
export interface CustomCard extends CustomCardFields {
  id: number;
  oracle_key: string;
  cmc: number;
  colors: Color[];
  color_identity: Color[];
  keywords: string[];
  /** Path relative to the data folder's images/, or null. */
  image_path: string | null;
  created_at: string;
  updated_at: string;
}

/** How an edit treats the image: keep it (undefined), remove it (null), or take a new picture (checkCustomPicture). */
export type ImageChange = CheckedPicture | null | undefined;

/** The card fields (CARD_FIELDS in cards/model.ts) a custom card shows; it has one face and no defense. */
const CUSTOM_CARD_FIELDS = ['name', 'mana_cost', 'cmc', 'type_line', 'oracle_text', 'power', 'toughness', 'loyalty', 'colors',
  'color_identity'] as const;

interface CardRow extends StoredFields<(typeof CUSTOM_CARD_FIELDS)[number]> {
  id: number;
  oracle_key: string;
  source: CustomSource;
  lang: string;
  created_at: string;
  updated_at: string;
  set_code: string | null;
  set_name: string | null;
  collector_number: string | null;
  rarity: string | null;
  artist: string | null;
  flavor_text: string | null;
  released_at: string | null;
  image_path: string | null;
  keywords: string | null;
}

const SELECT_CARDS = `
  SELECT c.id, c.oracle_key, ${fieldColumns(CUSTOM_CARD_FIELDS, 'c')}, c.source, c.lang, c.created_at, c.updated_at,
         p.set_code, p.set_name, p.collector_number, p.rarity, p.artist, p.flavor_text, p.released_at, p.image_path,
         (SELECT group_concat(keyword, '|') FROM card_keywords k WHERE k.card_id = c.id) AS keywords
  FROM cards c
  LEFT JOIN printings p ON p.id = (SELECT min(id) FROM printings WHERE card_id = c.id)
  WHERE c.source IN ('custom', 'playtest')`;

export interface ListOptions {
  source?: CustomSource;
  setCode?: string;
}

export class CustomCards {
  private readonly writer: CardWriter;
  readonly images: CardImageStore;

  constructor(
    private readonly db: Db,
    imagesFolder: string,
  ) {
    this.writer = new CardWriter(db);
    this.images = new CardImageStore(imagesFolder);
  }

  list(options: ListOptions = {}): CustomCard[] {
    const conditions: string[] = [];
    const params: string[] = [];
    if (options.source) {
      conditions.push('c.source = ?');
      params.push(options.source);
    }
    if (options.setCode) {
      conditions.push('p.set_code = ? COLLATE NOCASE');
      params.push(options.setCode);
    }
    const where = conditions.map((condition) => ` AND ${condition}`).join('');
    const order = " ORDER BY p.set_code COLLATE NOCASE, CAST(p.collector_number AS INTEGER), p.collector_number, c.name COLLATE NOCASE";
    const rows = this.db.prepare(SELECT_CARDS + where + order).all(...params) as CardRow[];
    return rows.map(toCustomCard);
  }

  get(id: number): CustomCard {
    const row = this.db.prepare(`${SELECT_CARDS} AND c.id = ?`).get(id) as CardRow | undefined;
    if (row) return toCustomCard(row);
    const other = this.db.prepare('SELECT name FROM cards WHERE id = ?').get(id) as { name: string } | undefined;
    throw new CustomCardError(
      other
        ? `"${other.name}" (card ${id}) is not a custom or playtest card; only those can be edited`
        : `No custom card with id ${id}`,
    );
  }

  create(input: CustomCardFieldsInput, image?: ImageChange): CustomCard {
    const fields = parseCustomCardFields(input);
    return this.withNewImage(image, (imagePath) => {
      const oracleKey = `${fields.source}:${randomUUID()}`;
      const id = this.db.transaction(() => this.write(fields, oracleKey, imagePath ?? null)).immediate();
      return this.get(id);
    });
  }

  update(id: number, input: CustomCardFieldsInput, image?: ImageChange): CustomCard {
    const existing = this.get(id);
    const fields = parseCustomCardFields(input);
    return this.withNewImage(image, (newImage) => {
      const imagePath = newImage === undefined ? existing.image_path : newImage;
      this.db.transaction(() => {
        // The card's one printing and its own-language text are replaced, not merged.
        this.db.prepare('DELETE FROM printings WHERE card_id = ?').run(id);
        this.db.prepare('DELETE FROM card_localizations WHERE card_id = ?').run(id);
        this.write(fields, existing.oracle_key, imagePath);
      }).immediate();
      if (imagePath !== existing.image_path) this.images.remove(existing.image_path);
      return this.get(id);
    });
  }

  duplicate(id: number): CustomCard {
    const original = this.get(id);
    const copiedImage = original.image_path ? this.images.copy(original.image_path) : null;
    const fields: CustomCardFields = { ...fieldsOf(original), name: `${original.name} (copy)`.slice(0, 141) };
    try {
      const newId = this.db.transaction(() => this.write(fields, `${fields.source}:${randomUUID()}`, copiedImage)).immediate();
      return this.get(newId);
    } catch (error) {
      this.images.remove(copiedImage);
      throw error;
    }
  }

  delete(id: number): { id: number; name: string } {
    const card = this.get(id);
    this.db.prepare("DELETE FROM cards WHERE id = ? AND source IN ('custom', 'playtest')").run(id);
    this.images.remove(card.image_path);
    return { id, name: card.name };
  }

  /** The card's picture as a data: URL for the editor's preview, or null. */
  imageDataUrl(id: number): string | null {
    const card = this.get(id);
    if (!card.image_path) return null;
    const image = this.images.read(card.image_path);
    return image ? `data:${IMAGE_MEDIA_TYPES[image.kind]};base64,${image.bytes.toString('base64')}` : null;
  }

  /**
   * Writes validated fields under an oracle key; returns the card id. Callers hold the
   * transaction. Used by create/update/duplicate and by custom-set imports.
   */
  write(fields: CustomCardFields, oracleKey: string, imagePath: string | null): number {
    const record = cardFromFields({ ...fields, released_at: null }, { oracleKey, sourceDetail: 'user', imagePath });
    return this.writer.upsert(record).cardId;
  }

  /** Finds the card a re-imported file means: same source, set and name. */
  findExisting(fields: CustomCardFields): CustomCard | null {
    const row = this.db
      .prepare(`${SELECT_CARDS} AND c.source = ? AND p.set_code = ? COLLATE NOCASE AND c.name = ? COLLATE NOCASE`)
      .get(fields.source, fields.set_code, fields.name) as CardRow | undefined;
    return row ? toCustomCard(row) : null;
  }

  /** Stores a new image first; if the card write then fails, the stored file is removed again. */
  private withNewImage<T>(image: ImageChange, work: (imagePath: string | null | undefined) => T): T {
    let stored: string | null | undefined;
    if (image === null) stored = null;
    else if (image) stored = this.images.store(image);
    try {
      return work(stored);
    } catch (error) {
      if (stored) this.images.remove(stored);
      throw error;
    }
  }
}

function toCustomCard(row: CardRow): CustomCard {
  return {
    id: row.id,
    oracle_key: row.oracle_key,
    ...fieldsFromRow(row, CUSTOM_CARD_FIELDS),
    keywords: row.keywords ? row.keywords.split('|') : [],
    source: row.source,
    lang: row.lang as CustomCard['lang'],
    rarity: row.rarity as CustomCard['rarity'],
    set_code: row.set_code ?? 'CUS',
    set_name: row.set_name,
    collector_number: row.collector_number,
    artist: row.artist,
    flavor_text: row.flavor_text,
    image_path: row.image_path,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The editable fields of a stored card, e.g. to duplicate or export it. */
export function fieldsOf(card: CustomCard): CustomCardFields {
  return {
    name: card.name,
    mana_cost: card.mana_cost,
    type_line: card.type_line,
    oracle_text: card.oracle_text,
    power: card.power,
    toughness: card.toughness,
    loyalty: card.loyalty,
    rarity: card.rarity,
    set_code: card.set_code,
    set_name: card.set_name,
    collector_number: card.collector_number,
    artist: card.artist,
    flavor_text: card.flavor_text,
    lang: card.lang,
    source: card.source,
  };
}
