import { z } from 'zod';
import { analyseDeck } from '../../collection/deck-analysis.ts';
import { deckEntryInput, deckName } from '../../collection/deck-service.ts';
import { defineCommand } from '../contract.ts';

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
  'decks.delete': defineCommand({
    summary: 'Delete a deck.',
    input: z.object({ deck: deckRef }).strict(),
    run: (services, input) => {
      services.decks.delete(input.deck);
      return { deleted: input.deck };
    },
  }),
};
