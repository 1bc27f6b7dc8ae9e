import { z } from 'zod';
import { deckName } from '../../collection/deck-service.ts';
import { printQueueItem } from '../../print/print-queue.ts';
import { deckPrintFilter, deckPrintFilterFields, fromDeck } from '../../print/print-sources.ts';
import { defineCommand } from '../contract.ts';

const title = z.string().max(200);

export const printQueueCommands = {
  'printQueue.get': defineCommand({
    summary: 'The cards waiting on the Print page.',
    input: z.object({}).strict(),
    run: (services) => services.printQueue.get(),
  }),
  'printQueue.replace': defineCommand({
    summary: 'Replace the cards waiting on the Print page.',
    input: z.object({ title, items: z.array(printQueueItem).max(5000) }).strict(),
    run: (services, input) => services.printQueue.replace(input),
  }),
  'printQueue.add': defineCommand({
    summary: 'Add cards to the Print page.',
    input: z.object({ title: title.optional(), items: z.array(printQueueItem).min(1).max(5000) }).strict(),
    run: (services, input) => services.printQueue.add(input.items, input.title),
  }),
  'printQueue.fromDeck': defineCommand({
    summary: "Send a deck's cards to the Print page: all, only those missing from the collection, or chosen entries.",
    input: z
      .object({
        deck: z.union([z.number().int().positive(), deckName]),
        which: z.enum(['all', 'missing', 'selection']),
        entryIds: z.array(z.number().int().positive()).max(5000).optional(),
        ...deckPrintFilterFields,
      })
      .strict(),
    run: (services, input) => {
      const { title, items } = fromDeck(services, input.deck, input.which, input.entryIds, deckPrintFilter(input));
      return services.printQueue.replace({ title, items });
    },
  }),
};
