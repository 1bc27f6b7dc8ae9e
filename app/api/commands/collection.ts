import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { exportCollection, importCollection, type CollectionImportSummary } from '../../collection/collection-io.ts';
import { collectionEntryInput, collectionPatch } from '../../collection/collection-service.ts';
import { COLLECTION_FORMATS } from '../../collection/formats/index.ts';
import type { JobSnapshot } from '../../jobs.ts';
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
  'collection.import': defineCommand({
    summary:
      'Import a collection CSV (Moxfield, Deckbox, ManaBox, Archidekt, Dragon Shield; detected from the header) sent with ' +
      'uploads.begin/append, as a job. mode "merge" adds quantities, "replace" swaps the whole collection; all in one ' +
      'transaction. The result lists rows that matched no card and lines that could not be read, with line numbers.',
    input: z
      .object({
        uploadId: z.uuid(),
        format: z.enum(COLLECTION_FORMATS).optional(),
        mode: z.enum(['merge', 'replace']).default('merge'),
      })
      .strict(),
    run: (services, input): JobSnapshot<CollectionImportSummary> => {
      const path = services.uploads.path(input.uploadId);
      return services.jobs.start('collection.import', async ({ signal, report }) => {
        try {
          return await importCollection(services, createReadStream(path), {
            mode: input.mode,
            signal,
            ...(input.format ? { format: input.format } : {}),
            onProgress: (progress) =>
              report(
                progress.stage === 'reading'
                  ? { stage: `Reading rows: ${progress.done.toLocaleString('en')}`, done: progress.done, total: null }
                  : { stage: 'Saving', done: progress.done, total: progress.total },
              ),
          });
        } finally {
          // Removed however the import ends (issue 11 item 13): the UI sends the file again for another try.
          services.uploads.discard(input.uploadId);
        }
      });
    },
  }),
  'collection.export': defineCommand({
    summary: "The whole collection as a CSV in a tool's export format (its exact header), with a suggested file name.",
    input: z.object({ format: z.enum(COLLECTION_FORMATS) }).strict(),
    run: (services, input) => exportCollection(services, input.format),
  }),
  'collection.remove': defineCommand({
    summary: 'Remove entries.',
    input: z.object({ ids }).strict(),
    run: (services, input) => ({ removed: services.collection.remove(input.ids) }),
  }),
};
