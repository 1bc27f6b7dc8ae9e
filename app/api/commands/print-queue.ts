import { z } from 'zod';
import { ownershipLines } from '../../collection/deck-analysis.ts';
import { deckName } from '../../collection/deck-service.ts';
import { printQueueItem } from '../../print/print-queue.ts';
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
      })
      .strict(),
    run: (services, input) => {
      const deck = services.decks.get(input.deck);
      const owned = services.collection.ownedCounts(deck.entries.flatMap((entry) => (entry.card_id === null ? [] : [entry.card_id])));
      const lines = new Map(ownershipLines(deck, owned).map((line) => [line.entryId, line]));
      const chosen = new Set(input.entryIds ?? []);
      const items = deck.entries.flatMap((entry) => {
        if (entry.section === 'maybeboard' && input.which !== 'selection') return [];
        if (input.which === 'selection' && !chosen.has(entry.id)) return [];
        const quantity = input.which === 'missing' ? (lines.get(entry.id)?.missing ?? 0) : entry.quantity;
        return quantity > 0 ? [{ name: entry.name, quantity, card_id: entry.card_id, printing_id: entry.printing_id }] : [];
      });
      const label = { all: 'all cards', missing: 'missing cards', selection: 'selected cards' }[input.which];
      return services.printQueue.replace({ title: `${deck.name} — ${label}`, items });
    },
  }),
};
