// Checklist cards for double-faced cards. A checklist card (Wizards printed them with Innistrad
// and later substitute cards) goes in the deck in place of a transforming or modal double-faced
// card, which waits outside the deck until it is played, so sleeves need not be opaque. One is
// printed per copy of such a card in the job: it carries the front face's name, mana cost, type
// line and colours (what the card is while in the library or the hand), and names both faces.
import { labels } from './labels.ts';
import { printCardSchema, type PrintCard, type PrintFace, type PrintItem } from './print-card.ts';

/** The layouts a checklist card stands in for: cards with two sides that are cast from the front. */
export const CHECKLIST_LAYOUTS: readonly string[] = ['transform', 'modal_dfc'];

export function needsChecklist(card: PrintCard): boolean {
  return CHECKLIST_LAYOUTS.includes(card.layout) && (card.faces?.length ?? 0) >= 2;
}

/** One checklist card per copy of every double-faced card among `items`, in their order. */
export function checklistItems(items: readonly PrintItem[], language: string): PrintItem[] {
  return items.filter(({ card }) => needsChecklist(card)).map(({ card, quantity }) => ({ card: checklistCard(card, language), quantity }));
}

function stats(face: PrintFace): string {
  if (face.power !== undefined && face.toughness !== undefined) return `, ${face.power}/${face.toughness}`;
  if (face.loyalty !== undefined) return `, ${face.loyalty}`;
  return '';
}

/** "Front: Delver of Secrets — Creature — Human Wizard, 1/1" for each face, in English or the card's print language. */
function rulesText(faces: readonly PrintFace[], language: string, local: boolean): string {
  const words = labels(language).checklist;
  const name = (face: PrintFace) => (local && face.printedName) || face.name;
  const typeLine = (face: PrintFace) => (local && face.printedTypeLine) || face.typeLine;
  const side = (label: string, face: PrintFace) => `${label}: ${name(face)} — ${typeLine(face)}${stats(face)}`;
  return [words.standsIn, side(words.front, faces[0]!), side(words.back, faces[1]!)].join('\n');
}

export function checklistCard(card: PrintCard, language: string): PrintCard {
  const faces = card.faces!;
  const front = faces[0]!;
  // The checklist's own words follow the print language; the faces' words where the card has them in it.
  const localWords = card.lang === language && language !== 'en';
  return printCardSchema.parse({
    name: front.name,
    manaCost: front.manaCost,
    typeLine: front.typeLine,
    oracleText: rulesText(faces, 'en', false),
    colors: front.colors,
    set: card.set,
    collectorNumber: card.collectorNumber,
    ...(card.rarity ? { rarity: card.rarity } : {}),
    lang: language === 'en' ? card.lang : language,
    source: card.source,
    layout: 'normal',
    ...(language === 'en'
      ? {}
      : {
          ...(localWords && front.printedName ? { printedName: front.printedName } : {}),
          ...(localWords && front.printedTypeLine ? { printedTypeLine: front.printedTypeLine } : {}),
          printedText: rulesText(faces, language, localWords),
        }),
  });
}
