import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { importFile } from '../../db/import/driver.ts';
import { IMPORT_FORMATS, ImportError, type ImportFormat } from '../../db/import/types.ts';
import { CancelledError } from '../../jobs.ts';
import { CliError, type CliContext } from '../context.ts';
import { formatImportSummary } from '../import-summary.ts';
import { ProgressBar } from '../progress-bar.ts';

/** Ctrl-C cancels: the import's transaction is rolled back and the database stays as it was. */
export function abortOnInterrupt(): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onInterrupt = () => controller.abort();
  process.once('SIGINT', onInterrupt);
  return { signal: controller.signal, dispose: () => process.off('SIGINT', onInterrupt) };
}

export function registerImportCommand(program: Command, context: CliContext): void {
  program
    .command('import')
    .description('import card data: a Scryfall bulk file, MTGJSON AtomicCards/AllPrintings or a Cockatrice cards.xml (.gz too)')
    .argument('<file>', 'the file to import')
    .addOption(new Option('--format <format>', 'the file format (detected when left out)').choices(IMPORT_FORMATS))
    .option('--json', 'print the summary as one JSON object')
    .action(async (file: string, options: { format?: ImportFormat; json?: boolean }) => {
      const path = resolve(file);
      if (!existsSync(path)) throw new CliError(`no such file: ${file}`, 2);
      const progress = new ProgressBar('Importing');
      const interrupt = abortOnInterrupt();
      try {
        const summary = await importFile(context.services.db, path, {
          ...(options.format ? { format: options.format } : {}),
          signal: interrupt.signal,
          onProgress: (state) =>
            progress.update({ done: state.bytesRead, total: state.bytesTotal, records: state.records }, state.phase === 'saving' ? 'Saving' : 'Importing'),
        });
        progress.finish();
        console.log(options.json ? JSON.stringify(summary, null, 2) : formatImportSummary(summary));
      } catch (error) {
        progress.finish();
        if (error instanceof CancelledError) throw new CliError('import cancelled; the card database is unchanged', 130);
        if (error instanceof ImportError) throw new CliError(error.message, 1);
        throw error;
      } finally {
        interrupt.dispose();
      }
    });
}
