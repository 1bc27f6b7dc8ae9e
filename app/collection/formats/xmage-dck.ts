// XMage's .dck decklist, as XMage writes it (DckDeckExporter) and reads it (DckDeckImporter):
//
//   NAME:Burn
//   4 [M10:146] Lightning Bolt
//   SB: 2 [RTR:106] Skullcrack
//   LAYOUT MAIN:(1,6)(CMC,false,50)|…      <- XMage's deck-editor layout, not cards: ignored
//
// A card line is a quantity, the printing as [SET:NUMBER] and the name. Lines without the
// printing ("4 Lightning Bolt") are read too. Only main deck and sideboard exist.

import { readBracketedLine } from './bracketed-line.ts';
import { emptyDeck } from './deck-list.ts';
import type { DeckEntry, DeckList } from './deck-list.ts';
import type { DeckParseResult } from './deck-parse-result.ts';
import { problemAt } from './format-problem.ts';
import type { FormatProblem } from './format-problem.ts';

/** A line that only XMage writes: its name line or a bracketed [SET:NUMBER] card line. */
export const XMAGE_LINE = /^(NAME:|LAYOUT (MAIN|SIDEBOARD):|(SB:\s*)?\d+\s+\[[^\]:]*:[^\]]*\])/;

export function parseXmageDck(text: string): DeckParseResult {
  const deck = emptyDeck();
  const problems: FormatProblem[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || /^LAYOUT /i.test(trimmed) || trimmed.startsWith('#')) return;
    if (/^NAME:/i.test(trimmed)) {
      const name = trimmed.slice(5).trim();
      if (name) deck.name = name;
      return;
    }
    const read = readBracketedLine(trimmed, '"<quantity> [SET:NUMBER] <card name>"');
    if (!read.ok) {
      problems.push(problemAt('error', line, read.reason, raw));
      return;
    }
    const { quantity, name, printing, sideboard } = read.card;
    const entry: DeckEntry = { quantity, name, line };
    const [setCode, collectorNumber] = printing.split(':').map((part) => part.trim());
    if (setCode) entry.setCode = setCode;
    if (collectorNumber) entry.collectorNumber = collectorNumber;
    deck.sections[sideboard ? 'sideboard' : 'main'].push(entry);
  });
  return { deck, problems };
}

function cardLine(entry: DeckEntry): string {
  const printing = entry.setCode ? `[${entry.setCode.toUpperCase()}:${entry.collectorNumber ?? ''}] ` : '';
  return `${entry.quantity} ${printing}${entry.name}`;
}

/** XMage's .dck has no commander or maybeboard section: they are left out (and reported by the caller). */
export function serializeXmageDck(deck: DeckList): string {
  const lines: string[] = [];
  if (deck.name) lines.push(`NAME:${deck.name}`);
  for (const entry of deck.sections.main) lines.push(cardLine(entry));
  for (const entry of deck.sections.sideboard) lines.push(`SB: ${cardLine(entry)}`);
  return `${lines.join('\n')}\n`;
}
