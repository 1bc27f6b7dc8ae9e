import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { formatBytes, formatTable } from '../format.ts';

export function registerInfoCommand(program: Command, context: CliContext): void {
  program
    .command('info')
    .description('show the data folder, database path and size, schema version and card count')
    .option('--json', 'print one JSON object')
    .action((options: { json?: boolean }) => {
      const info = context.services.info();
      if (options.json) {
        console.log(JSON.stringify(info, null, 2));
        return;
      }
      console.log(
        formatTable([
          ['Proxyfish', info.version],
          ['Data folder', info.home],
          ['Database', info.database],
          ['Database size', formatBytes(info.databaseBytes)],
          ['Schema version', String(info.schemaVersion)],
          ['Cards', String(info.cardCount)],
        ]),
      );
    });
}
