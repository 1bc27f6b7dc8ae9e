// The face a card is drawn with when it has no picture (offline, or not fetched yet): its name,
// cost, type line, rules text and P/T in a frame of its colours. One rule for every place that
// shows a card small: the search grid, the deck view, the sample hand and the art picker — a
// two-faced card shows its front face, any other card its whole text (a split card both halves),
// as the goldfish table and the printed proxy do.
import type { CardCharacteristics } from '../../../app/cards/model.ts';
import type { DeckEntry } from '../../../app/collection/deck-service.ts';
import type { CardFaceData } from './CardFace.tsx';

/** Layouts whose card is drawn by its front face: the back is another card's worth of text. */
const FRONT_FACE_LAYOUTS = new Set(['transform', 'modal_dfc', 'meld', 'double_faced_token', 'reversible_card']);

/** The text face of a card from the database (a search result, a card's detail). */
export function textFace(card: Pick<CardCharacteristics, 'name' | 'layout' | 'mana_cost' | 'type_line' | 'oracle_text' | 'power' | 'toughness' | 'loyalty' | 'colors' | 'faces'>): CardFaceData {
  const face = FRONT_FACE_LAYOUTS.has(card.layout) && card.faces[0] ? card.faces[0] : card;
  return { name: face.name, mana_cost: face.mana_cost, type_line: face.type_line, oracle_text: face.oracle_text, power: face.power, toughness: face.toughness, loyalty: face.loyalty, colors: face.colors };
}

/** The text face of a deck's card (its name as the deck lists it); an unknown card has only its name. */
export function deckEntryFace(entry: Pick<DeckEntry, 'name' | 'card'>): CardFaceData {
  const card = entry.card;
  if (!card) return { name: entry.name, mana_cost: '', type_line: '', oracle_text: '', colors: [] };
  return { name: entry.name, mana_cost: card.mana_cost, type_line: card.type_line, oracle_text: card.oracle_text, power: card.power, toughness: card.toughness, loyalty: card.loyalty, colors: card.colors };
}
