// Helpers every format reader shares to turn faces into a card: colours and mana values that
// tolerate odd costs, and the card-level fields of a multi-face card built from its faces the
// way Scryfall builds them.
import type { CardFace, CardRecord } from '../../cards/model.ts';
import { COLORS, costColors, manaValue, parseManaCost, type Color } from '../../cards/mana-symbols.ts';

/** Keeps the WUBRG letters of a data file's colour list, in WUBRG order. */
export function toColors(values: unknown): Color[] {
  if (!Array.isArray(values)) return [];
  return COLORS.filter((color) => values.includes(color));
}

export function unionColors(lists: readonly (readonly Color[])[]): Color[] {
  return COLORS.filter((color) => lists.some((list) => list.includes(color)));
}

/** The colours of a cost; an unreadable cost (a symbol we do not know) gives none. */
export function safeCostColors(cost: string): Color[] {
  try {
    return costColors(parseManaCost(cost));
  } catch {
    return [];
  }
}

export function safeManaValue(cost: string): number {
  try {
    return manaValue(parseManaCost(cost));
  } catch {
    return 0;
  }
}

/** Layouts whose faces are both on the front of the card, so both costs are printed. */
const SIDE_BY_SIDE = new Set(['split', 'adventure']);

type CardLevel = Pick<CardRecord, 'mana_cost' | 'type_line' | 'oracle_text' | 'power' | 'toughness' | 'loyalty' | 'defense' | 'colors'>;

/**
 * The card-level fields of a card from its faces: split and adventure cards show both costs
 * ("{1}{R} // {1}{U}"), others (flip, transform, modal DFC, meld) the front face's; type lines
 * are joined with " // ", texts with a "//" line, and the colours are the union of the faces'.
 */
export function cardLevelFromFaces(layout: string, faces: readonly CardFace[]): CardLevel {
  const front = faces[0]!;
  if (faces.length === 1) {
    const { mana_cost, type_line, oracle_text, power, toughness, loyalty, defense, colors } = front;
    return { mana_cost, type_line, oracle_text, power, toughness, loyalty, defense, colors };
  }
  return {
    mana_cost: SIDE_BY_SIDE.has(layout) ? faces.map((face) => face.mana_cost).join(' // ') : front.mana_cost,
    type_line: faces.map((face) => face.type_line).join(' // '),
    oracle_text: faces.map((face) => face.oracle_text).join('\n//\n'),
    power: front.power,
    toughness: front.toughness,
    loyalty: front.loyalty,
    defense: front.defense,
    colors: unionColors(faces.map((face) => face.colors)),
  };
}

/** A string field of a data record, or null when absent or not a string. */
export function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
