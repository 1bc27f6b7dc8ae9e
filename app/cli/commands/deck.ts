import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { analyseDeck } from '../../collection/deck-analysis.ts';
import { exportDeck, importDeck, type DeckImportResult } from '../../collection/deck-io.ts';
import { DECK_SECTIONS, DeckNotFoundError } from '../../collection/deck-service.ts';
import { DECK_FORMATS, FormatError, type DeckFormat } from '../../collection/formats/index.ts';
import { CliError, type CliContext } from '../context.ts';

export function registerDeckCommand(program: Command, context: CliContext): void {
  const deck = program.command('deck').description('list, show, import and export decks');

  deck
    .command('list')
    .description('every deck with its card counts')
    .option('--json', 'print one JSON array')
    .action((options: { json?: boolean }) => {
      const decks = context.services.decks.list();
      if (options.json) return console.log(JSON.stringify(decks, null, 2));
      if (decks.length === 0) return console.log('No decks yet: import one with "proxyfish deck import FILE".');
      for (const summary of decks) {
        const side = summary.sideboard > 0 ? ` + ${summary.sideboard} sideboard` : '';
        const unresolved = summary.unresolved > 0 ? ` (${summary.unresolved} unknown)` : '';
        console.log(`${summary.name}: ${summary.main + summary.commander} cards${side}${unresolved}`);
      }
    });

  deck
    .command('import')
    .description('import a decklist (MTGA, MTGO .dek, plain text, Cockatrice .cod; detected) as a new deck')
    .argument('<file>', 'the decklist file')
    .option('--name <name>', "the deck's name (default: the name in the file, else the file name)")
    .addOption(new Option('--format <format>', 'the decklist format (detected when left out)').choices(DECK_FORMATS))
    .option('--json', 'print the result as one JSON object')
    .action((file: string, options: { name?: string; format?: DeckFormat; json?: boolean }) => {
      const path = resolve(file);
      if (!existsSync(path) || !statSync(path).isFile()) throw new CliError(`no such file: ${file}`, 2);
      let result: DeckImportResult;
      try {
        result = importDeck(context.services, {
          content: readFileSync(path),
          fileName: basename(path),
          ...(options.name ? { name: options.name } : {}),
          ...(options.format ? { format: options.format } : {}),
        });
      } catch (error) {
        if (error instanceof FormatError) throw new CliError(`${file}: ${error.message}`, 2);
        throw error;
      }
      if (options.json) return console.log(JSON.stringify(result, null, 2));
      console.log(formatDeckImport(result, file));
    });

  deck
    .command('export')
    .description('write a saved deck as a decklist file')
    .argument('<name>', 'deck name')
    .addOption(new Option('--format <format>', 'the decklist format').choices(DECK_FORMATS).makeOptionMandatory())
    .option('-o, --output <file>', 'write to this file instead of standard output')
    .action((name: string, options: { format: DeckFormat; output?: string }) => {
      const exported = withDeck(() => exportDeck(context.services, name, options.format));
      for (const part of exported.leftOut) {
        console.error(`proxyfish: note: the ${part.section} (${part.cards} cards) is left out: ${options.format} has no place for it`);
      }
      if (!options.output) return void process.stdout.write(exported.text);
      try {
        writeFileSync(options.output, exported.text);
      } catch (error) {
        throw new CliError(`cannot write ${options.output}: ${(error as Error).message}`, 1);
      }
      console.error(`Wrote ${options.output}`);
    });

  deck
    .command('show')
    .description('a deck grouped by type, with its curve and what the collection is missing')
    .argument('<name>', 'deck name')
    .option('--json', 'print one JSON object')
    .action((name: string, options: { json?: boolean }) => {
      const { services } = context;
      const found = withDeck(() => services.decks.get(name));
      const owned = services.collection.ownedCounts(found.entries.flatMap((entry) => (entry.card_id === null ? [] : [entry.card_id])));
      const analysis = analyseDeck(found, owned);
      if (options.json) return console.log(JSON.stringify({ deck: found, analysis }, null, 2));
      console.log(`${found.name}${found.format ? ` (${found.format})` : ''}`);
      for (const group of analysis.groups) {
        console.log(`\n${group.group} (${group.count})`);
        for (const entry of group.entries) console.log(`  ${entry.quantity} ${entry.name}${entry.card ? `  ${entry.card.mana_cost}` : '  (unknown card)'}`);
      }
      for (const section of DECK_SECTIONS.filter((s) => s === 'sideboard' || s === 'maybeboard')) {
        const entries = found.entries.filter((entry) => entry.section === section);
        if (entries.length === 0) continue;
        console.log(`\n${section[0]!.toUpperCase()}${section.slice(1)} (${entries.reduce((sum, entry) => sum + entry.quantity, 0)})`);
        for (const entry of entries) console.log(`  ${entry.quantity} ${entry.name}`);
      }
      console.log(`\nCurve: ${analysis.curve.map((bucket) => `${bucket.manaValue === 7 ? '7+' : bucket.manaValue}:${bucket.count}`).join(' ')}  (average ${analysis.averageManaValue.toFixed(2)})`);
      console.log(`Owned: ${analysis.owned}, missing: ${analysis.missing}`);
    });
}

/** An unknown deck name is the user's input error (exit 2), not a failure. */
function withDeck<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof DeckNotFoundError) throw new CliError(`${error.message}; "proxyfish deck list" shows the decks`, 2);
    throw error;
  }
}

const MAX_LISTED = 50;

export function formatDeckImport(result: DeckImportResult, file: string): string {
  const { deck } = result;
  const side = deck.sideboard > 0 ? ` + ${deck.sideboard} sideboard` : '';
  const extra = [deck.commander > 0 ? `${deck.commander} commander` : '', deck.maybeboard > 0 ? `${deck.maybeboard} maybeboard` : ''].filter(Boolean);
  const lines = [`Imported "${deck.name}" from ${file} (${result.format}): ${deck.main} cards${side}${extra.length ? ` (${extra.join(', ')})` : ''}`];
  if (result.unresolved.length > 0) {
    lines.push(`${result.unresolved.length} name${result.unresolved.length === 1 ? '' : 's'} matched no card (kept in the deck as unknown cards):`);
    for (const entry of result.unresolved.slice(0, MAX_LISTED)) {
      const hint = entry.suggestions.length > 0 ? `; did you mean ${entry.suggestions.map((name) => `"${name}"`).join(' or ')}?` : '';
      lines.push(`  ${entry.line === null ? '' : `line ${entry.line}: `}${entry.quantity} ${entry.name}${hint}`);
    }
    if (result.unresolved.length > MAX_LISTED) lines.push(`  … and ${result.unresolved.length - MAX_LISTED} more (--json lists all)`);
  }
  const skipped = result.problems.filter((problem) => problem.severity === 'error');
  if (skipped.length > 0) {
    lines.push(`${skipped.length} line${skipped.length === 1 ? '' : 's'} could not be read and were not imported:`);
    for (const problem of skipped.slice(0, MAX_LISTED)) lines.push(`  line ${problem.line}: ${problem.message}${problem.text ? `: ${problem.text.trim()}` : ''}`);
  }
  for (const problem of result.problems.filter((p) => p.severity === 'warning').slice(0, MAX_LISTED)) lines.push(`  note: line ${problem.line}: ${problem.message}`);
  return lines.join('\n');
}
