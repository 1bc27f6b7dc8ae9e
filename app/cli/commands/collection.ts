import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { exportCollection, importCollection, type CollectionImportSummary } from '../../collection/collection-io.ts';
import { COLLECTION_FORMATS, FormatError, type CollectionFormat } from '../../collection/formats/index.ts';
import { CliError, type CliContext } from '../context.ts';
import { ProgressBar } from '../progress-bar.ts';
import { abortOnInterrupt } from './import.ts';

const MAX_LISTED = 50;

export function registerCollectionCommand(program: Command, context: CliContext): void {
  const collection = program.command('collection').description('import and export the collection as CSV (Moxfield, Deckbox, ManaBox, Archidekt, Dragon Shield)');

  collection
    .command('import')
    .description('import a collection CSV; the tool is detected from the header. Adds quantities unless --replace')
    .argument('<file>', 'the CSV file')
    .addOption(new Option('--format <format>', 'the tool that exported the file (detected when left out)').choices(COLLECTION_FORMATS))
    .option('--replace', 'replace the whole collection with the file instead of adding to it')
    .option('--json', 'print the summary as one JSON object')
    .action(async (file: string, options: { format?: CollectionFormat; replace?: boolean; json?: boolean }) => {
      const path = resolve(file);
      if (!existsSync(path) || !statSync(path).isFile()) throw new CliError(`no such file: ${file}`, 2);
      const progress = new ProgressBar('Importing');
      const interrupt = abortOnInterrupt();
      let summary: CollectionImportSummary;
      try {
        summary = await importCollection(context.services, createReadStream(path), {
          mode: options.replace ? 'replace' : 'merge',
          signal: interrupt.signal,
          ...(options.format ? { format: options.format } : {}),
          onProgress: (state) =>
            state.stage === 'reading'
              ? progress.update({ done: 0, total: null, records: state.done }, 'Reading')
              : progress.update({ done: state.done, total: state.total, records: state.done }, state.stage === 'matching' ? 'Matching cards' : 'Saving'),
        });
      } catch (error) {
        if (interrupt.signal.aborted) throw new CliError('import cancelled; the collection is unchanged', 130);
        if (error instanceof FormatError) throw new CliError(`${file}: ${error.message}; the collection is unchanged`, 2);
        throw new CliError(`${file}: ${(error as Error).message}; the collection is unchanged`, 2);
      } finally {
        progress.finish();
        interrupt.dispose();
      }
      console.log(options.json ? JSON.stringify(summary, null, 2) : formatCollectionImport(summary, file));
    });

  collection
    .command('export')
    .description("write the collection as a CSV in a tool's export format")
    .addOption(new Option('--format <format>', 'the tool to write for').choices(COLLECTION_FORMATS).makeOptionMandatory())
    .option('-o, --output <file>', 'write to this file instead of standard output')
    .action((options: { format: CollectionFormat; output?: string }) => {
      const exported = exportCollection(context.services, options.format);
      if (!options.output) return void process.stdout.write(exported.text);
      try {
        writeFileSync(options.output, exported.text);
      } catch (error) {
        throw new CliError(`cannot write ${options.output}: ${(error as Error).message}`, 1);
      }
      console.error(`Wrote ${exported.rows} entries to ${options.output}`);
    });
}

export function formatCollectionImport(summary: CollectionImportSummary, file: string): string {
  const lines = [
    `Imported ${file} (${summary.format}, ${summary.mode}): ${summary.rows} rows, ${summary.cards} cards; ` +
      `${summary.added} new entries, ${summary.merged} added to entries already there`,
  ];
  if (summary.unresolved.length > 0) {
    lines.push(`${summary.unresolved.length} row${summary.unresolved.length === 1 ? '' : 's'} matched no card (kept for review: "Only entries that match no card" on the Collection page):`);
    for (const row of summary.unresolved.slice(0, MAX_LISTED)) {
      const printing = row.set_code ? ` (${row.set_code.toUpperCase()}${row.collector_number ? ` ${row.collector_number}` : ''})` : '';
      lines.push(`  line ${row.line}: ${row.quantity} ${row.name}${printing}`);
    }
    if (summary.unresolved.length > MAX_LISTED) lines.push(`  … and ${summary.unresolved.length - MAX_LISTED} more (--json lists all)`);
  }
  if (summary.skipped.length > 0) {
    lines.push(`${summary.skipped.length} line${summary.skipped.length === 1 ? '' : 's'} could not be read and were not imported:`);
    for (const problem of summary.skipped.slice(0, MAX_LISTED)) lines.push(`  line ${problem.line}: ${problem.message}${problem.text ? `: ${problem.text}` : ''}`);
    if (summary.skipped.length > MAX_LISTED) lines.push(`  … and ${summary.skipped.length - MAX_LISTED} more (--json lists all)`);
  }
  if (summary.warnings.length > 0) {
    for (const problem of summary.warnings.slice(0, 10)) lines.push(`  note: line ${problem.line}: ${problem.message}`);
    if (summary.warnings.length > 10) lines.push(`  note: … and ${summary.warnings.length - 10} more notes (--json lists all)`);
  }
  return lines.join('\n');
}
