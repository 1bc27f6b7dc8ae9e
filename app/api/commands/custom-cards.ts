import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { buildCockatriceXml } from '../../cards/custom/cockatrice-xml.ts';
import { CUSTOM_SOURCES, customCardFieldsSchema } from '../../cards/custom/custom-card-schema.ts';
import { exportCustomSet, importCustomSet } from '../../cards/custom/custom-set-json.ts';
import type { ImageChange } from '../../cards/custom/custom-cards.ts';
import { checkCustomPicture } from '../../cards/custom/card-images.ts';
import type { Services } from '../../services.ts';
import { claimExportFile } from '../../export-files.ts';
import { APP_VERSION } from '../../services.ts';
import { defineCommand } from '../contract.ts';

const cardId = z.number({ error: 'a card id (a whole number)' }).int().positive();
/** A picture sent with uploads.begin/append; null removes the card's picture. */
const imageInput = z.object({ uploadId: z.uuid({ error: 'an upload id from uploads.begin' }) }).strict();
const setCode = z.string().trim().regex(/^[A-Za-z0-9]{2,8}$/, '2 to 8 letters or digits, like "CUS"');
const exportFilter = z
  .object({ setCode: setCode.optional(), source: z.enum(CUSTOM_SOURCES).optional() })
  .strict();

/** Takes a finished upload through the picture gate and forgets the upload, refused or not. */
async function uploadedImage(services: Services, image: { uploadId: string } | null | undefined): Promise<ImageChange> {
  if (image === undefined || image === null) return image;
  try {
    const upload = services.uploads.get(image.uploadId);
    return await checkCustomPicture(readFileSync(upload.path), upload.name);
  } finally {
    services.uploads.discard(image.uploadId);
  }
}

/** Keeps a copy of an export in the data folder's exports/ and names the file for the UI. */
function saveExport(services: Services, baseName: string, extension: string, content: string) {
  const { fileName, path } = claimExportFile(services.paths.exports, baseName, extension, (file) => writeFileSync(file, content, { flag: 'wx' }));
  return { fileName, path, content };
}

function exportBaseName(setCodeValue: string | undefined): string {
  return setCodeValue ? `custom-set-${setCodeValue.toLowerCase()}` : 'custom-cards';
}

export const customCardCommands = {
  'customCards.list': defineCommand({
    summary: 'Custom and playtest cards, by set and collector number.',
    input: exportFilter,
    run: (services, input) => services.customCards.list(input),
  }),
  'customCards.get': defineCommand({
    summary: 'One custom or playtest card with its fields.',
    input: z.object({ id: cardId }).strict(),
    run: (services, input) => services.customCards.get(input.id),
  }),
  'customCards.image': defineCommand({
    summary: "A custom card's picture as a data: URL, or null.",
    input: z.object({ id: cardId }).strict(),
    run: (services, input) => ({ id: input.id, dataUrl: services.customCards.imageDataUrl(input.id) }),
  }),
  'customCards.create': defineCommand({
    summary: 'Create a custom or playtest card (mana cost, type line, text, stats, set, language, picture).',
    input: z.object({ card: customCardFieldsSchema, image: imageInput.optional() }).strict(),
    run: async (services, input) => services.customCards.create(input.card, await uploadedImage(services, input.image)),
  }),
  'customCards.update': defineCommand({
    summary: "Replace a custom card's fields; image: null removes its picture, left out keeps it.",
    input: z.object({ id: cardId, card: customCardFieldsSchema, image: imageInput.nullable().optional() }).strict(),
    run: async (services, input) => services.customCards.update(input.id, input.card, await uploadedImage(services, input.image)),
  }),
  'customCards.duplicate': defineCommand({
    summary: 'Copy a custom card (and its picture) under the name "… (copy)".',
    input: z.object({ id: cardId }).strict(),
    run: (services, input) => services.customCards.duplicate(input.id),
  }),
  'customCards.delete': defineCommand({
    summary: 'Delete a custom or playtest card and its picture.',
    input: z.object({ id: cardId }).strict(),
    run: (services, input) => services.customCards.delete(input.id),
  }),
  'customCards.exportJson': defineCommand({
    summary: 'Custom cards as a versioned JSON custom-set file (pictures embedded unless includeImages is false).',
    input: exportFilter.extend({ includeImages: z.boolean().default(true) }).strict(),
    run: (services, input) => {
      const file = exportCustomSet(services.customCards, input, `Proxyfish ${APP_VERSION}`);
      return { ...saveExport(services, exportBaseName(input.setCode), 'json', `${JSON.stringify(file, null, 2)}\n`), cards: file.cards.length };
    },
  }),
  'customCards.exportCockatrice': defineCommand({
    summary: 'Custom cards as a Cockatrice custom-set file (cards.xml version 4).',
    input: exportFilter,
    run: (services, input) => {
      const cards = services.customCards.list(input);
      return { ...saveExport(services, exportBaseName(input.setCode), 'xml', buildCockatriceXml(cards)), cards: cards.length };
    },
  }),
  'customCards.importJson': defineCommand({
    summary: 'Import a JSON custom-set file (an upload, or its text) in one transaction.',
    input: z
      .object({
        uploadId: z.uuid({ error: 'an upload id from uploads.begin' }).optional(),
        content: z.string().max(200 * 1024 * 1024, 'at most 200 MB of text').optional(),
      })
      .strict()
      .refine((input) => (input.uploadId === undefined) !== (input.content === undefined), {
        message: 'give either uploadId or content, not both and not neither',
      }),
    run: async (services, input) => {
      try {
        const text = input.uploadId ? readFileSync(services.uploads.path(input.uploadId), 'utf8') : (input.content ?? '');
        return await importCustomSet(services.db, services.customCards, text);
      } finally {
        // A refused file is not kept either: the user sends it again once it is fixed.
        if (input.uploadId) services.uploads.discard(input.uploadId);
      }
    },
  }),
};
