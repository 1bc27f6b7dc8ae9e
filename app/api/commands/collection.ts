import { z } from 'zod';
import { collectionEntryInput, collectionPatch } from '../../collection/collection-service.ts';
import { defineCommand } from '../contract.ts';

const ids = z.array(z.number().int().positive()).min(1).max(100_000);

export const collectionCommands = {
  'collection.list': defineCommand({
    summary: 'Collection entries, optionally filtered by name or to the unresolved ones.',
    input: z
      .object({
        nameContains: z.string().max(200).optional(),
        unresolvedOnly: z.boolean().optional(),
        limit: z.number().int().min(1).max(5000).optional(),
        offset: z.number().int().min(0).optional(),
      })
      .strict(),
    run: (services, input) => services.collection.list(input),
  }),
  'collection.totals': defineCommand({
    summary: 'Cards, unique cards and value of the collection.',
    input: z.object({}).strict(),
    run: (services) => services.collection.totals(),
  }),
  'collection.add': defineCommand({
    summary: 'Add a card to the collection (merging with an identical entry).',
    input: collectionEntryInput.strict(),
    run: (services, input) => services.collection.add(input),
  }),
  'collection.update': defineCommand({
    summary: 'Bulk-edit a selection of entries.',
    input: z.object({ ids, patch: collectionPatch }).strict(),
    run: (services, input) => ({ changed: services.collection.update(input.ids, input.patch) }),
  }),
  'collection.remove': defineCommand({
    summary: 'Remove entries.',
    input: z.object({ ids }).strict(),
    run: (services, input) => ({ removed: services.collection.remove(input.ids) }),
  }),
};
