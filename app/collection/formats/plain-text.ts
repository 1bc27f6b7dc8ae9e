// Plain decklist text, the lowest common denominator that MTGO's .txt export, forums and most
// deck sites use:
//
//   // Name: Burn
//   // any other comment before the first card is kept as the deck's notes
//   4 Lightning Bolt
//   4x Goblin Guide
//   SB: 2 Skullcrack          <- a sideboard line anywhere
//
//   Sideboard                 <- or a header ("Sideboard", "Commander", "Maybeboard", "Deck")
//   2 Smash to Smithereens
//
// Comments start with "//" or "#". When a list has no headers and no "SB:" lines at all, a
// blank line after the main deck starts the sideboard (MTGO's .txt export does exactly that).

import { emptyDeck, sectionFromHeader } from './deck-list.ts';
import type { DeckEntry, DeckList, DeckSection } from './deck-list.ts';
import { formatCardLine, parseCardLine } from './deck-line.ts';
import type { DeckParseResult } from './deck-parse-result.ts';
import { problemAt } from './format-problem.ts';
import type { FormatProblem } from './format-problem.ts';

const COMMENT = /^(?:\/\/|#)\s?(.*)$/;

/** "Sideboard", "Sideboard:", "Sideboard (15)", "// Sideboard" → the section, else undefined. */
function headerOf(trimmed: string): DeckSection | undefined {
  const comment = COMMENT.exec(trimmed);
  const body = (comment ? comment[1]! : trimmed).replace(/\s*\(\d+\)\s*$/, '');
  const section = sectionFromHeader(body);
  return section === 'companion' ? 'sideboard' : section;
}

export function parsePlainText(text: string): DeckParseResult {
  const deck = emptyDeck();
  const problems: FormatProblem[] = [];
  const lines = text.split(/\r\n|\n|\r/);
  const hasExplicitSections = lines.some((raw) => {
    const trimmed = raw.trim();
    return /^SB:/i.test(trimmed) || (trimmed !== '' && headerOf(trimmed) !== undefined);
  });
  const notes: string[] = [];
  let section: DeckSection = 'main';
  let seenCard = false;
  let blankAfterCards = false;

  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') {
      if (seenCard) blankAfterCards = true;
      return;
    }
    const header = headerOf(trimmed);
    if (header) {
      section = header;
      return;
    }
    const comment = COMMENT.exec(trimmed);
    if (comment || /^name:/i.test(trimmed)) {
      const body = comment ? comment[1]! : trimmed;
      const name = /^name:\s*(.*)$/i.exec(body.trim());
      if (name && deck.name === undefined) deck.name = name[1]!.trim();
      else if (!seenCard) notes.push(body.trimEnd());
      return;
    }
    const parsed = parseCardLine(trimmed);
    if (!parsed.ok) {
      problems.push(problemAt('error', line, parsed.reason, raw));
      return;
    }
    if (!hasExplicitSections && blankAfterCards && section === 'main') section = 'sideboard';
    seenCard = true;
    const { card } = parsed;
    const entry: DeckEntry = { quantity: card.quantity, name: card.name, line };
    if (card.setCode) entry.setCode = card.setCode;
    if (card.collectorNumber) entry.collectorNumber = card.collectorNumber;
    deck.sections[card.sideboard ? 'sideboard' : section].push(entry);
  });
  if (notes.length) deck.notes = notes.join('\n');
  return { deck, problems };
}

export function serializePlainText(deck: DeckList): string {
  const out: string[] = [];
  if (deck.name) out.push(`// Name: ${deck.name}`);
  if (deck.notes) out.push(...deck.notes.split(/\r\n|\n|\r/).map((note) => (note === '' ? '//' : `// ${note}`)));
  const cards = (entries: DeckEntry[]) => entries.map((entry) => formatCardLine(entry, false));
  const { commander, main, sideboard, maybeboard } = deck.sections;
  if (commander.length) out.push('Commander', ...cards(commander), '', 'Deck');
  out.push(...cards(main));
  if (sideboard.length) out.push('', 'Sideboard', ...cards(sideboard));
  if (maybeboard.length) out.push('', 'Maybeboard', ...cards(maybeboard));
  return `${out.join('\n')}\n`;
}
