// MTG Arena's decklist text, as Arena's Export button writes it and its Import reads it:
//
//   About
//   Name Mono Red
//
//   Commander
//   1 Chandra, Torch of Defiance (KLD) 110
//
//   Companion
//   1 Lurrus of the Dream-Den (IKO) 226
//
//   Deck
//   4 Lightning Bolt (M10) 146
//
//   Sideboard
//   1 Lurrus of the Dream-Den (IKO) 226
//   2 Negate (M21) 55
//
// The companion is listed both under Companion and in the sideboard (it lives there), so a
// sideboard line repeating the companion is not counted twice. "Maybeboard" is not Arena's
// (Moxfield and other builders use it); it is written so the section survives a round trip.

import { emptyDeck, sectionFromHeader } from './deck-list.ts';
import type { DeckEntry, DeckList, DeckSection } from './deck-list.ts';
import { formatCardLine, parseCardLine } from './deck-line.ts';
import type { DeckParseResult } from './deck-parse-result.ts';
import { problemAt } from './format-problem.ts';
import type { FormatProblem } from './format-problem.ts';

export function parseMtgaText(text: string): DeckParseResult {
  const deck = emptyDeck();
  const problems: FormatProblem[] = [];
  const lines = text.split(/\r\n|\n|\r/);
  let section: DeckSection | 'companion' = 'main';
  let inAbout = false;
  const companionsToMatch = new Map<string, DeckEntry>();

  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') {
      inAbout = false;
      return;
    }
    if (trimmed.startsWith('//') || trimmed.startsWith('#')) return;
    if (/^about$/i.test(trimmed)) {
      inAbout = true;
      return;
    }
    const nameMatch = /^name\s+(.+)$/i.exec(trimmed);
    if (nameMatch && (inAbout || !/^\d/.test(trimmed))) {
      deck.name = nameMatch[1]!.trim();
      return;
    }
    if (inAbout) {
      problems.push(problemAt('warning', line, 'ignored: only "Name" is read in the About block', raw));
      return;
    }
    const header = sectionFromHeader(trimmed);
    if (header) {
      section = header;
      return;
    }
    const parsed = parseCardLine(trimmed);
    if (!parsed.ok) {
      problems.push(problemAt('error', line, parsed.reason, raw));
      return;
    }
    const { card } = parsed;
    const entry: DeckEntry = { quantity: card.quantity, name: card.name, line };
    if (card.setCode) entry.setCode = card.setCode;
    if (card.collectorNumber) entry.collectorNumber = card.collectorNumber;
    const target: DeckSection = card.sideboard ? 'sideboard' : section === 'companion' ? 'sideboard' : section;
    if (section === 'companion') {
      entry.companion = true;
      companionsToMatch.set(entry.name.toLowerCase(), entry);
    } else if (target === 'sideboard' && companionsToMatch.has(entry.name.toLowerCase())) {
      // Arena lists the companion again in the sideboard: the same card, not another copy.
      companionsToMatch.delete(entry.name.toLowerCase());
      return;
    }
    deck.sections[target].push(entry);
  });
  return { deck, problems };
}

const HEADERS: Record<DeckSection, string> = {
  commander: 'Commander',
  main: 'Deck',
  sideboard: 'Sideboard',
  maybeboard: 'Maybeboard',
};

export function serializeMtgaText(deck: DeckList): string {
  const blocks: string[] = [];
  if (deck.name) blocks.push(`About\nName ${deck.name}`);
  const block = (header: string, entries: DeckEntry[]) =>
    [header, ...entries.map((entry) => formatCardLine(entry, true))].join('\n');
  if (deck.sections.commander.length) blocks.push(block(HEADERS.commander, deck.sections.commander));
  const companions = deck.sections.sideboard.filter((entry) => entry.companion);
  if (companions.length) blocks.push(block('Companion', companions));
  blocks.push(block(HEADERS.main, deck.sections.main));
  if (deck.sections.sideboard.length) blocks.push(block(HEADERS.sideboard, deck.sections.sideboard));
  if (deck.sections.maybeboard.length) blocks.push(block(HEADERS.maybeboard, deck.sections.maybeboard));
  return `${blocks.join('\n\n')}\n`;
}
