import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { z } from 'zod';
import { analyseDeck } from '../../collection/deck-analysis.ts';
import { exportDeck, importDeck, unresolvedEntries } from '../../collection/deck-io.ts';
import { DECK_SECTIONS, deckEntryInput, deckName } from '../../collection/deck-service.ts';
import { DECK_FORMATS } from '../../collection/formats/index.ts';
import { defineCommand } from '../contract.ts';

/** Pasted decklists are small; a file goes through uploads.begin/append instead. */
const MAX_PASTED_CHARS = 1_000_000;
const MAX_DECK_FILE_BYTES = 10 * 1024 * 1024;

const deckRef = z.union([z.number().int().positive(), deckName]);

export const deckCommands = {
  'decks.list': defineCommand({
    summary: 'Every deck with its card counts.',
    input: z.object({}).strict(),
    run: (services) => services.decks.list(),
  }),
  'decks.get': defineCommand({
    summary: 'One deck with its entries and their cards.',
    input: z.object({ deck: deckRef }).strict(),
    run: (services, input) => services.decks.get(input.deck),
  }),
  'decks.analysis': defineCommand({
    summary: 'A deck with its type groups, mana curve, colour pips, types and owned vs missing cards.',
    input: z.object({ deck: deckRef }).strict(),
    run: (services, input) => {
      const deck = services.decks.get(input.deck);
      const owned = services.collection.ownedCounts(deck.entries.flatMap((entry) => (entry.card_id === null ? [] : [entry.card_id])));
      return { deck, analysis: analyseDeck(deck, owned) };
    },
  }),
  'decks.create': defineCommand({
    summary: 'Create a deck, optionally with entries.',
    input: z
      .object({ name: deckName, format: z.string().max(40).nullish(), notes: z.string().max(20_000).optional(), entries: z.array(deckEntryInput).max(2000).optional() })
      .strict(),
    run: (services, input) => services.decks.create(input),
  }),
  'decks.update': defineCommand({
    summary: 'Rename a deck or change its format or notes.',
    input: z
      .object({ deck: deckRef, name: deckName.optional(), format: z.string().max(40).nullish(), notes: z.string().max(20_000).optional() })
      .strict(),
    run: (services, { deck, ...changes }) => services.decks.update(deck, changes),
  }),
  'decks.setEntries': defineCommand({
    summary: 'Replace the entries of a deck.',
    input: z.object({ deck: deckRef, entries: z.array(deckEntryInput).max(2000) }).strict(),
    run: (services, input) => services.decks.setEntries(input.deck, input.entries),
  }),
  'decks.duplicate': defineCommand({
    summary: 'Copy a deck under a new name.',
    input: z.object({ deck: deckRef, name: deckName.optional() }).strict(),
    run: (services, input) => services.decks.duplicate(input.deck, input.name),
  }),
  'decks.import': defineCommand({
    summary:
      'Import a decklist (MTGA, MTGO .dek, plain text, Cockatrice .cod; detected) from an upload or pasted text as a new deck. ' +
      'Returns the deck, the names that matched no card (with line and suggestions) and the lines that could not be read.',
    input: z
      .object({
        uploadId: z.uuid().optional(),
        text: z.string().min(1, 'the decklist text is empty').max(MAX_PASTED_CHARS).optional(),
        /** Deck name; defaults to the name in the file, else the file name. */
        name: deckName.optional(),
        fileName: z.string().max(255).optional(),
        format: z.enum(DECK_FORMATS).optional(),
      })
      .strict()
      .refine((input) => (input.uploadId === undefined) !== (input.text === undefined), 'give either uploadId or text, not both or neither'),
    run: (services, input) => {
      const options = { ...(input.name ? { name: input.name } : {}), ...(input.format ? { format: input.format } : {}) };
      if (input.text !== undefined) return importDeck(services, { content: input.text, fileName: input.fileName, ...options });
      const path = services.uploads.path(input.uploadId!);
      const bytes = readFileSync(path);
      if (bytes.byteLength > MAX_DECK_FILE_BYTES) throw new Error(`This file is ${bytes.byteLength} bytes: too large for a decklist`);
      // Uploads are stored as "<id>-<name>": the user's file name helps detection and names the deck.
      const fileName = input.fileName ?? basename(path).slice(input.uploadId!.length + 1);
      const result = importDeck(services, { content: bytes, fileName, ...options });
      services.uploads.discard(input.uploadId!);
      return result;
    },
  }),
  'decks.export': defineCommand({
    summary: 'A deck as a decklist file (mtga, mtgo, text, cod): its text, a file name, and the sections the format cannot hold.',
    input: z.object({ deck: deckRef, format: z.enum(DECK_FORMATS) }).strict(),
    run: (services, input) => exportDeck(services, input.deck, input.format),
  }),
  'decks.unresolved': defineCommand({
    summary: 'The entries of a deck that match no card, with "did you mean" suggestions.',
    input: z.object({ deck: deckRef }).strict(),
    run: (services, input) => unresolvedEntries(services, services.decks.get(input.deck)),
  }),
  'decks.resolveEntry': defineCommand({
    summary: 'Point an entry that matched no card at a card name (a chosen suggestion).',
    input: z.object({ deck: deckRef, entryId: z.number().int().positive(), name: z.string().trim().min(1, 'a card name').max(200) }).strict(),
    run: (services, input) => services.decks.resolveEntry(input.deck, input.entryId, input.name),
  }),
  'decks.addCard': defineCommand({
    summary: 'Add copies of a card to a deck section.',
    input: z
      .object({
        deck: deckRef,
        cardId: z.number().int().positive(),
        printingId: z.number().int().positive().nullish(),
        quantity: z.number().int().min(1).max(99).default(1),
        section: z.enum(DECK_SECTIONS).default('main'),
      })
      .strict(),
    run: (services, { deck, ...card }) => services.decks.addCard(deck, card),
  }),
  'decks.delete': defineCommand({
    summary: 'Delete a deck.',
    input: z.object({ deck: deckRef }).strict(),
    run: (services, input) => {
      services.decks.delete(input.deck);
      return { deleted: input.deck };
    },
  }),
};
