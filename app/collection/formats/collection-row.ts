// The neutral collection row every collection CSV format reads into and writes from.

import type { Condition } from '../model.ts';

export const FINISHES = ['nonfoil', 'foil', 'etched'] as const;
export type Finish = (typeof FINISHES)[number];

/**
 * The collection's own seven grades (Cardmarket's scale: Mint, Near Mint, Excellent, Good,
 * Light Played, Played, Poor). conditions.ts says how each tool's words map onto it.
 */
export { CONDITIONS, type Condition } from '../model.ts';

export interface CollectionRow {
  quantity: number;
  /** As written; split and double-faced names ("Fire // Ice", "Delver of Secrets") stay as they are. */
  name: string;
  /** Lower-case, as Scryfall writes set codes (each tool's casing is restored on export). */
  setCode?: string;
  setName?: string;
  collectorNumber?: string;
  finish: Finish;
  /** Absent when the file leaves it blank or writes something no scale knows. */
  condition?: Condition;
  /** Scryfall's language codes: en, de, es, fr, it, pt, ja, ko, ru, zhs, zht, he, la, grc, ar, sa, ph. */
  language?: string;
  tags: string[];
  purchasePrice?: number;
  /** ISO code ("USD", "EUR") when the file says. */
  purchaseCurrency?: string;
  notes?: string;
  /** Scryfall card id, when the tool exports one (ManaBox, Archidekt, some Deckbox exports). */
  scryfallId?: string;
  /** 1-based line in the file. */
  line: number;
  /**
   * The file's other columns by header name, as written ("Tradelist Count", "Binder Name",
   * "Last Modified", …). Writing to a tool that has a column of the same name fills it from
   * here, so a round trip through the same tool keeps them.
   */
  extra: Record<string, string>;
}
