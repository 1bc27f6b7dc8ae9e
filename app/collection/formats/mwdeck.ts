// Magic Workstation's .mwDeck decklist:
//
//   // Deck file for Magic Workstation (http://www.magicworkstation.com)
//   // NAME : Burn
//   // CREATOR : someone
//   // FORMAT : Modern
//       4 [M10] Lightning Bolt
//       1 [] Fire/Ice                <- the set may be empty; split cards are written "A/B"
//   SB:  2 [RTR] Skullcrack
//
// Comment lines start with "//"; "// NAME :" gives the deck's name. Only main deck and sideboard.

import { readBracketedLine } from './bracketed-line.ts';
import { emptyDeck } from './deck-list.ts';
import type { DeckEntry, DeckList } from './deck-list.ts';
import type { DeckParseResult } from './deck-parse-result.ts';
import { problemAt } from './format-problem.ts';
import type { FormatProblem } from './format-problem.ts';

/** The header Magic Workstation writes, or a card line with its bracketed set "[M10]". */
export const MWDECK_LINE = /^(\/\/\s*Deck file for Magic Workstation|(SB:\s*)?\d+\s+\[[A-Za-z0-9_]*\]\s+\S)/i;

/** "Fire/Ice" → "Fire // Ice": the database names split cards with " // ". */
const splitName = (name: string) => (name.includes('//') ? name : name.replace(/\s*\/\s*/g, ' // '));

export function parseMwDeck(text: string): DeckParseResult {
  const deck = emptyDeck();
  const problems: FormatProblem[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    if (trimmed.startsWith('//')) {
      const name = /^\/\/\s*NAME\s*:\s*(.+)$/i.exec(trimmed);
      if (name) deck.name = name[1]!.trim();
      return;
    }
    const read = readBracketedLine(trimmed, '"<quantity> [SET] <card name>"');
    if (!read.ok) {
      problems.push(problemAt('error', line, read.reason, raw));
      return;
    }
    const entry: DeckEntry = { quantity: read.card.quantity, name: splitName(read.card.name), line };
    if (read.card.printing) entry.setCode = read.card.printing;
    deck.sections[read.card.sideboard ? 'sideboard' : 'main'].push(entry);
  });
  return { deck, problems };
}

function cardLine(entry: DeckEntry): string {
  return `${String(entry.quantity).padStart(4)} [${(entry.setCode ?? '').toUpperCase()}] ${entry.name.replace(/\s*\/\/\s*/g, '/')}`;
}

/** Magic Workstation has no commander or maybeboard section: they are left out (and reported by the caller). */
export function serializeMwDeck(deck: DeckList): string {
  const lines = ['// Deck file for Magic Workstation (http://www.magicworkstation.com)'];
  if (deck.name) lines.push(`// NAME : ${deck.name}`);
  for (const entry of deck.sections.main) lines.push(cardLine(entry));
  for (const entry of deck.sections.sideboard) lines.push(`SB: ${cardLine(entry).trimStart()}`);
  return `${lines.join('\n')}\n`;
}
