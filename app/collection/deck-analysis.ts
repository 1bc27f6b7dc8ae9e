// What the deck view shows about a deck: its cards grouped by type, the mana curve, colour
// pips, the type breakdown, and which cards the user owns. Computed in the core so the CLI and
// the UI agree.
import { COLORS, parseManaCost, type Color } from '../cards/mana-symbols.ts';
import type { Deck, DeckEntry, DeckSection } from './deck-service.ts';

/** Display order of type groups; a card goes in the first group its type line names. */
export const TYPE_GROUPS = ['Commander', 'Creature', 'Planeswalker', 'Battle', 'Instant', 'Sorcery', 'Artifact', 'Enchantment', 'Land', 'Other'] as const;
export type TypeGroup = (typeof TYPE_GROUPS)[number];

export interface OwnershipLine {
  entryId: number;
  name: string;
  section: DeckSection;
  needed: number;
  owned: number;
  missing: number;
}

export interface DeckAnalysis {
  groups: { group: TypeGroup; count: number; entries: DeckEntry[] }[];
  /** Main-deck non-land cards by mana value; the last bucket is "7 or more". */
  curve: { manaValue: number; count: number }[];
  /** Coloured mana symbols in the main deck's costs (a hybrid symbol counts for each colour). */
  pips: Record<Color, number>;
  /** Main-deck card types (a card counts for each type it has). */
  types: { type: string; count: number }[];
  averageManaValue: number;
  ownership: OwnershipLine[];
  owned: number;
  missing: number;
}

const CARD_TYPES = ['Creature', 'Planeswalker', 'Battle', 'Instant', 'Sorcery', 'Artifact', 'Enchantment', 'Land', 'Kindred', 'Tribal'];

export function typeGroupOf(entry: DeckEntry): TypeGroup {
  if (entry.section === 'commander') return 'Commander';
  const front = (entry.card?.type_line ?? '').split('//')[0] ?? '';
  return TYPE_GROUPS.find((group) => group !== 'Commander' && group !== 'Other' && front.includes(group)) ?? 'Other';
}

function isLand(entry: DeckEntry): boolean {
  return ((entry.card?.type_line ?? '').split('//')[0] ?? '').includes('Land');
}

/** `owned` maps card id → copies owned over the whole collection. */
export function analyseDeck(deck: Deck, owned: ReadonlyMap<number, number>): DeckAnalysis {
  const main = deck.entries.filter((entry) => entry.section === 'main' || entry.section === 'commander');

  const groups = TYPE_GROUPS.map((group) => {
    const entries = deck.entries.filter((entry) => entry.section !== 'sideboard' && entry.section !== 'maybeboard' && typeGroupOf(entry) === group);
    return { group, count: entries.reduce((sum, entry) => sum + entry.quantity, 0), entries };
  }).filter((group) => group.count > 0);

  const curveCounts = new Array<number>(8).fill(0);
  let manaValueTotal = 0;
  let nonLandCount = 0;
  const pips = Object.fromEntries(COLORS.map((color) => [color, 0])) as Record<Color, number>;
  const typeCounts = new Map<string, number>();
  for (const entry of main) {
    if (!entry.card) continue;
    for (const type of CARD_TYPES) {
      if (entry.card.type_line.includes(type)) typeCounts.set(type, (typeCounts.get(type) ?? 0) + entry.quantity);
    }
    for (const symbol of safeSymbols(entry.card.mana_cost)) {
      const colors = symbol.kind === 'colored' || symbol.kind === 'twobrid' ? [symbol.color] : symbol.kind === 'hybrid' || symbol.kind === 'phyrexian' ? symbol.colors : [];
      for (const color of colors) pips[color] += entry.quantity;
    }
    if (isLand(entry)) continue;
    const bucket = Math.min(7, Math.floor(entry.card.cmc));
    curveCounts[bucket] = (curveCounts[bucket] ?? 0) + entry.quantity;
    manaValueTotal += entry.card.cmc * entry.quantity;
    nonLandCount += entry.quantity;
  }

  const ownership = ownershipLines(deck, owned);
  return {
    groups,
    curve: curveCounts.map((count, manaValue) => ({ manaValue, count })),
    pips,
    types: [...typeCounts].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count),
    averageManaValue: nonLandCount === 0 ? 0 : manaValueTotal / nonLandCount,
    ownership,
    owned: ownership.reduce((sum, line) => sum + line.needed - line.missing, 0),
    missing: ownership.reduce((sum, line) => sum + line.missing, 0),
  };
}

/**
 * Owned vs needed per entry. Copies of a card owned once are shared out over the deck's entries
 * of that card in order, so two entries of the same card don't both count the same copies.
 */
export function ownershipLines(deck: Deck, owned: ReadonlyMap<number, number>): OwnershipLine[] {
  const left = new Map(owned);
  return deck.entries
    .filter((entry) => entry.section !== 'maybeboard')
    .map((entry) => {
      const available = entry.card_id === null ? 0 : (left.get(entry.card_id) ?? 0);
      const use = Math.min(available, entry.quantity);
      if (entry.card_id !== null) left.set(entry.card_id, available - use);
      return { entryId: entry.id, name: entry.name, section: entry.section, needed: entry.quantity, owned: use, missing: entry.quantity - use };
    });
}

function safeSymbols(cost: string) {
  try {
    return parseManaCost(cost);
  } catch {
    return [];
  }
}
