import { Option, type Command } from 'commander';
import { BULK_TYPES, updateCardData, type BulkType } from '../../db/import/scryfall-update.ts';
import { ImportError } from '../../db/import/types.ts';
import { CancelledError } from '../../jobs.ts';
import { CliError, type CliContext } from '../context.ts';
import { formatImportSummary } from '../import-summary.ts';
import { ProgressBar } from '../progress-bar.ts';
import { abortOnInterrupt } from './import.ts';

export function registerUpdateCommand(program: Command, context: CliContext): void {
  program
    .command('update')
    .description("update card data from Scryfall's bulk files; an unchanged file is not downloaded again")
    .addOption(new Option('--type <type>', 'which bulk file').choices(BULK_TYPES).default('default_cards'))
    .option('--json', 'print the result as one JSON object')
    .action(async (options: { type: BulkType; json?: boolean }) => {
      const services = context.services;
      const progress = new ProgressBar('Updating');
      const interrupt = abortOnInterrupt();
      try {
        const result = await updateCardData(services.db, services.settings, {
          type: options.type,
          downloadDir: services.paths.uploads,
          signal: interrupt.signal,
          onProgress: (state) =>
            progress.update(
              { done: state.bytesRead, total: state.bytesTotal, records: state.records },
              state.stage === 'download' ? 'Downloading' : state.stage === 'import' ? 'Importing' : 'Asking Scryfall',
            ),
        });
        progress.finish();
        if (options.json) console.log(JSON.stringify(result, null, 2));
        else if (result.summary) console.log(formatImportSummary(result.summary));
        else console.log(`Card data is up to date: ${options.type} has not changed since the last update.`);
      } catch (error) {
        progress.finish();
        if (error instanceof CancelledError) throw new CliError('update cancelled; the card database is unchanged', 130);
        if (error instanceof ImportError) throw new CliError(error.message, 1);
        throw error;
      } finally {
        interrupt.dispose();
      }
    });
}
