import type { Command } from 'commander';
import { findCardsByName, type CardDetail } from '../../db/card-lookup.ts';
import { CliError, type CliContext } from '../context.ts';

export function registerCardCommand(program: Command, context: CliContext): void {
  program
    .command('card')
    .description('show one card: by its name, a face name or a localised name (any case)')
    .argument('<name...>', 'the card name (quotes optional)')
    .option('--json', 'print a JSON array of the matching cards')
    .action((words: string[], options: { json?: boolean }) => {
      const name = words.join(' ');
      const { db, cardSearch } = context.services;
      const cards = findCardsByName(db, cardSearch, name);
      if (cards.length === 0) {
        const suggestions = context.services.resolver.suggest(name, 5);
        const hint = suggestions.length > 0 ? ` Did you mean: ${suggestions.map((s) => `"${s}"`).join(', ')}?` : '';
        throw new CliError(`no card named "${name}".${hint}`, 1);
      }
      console.log(options.json ? JSON.stringify(cards, null, 2) : cards.map(formatCard).join('\n\n'));
    });
}

export function formatCard(card: CardDetail): string {
  const lines: string[] = [];
  const stats = (face: { power: string | null; toughness: string | null; loyalty: string | null; defense: string | null }) =>
    face.power !== null ? `${face.power}/${face.toughness ?? ''}` : face.loyalty !== null ? `Loyalty ${face.loyalty}` : face.defense !== null ? `Defense ${face.defense}` : '';
  lines.push(`${card.name}${card.mana_cost ? `  ${card.mana_cost}` : ''}`);
  lines.push(`${card.type_line}  (${card.layout}, mana value ${card.cmc})`);
  if (card.faces.length > 1) {
    for (const face of card.faces) {
      lines.push('', `— ${face.name}${face.mana_cost ? `  ${face.mana_cost}` : ''}`, face.type_line);
      if (face.oracle_text) lines.push(face.oracle_text);
      if (stats(face)) lines.push(stats(face));
    }
  } else {
    if (card.oracle_text) lines.push(card.oracle_text);
    if (stats(card)) lines.push(stats(card));
  }
  lines.push('');
  if (card.keywords.length > 0) lines.push(`Keywords: ${card.keywords.join(', ')}`);
  lines.push(`Colours: ${card.colors.join('') || 'colourless'}; identity: ${card.color_identity.join('') || 'colourless'}`);
  lines.push(`Source: ${card.source}${card.source_detail ? ` (${card.source_detail})` : ''}`);
  if (card.localizations.length > 0) {
    lines.push('Localised names:');
    for (const loc of card.localizations) {
      lines.push(`  ${loc.lang}${card.faces.length > 1 ? ` face ${loc.face_index + 1}` : ''}: ${loc.name}${loc.type_line ? ` — ${loc.type_line}` : ''}`);
    }
  }
  lines.push(`Printings (${card.printings.length}):`);
  for (const printing of card.printings.slice(0, 30)) {
    const parts = [printing.set.toUpperCase(), printing.collector_number ?? '', printing.rarity ?? '', printing.lang, printing.released_at ?? '', printing.set_name ?? ''];
    lines.push(`  ${parts.filter(Boolean).join('  ')}`);
  }
  if (card.printings.length > 30) lines.push(`  … and ${card.printings.length - 30} more`);
  return lines.join('\n');
}
