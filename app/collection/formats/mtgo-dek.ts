// Magic Online's .dek deck file (XML), as MTGO saves it:
//
//   <?xml version="1.0" encoding="utf-8"?>
//   <Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
//     <NetDeckID>0</NetDeckID>
//     <PreconstructedDeckID>0</PreconstructedDeckID>
//     <Cards CatID="31745" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0" />
//   </Deck>
//
// The format has no deck name, notes, commander or maybeboard. A commander is written to the
// sideboard (where MTGO keeps it) with an extra Commander="true" attribute of our own, so it
// survives a round trip; MTGO ignores attributes it does not know. The maybeboard is NOT
// written (MTGO would load it as sideboard cards): see DECK_FORMAT_SECTIONS. CatID is MTGO's
// catalogue id; without one (the card database fills `mtgoId` later) "0" is written.

import { emptyDeck } from './deck-list.ts';
import type { DeckEntry, DeckList } from './deck-list.ts';
import type { DeckParseResult } from './deck-parse-result.ts';
import { FormatError, problemAt } from './format-problem.ts';
import type { FormatProblem } from './format-problem.ts';
import { asArray, asRecord, escapeXml, parseXmlDocument, tagLines } from './xml-support.ts';

export function parseMtgoDek(text: string): DeckParseResult {
  const document = parseXmlDocument(text, 'MTGO .dek');
  const root = asRecord(document['Deck']);
  if (!root) throw new FormatError('not an MTGO .dek file: the root element is not <Deck>');
  const deck = emptyDeck();
  const problems: FormatProblem[] = [];
  const lines = tagLines(text, 'Cards');
  asArray(root['Cards']).forEach((value, index) => {
    const line = lines[index] ?? 1;
    const cards = asRecord(value) ?? {};
    const name = typeof cards['@Name'] === 'string' ? cards['@Name'].trim() : '';
    const quantityText = typeof cards['@Quantity'] === 'string' ? cards['@Quantity'].trim() : '';
    if (name === '') {
      problems.push(problemAt('error', line, '<Cards> has no Name attribute'));
      return;
    }
    if (!/^\d+$/.test(quantityText) || Number(quantityText) < 1) {
      problems.push(problemAt('error', line, `Quantity "${quantityText}" of "${name}" is not a whole number of at least 1`));
      return;
    }
    const entry: DeckEntry = { quantity: Number(quantityText), name, line };
    const catId = typeof cards['@CatID'] === 'string' ? Number(cards['@CatID']) : NaN;
    if (Number.isInteger(catId) && catId > 0) entry.mtgoId = catId;
    const sideboard = String(cards['@Sideboard'] ?? 'false').toLowerCase() === 'true';
    const commander = String(cards['@Commander'] ?? 'false').toLowerCase() === 'true';
    deck.sections[commander ? 'commander' : sideboard ? 'sideboard' : 'main'].push(entry);
  });
  return { deck, problems };
}

function cardsElement(entry: DeckEntry, sideboard: boolean, commander: boolean): string {
  const attributes = [
    `CatID="${entry.mtgoId ?? 0}"`,
    `Quantity="${entry.quantity}"`,
    `Sideboard="${sideboard}"`,
    `Name="${escapeXml(entry.name)}"`,
    'Annotation="0"',
  ];
  if (commander) attributes.push('Commander="true"');
  return `  <Cards ${attributes.join(' ')} />`;
}

export function serializeMtgoDek(deck: DeckList): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '  <NetDeckID>0</NetDeckID>',
    '  <PreconstructedDeckID>0</PreconstructedDeckID>',
    ...deck.sections.main.map((entry) => cardsElement(entry, false, false)),
    ...deck.sections.sideboard.map((entry) => cardsElement(entry, true, false)),
    ...deck.sections.commander.map((entry) => cardsElement(entry, true, true)),
    '</Deck>',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
