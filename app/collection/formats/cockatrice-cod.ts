// Cockatrice's .cod deck file (XML):
//
//   <?xml version="1.0" encoding="UTF-8"?>
//   <cockatrice_deck version="1">
//     <deckname>Burn</deckname>
//     <comments>Notes</comments>
//     <zone name="main">
//       <card number="4" name="Lightning Bolt"/>
//     </zone>
//     <zone name="side">
//       <card number="2" name="Smash to Smithereens"/>
//     </zone>
//   </cockatrice_deck>
//
// Cockatrice names double-faced cards by their front face only; names are kept as written.
// Newer Cockatrice versions add setShortName / collectorNumber attributes, read and written
// here when known. Cockatrice has no commander or maybeboard zone: those sections are written
// as zones named "commander" and "maybeboard" so they survive a round trip (unverified how
// Cockatrice itself shows them). A "tokens" zone is skipped with a warning.

import { emptyDeck } from './deck-list.ts';
import type { DeckEntry, DeckList, DeckSection } from './deck-list.ts';
import type { DeckParseResult } from './deck-parse-result.ts';
import { FormatError, problemAt } from './format-problem.ts';
import type { FormatProblem } from './format-problem.ts';
import { asArray, asRecord, escapeXml, parseXmlDocument, tagLines, textOf } from './xml-support.ts';
import { dictionary } from '../../dictionary.ts';

const ZONES: Record<string, DeckSection> = dictionary({
  main: 'main',
  side: 'sideboard',
  sideboard: 'sideboard',
  commander: 'commander',
  maybeboard: 'maybeboard',
  maybe: 'maybeboard',
});
const ZONE_NAMES: Record<DeckSection, string> = { main: 'main', sideboard: 'side', commander: 'commander', maybeboard: 'maybeboard' };

export function parseCockatriceCod(text: string): DeckParseResult {
  const document = parseXmlDocument(text, 'Cockatrice .cod');
  const root = asRecord(document['cockatrice_deck']);
  if (!root) throw new FormatError('not a Cockatrice .cod file: the root element is not <cockatrice_deck>');
  const deck = emptyDeck();
  const problems: FormatProblem[] = [];
  const name = textOf(root['deckname'])?.trim();
  if (name) deck.name = name;
  const comments = textOf(root['comments']);
  if (comments?.trim()) deck.notes = comments.trim();
  const cardLines = tagLines(text, 'card');
  const zoneLines = tagLines(text, 'zone');
  let cardIndex = 0;
  asArray(root['zone']).forEach((zoneValue, zoneIndex) => {
    const zone = asRecord(zoneValue) ?? {};
    const zoneName = String(zone['@name'] ?? '').toLowerCase();
    const cards = asArray(zone['card']);
    const section = ZONES[zoneName];
    if (!section) {
      problems.push(problemAt('warning', zoneLines[zoneIndex] ?? 1, `zone "${zoneName}" skipped (${cards.length} cards): only main, side, commander and maybeboard are read`));
      cardIndex += cards.length;
      return;
    }
    for (const cardValue of cards) {
      const line = cardLines[cardIndex++] ?? 1;
      const card = asRecord(cardValue) ?? {};
      const cardName = typeof card['@name'] === 'string' ? card['@name'].trim() : '';
      const number = typeof card['@number'] === 'string' ? card['@number'].trim() : '';
      if (cardName === '') {
        problems.push(problemAt('error', line, '<card> has no name attribute'));
        continue;
      }
      if (!/^\d+$/.test(number) || Number(number) < 1) {
        problems.push(problemAt('error', line, `number "${number}" of "${cardName}" is not a whole number of at least 1`));
        continue;
      }
      const entry: DeckEntry = { quantity: Number(number), name: cardName, line };
      if (typeof card['@setShortName'] === 'string' && card['@setShortName'] !== '') entry.setCode = card['@setShortName'];
      if (typeof card['@collectorNumber'] === 'string' && card['@collectorNumber'] !== '') entry.collectorNumber = card['@collectorNumber'];
      deck.sections[section].push(entry);
    }
  });
  return { deck, problems };
}

function cardElement(entry: DeckEntry): string {
  let attributes = `number="${entry.quantity}" name="${escapeXml(entry.name)}"`;
  if (entry.setCode) attributes += ` setShortName="${escapeXml(entry.setCode)}"`;
  if (entry.collectorNumber) attributes += ` collectorNumber="${escapeXml(entry.collectorNumber)}"`;
  return `        <card ${attributes}/>`;
}

export function serializeCockatriceCod(deck: DeckList): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<cockatrice_deck version="1">'];
  lines.push(`    <deckname>${escapeXml(deck.name ?? '')}</deckname>`);
  lines.push(`    <comments>${escapeXml(deck.notes ?? '')}</comments>`);
  const order: DeckSection[] = ['main', 'sideboard', 'commander', 'maybeboard'];
  for (const section of order) {
    const entries = deck.sections[section];
    if (section !== 'main' && entries.length === 0) continue;
    lines.push(`    <zone name="${ZONE_NAMES[section]}">`, ...entries.map(cardElement), '    </zone>');
  }
  lines.push('</cockatrice_deck>');
  return `${lines.join('\n')}\n`;
}
