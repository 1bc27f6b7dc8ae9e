import { basename } from 'node:path';
import { z } from 'zod';
import { detectFile, importFile } from '../../db/import/driver.ts';
import { BULK_TYPES, updateCardData, type UpdateProgress } from '../../db/import/scryfall-update.ts';
import { IMPORT_FORMATS, type ImportSummary } from '../../db/import/types.ts';
import type { JobSnapshot } from '../../jobs.ts';
import { fillCardFactsCache } from '../../cards/stored-card-facts.ts';
import type { Services } from '../../services.ts';
import { defineCommand } from '../contract.ts';

function percentStage(stage: string, records: number): string {
  return records > 0 ? `${stage}: ${records.toLocaleString('en')} records` : stage;
}

function savingStage(records: number): string {
  return `Saving ${records.toLocaleString('en')} records into the card database`;
}

/**
 * Once cards are imported, the facts of the new ones are computed in the background (on the
 * worker pool), so that the first rules report or deck coverage line reads them from the cache
 * (cards/stored-card-facts.ts). The job ends with the import: the filling does not hold it up.
 */
async function afterCardImport<R>(services: Services, imported: Promise<R>): Promise<R> {
  const result = await imported;
  void fillCardFactsCache(services.db);
  return result;
}

export const cardImportCommands = {
  'cards.import': defineCommand({
    summary:
      'Import a card data file (Scryfall bulk JSON, MTGJSON AtomicCards/AllPrintings, Cockatrice cards.xml; .gz too) sent ' +
      'with uploads.begin/append, as a job whose result is the import summary. The upload is removed when the import ends, however it ends.',
    input: z
      .object({
        uploadId: z.uuid(),
        /** Leave out to detect the format from the file. */
        format: z.enum(IMPORT_FORMATS).optional(),
      })
      .strict(),
    run: (services, input): JobSnapshot<ImportSummary> => {
      const path = services.uploads.path(input.uploadId);
      // Uploads are stored as "<id>-<name>": the user's file name helps detection and messages.
      const name = basename(path).slice(input.uploadId.length + 1);
      const options = { name, ...(input.format ? { format: input.format } : {}) };
      // A file that is no card data fails here, at once, rather than in a job. Either way the
      // upload goes when the attempt ends: the UI sends the file again for another try.
      try {
        detectFile(path, options);
      } catch (error) {
        services.uploads.discard(input.uploadId);
        throw error;
      }
      return services.jobs.start('cards.import', async ({ signal, report }) => {
        try {
          return await afterCardImport(services, importFile(services.db, path, {
            ...options,
            signal,
            onProgress: (progress) =>
              report({
                stage: progress.phase === 'saving' ? savingStage(progress.records) : percentStage(`Importing ${name}`, progress.records),
                done: progress.bytesRead,
                total: progress.bytesTotal,
              }),
          }));
        } finally {
          services.uploads.discard(input.uploadId);
        }
      });
    },
  }),
  'cards.update': defineCommand({
    summary:
      "Update card data from Scryfall's bulk files (oracle_cards, default_cards or all_cards), as a job; an unchanged " +
      'file is not downloaded again (the result then says "unchanged").',
    input: z.object({ type: z.enum(BULK_TYPES).default('default_cards') }).strict(),
    run: (services, input) =>
      services.jobs.start('cards.update', ({ signal, report }) =>
        afterCardImport(services, updateCardData(services.db, services.settings, {
          type: input.type,
          downloadDir: services.paths.uploads,
          signal,
          onProgress: (progress: UpdateProgress) => {
            const stage = { index: 'Asking Scryfall for the file', download: 'Downloading', import: 'Importing' }[progress.stage];
            const saving = progress.stage === 'import' && progress.phase === 'saving';
            report({ stage: saving ? savingStage(progress.records) : percentStage(stage, progress.records), done: progress.bytesRead, total: progress.bytesTotal });
          },
        })),
      ),
  }),
};
