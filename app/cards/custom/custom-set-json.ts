// Custom-set files: the user's custom and playtest cards as one JSON document, to back them up
// or share them. The format is versioned and documented in docs/starter-and-custom.md; an import
// is validated completely before anything is written, and then written in one transaction.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { CheckedPicture } from '../../images/picture-gate.ts';
import { checkCustomPicture, IMAGE_MEDIA_TYPES } from './card-images.ts';
import { checkFieldCombinations, CustomCardError, customCardFieldsObject, describeZodError } from './custom-card-schema.ts';
import { fieldsOf, type CustomCard, type CustomCards } from './custom-cards.ts';

export const CUSTOM_SET_FORMAT = 'proxyfish-custom-cards';
export const CUSTOM_SET_VERSION = 1;
/** Base64 of at most 20 MB of picture. */
const MAX_IMAGE_BASE64 = Math.ceil((20 * 1024 * 1024) / 3) * 4;

const imageSchema = z
  .object({
    media_type: z.enum(Object.values(IMAGE_MEDIA_TYPES) as [string, ...string[]]),
    base64: z.base64('base64-encoded picture bytes').max(MAX_IMAGE_BASE64, 'a picture of at most 20 MB'),
  })
  .strict();

const cardEntrySchema = customCardFieldsObject
  .extend({ image: imageSchema.nullable().default(null) })
  .superRefine(checkFieldCombinations);

export const customSetFileSchema = z
  .object({
    format: z.literal(CUSTOM_SET_FORMAT, { error: `"format" must be "${CUSTOM_SET_FORMAT}"` }),
    version: z.literal(CUSTOM_SET_VERSION, { error: `this Proxyfish reads version ${CUSTOM_SET_VERSION} of the format` }),
    exported_at: z.string().optional(),
    generator: z.string().optional(),
    cards: z.array(cardEntrySchema).max(10_000, 'at most 10,000 cards per file'),
  })
  .strict();

export type CustomSetFile = z.input<typeof customSetFileSchema>;

export interface ExportOptions {
  setCode?: string;
  source?: 'custom' | 'playtest';
  /** Embed each card's picture as base64 (default true). */
  includeImages?: boolean;
}

export function exportCustomSet(cards: CustomCards, options: ExportOptions = {}, generator = 'Proxyfish'): CustomSetFile {
  const listed = cards.list({ setCode: options.setCode, source: options.source });
  return {
    format: CUSTOM_SET_FORMAT,
    version: CUSTOM_SET_VERSION,
    exported_at: new Date().toISOString(),
    generator,
    cards: listed.map((card) => ({ ...fieldsOf(card), image: options.includeImages === false ? null : embeddedImage(cards, card) })),
  };
}

function embeddedImage(cards: CustomCards, card: CustomCard): { media_type: string; base64: string } | null {
  if (!card.image_path) return null;
  const image = cards.images.read(card.image_path);
  return image ? { media_type: IMAGE_MEDIA_TYPES[image.kind], base64: image.bytes.toString('base64') } : null;
}

export interface ImportSummary {
  added: number;
  updated: number;
  cards: { id: number; name: string; outcome: 'added' | 'updated' }[];
}

/** Parses JSON text into a validated custom-set file; every problem is named with its place. */
export function parseCustomSet(text: string): z.output<typeof customSetFileSchema> {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, '')); // a byte order mark is not part of the JSON
  } catch (error) {
    throw new CustomCardError(`The custom-card file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = customSetFileSchema.safeParse(json);
  if (!result.success) throw new CustomCardError(`The custom-card file is not valid: ${describeZodError(result.error)}`);
  return result.data;
}

/**
 * Imports a custom-set file in one transaction. A card with the same source, set code and name
 * as one already stored replaces it; any other is added. Every embedded picture passes the
 * picture gate first (a shared file is someone else's file); a picture refused refuses the file,
 * naming the card. A set file holds pictures only as embedded bytes: no address in it is ever
 * fetched. On failure nothing is kept.
 */
export async function importCustomSet(db: Db, cards: CustomCards, text: string): Promise<ImportSummary> {
  const file = parseCustomSet(text);
  const pictures: (CheckedPicture | null)[] = [];
  for (const [index, entry] of file.cards.entries()) {
    pictures.push(entry.image ? await checkCustomPicture(Buffer.from(entry.image.base64, 'base64'), `cards.${index}.image (${entry.name})`) : null);
  }
  const storedImages: string[] = [];
  const replacedImages: string[] = [];
  try {
    const summary = db.transaction(() => {
      const result: ImportSummary = { added: 0, updated: 0, cards: [] };
      file.cards.forEach((entry, index) => {
        const { image: _embedded, ...fields } = entry;
        const picture = pictures[index];
        const imagePath = picture ? cards.images.store(picture) : null;
        if (imagePath) storedImages.push(imagePath);
        const existing = cards.findExisting(fields);
        if (existing) {
          db.prepare('DELETE FROM printings WHERE card_id = ?').run(existing.id);
          db.prepare('DELETE FROM card_localizations WHERE card_id = ?').run(existing.id);
          const keptImage = imagePath ?? existing.image_path;
          if (existing.image_path && keptImage !== existing.image_path) replacedImages.push(existing.image_path);
          const id = cards.write(fields, existing.oracle_key, keptImage);
          result.updated += 1;
          result.cards.push({ id, name: fields.name, outcome: 'updated' });
        } else {
          const id = cards.write(fields, `${fields.source}:${randomUUID()}`, imagePath);
          result.added += 1;
          result.cards.push({ id, name: fields.name, outcome: 'added' });
        }
      });
      return result;
    }).immediate();
    for (const path of replacedImages) cards.images.remove(path);
    return summary;
  } catch (error) {
    for (const path of storedImages) cards.images.remove(path);
    throw error;
  }
}
