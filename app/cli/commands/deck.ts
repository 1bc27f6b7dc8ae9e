import type { Command } from 'commander';
import { analyseDeck } from '../../collection/deck-analysis.ts';
import { DECK_SECTIONS } from '../../collection/deck-service.ts';
import type { CliContext } from '../context.ts';

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
    .command('show')
    .description('a deck grouped by type, with its curve and what the collection is missing')
    .argument('<name>', 'deck name')
    .option('--json', 'print one JSON object')
    .action((name: string, options: { json?: boolean }) => {
      const { services } = context;
      const found = services.decks.get(name);
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
