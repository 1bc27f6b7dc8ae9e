// The neutral collection row every collection CSV format reads into and writes from.

export const FINISHES = ['nonfoil', 'foil', 'etched'] as const;
export type Finish = (typeof FINISHES)[number];

/**
 * One scale for every tool. The US tools (Moxfield, Deckbox, Archidekt) grade Mint, NM, LP,
 * MP, HP, Damaged; the Cardmarket tools (ManaBox, Dragon Shield) grade Mint, Near Mint,
 * Excellent, Good, Light Played, Played, Poor. The usual conversion lines them up as
 * Good = LP, Light Played = MP, Played = HP, Poor = Damaged, which leaves Excellent between
 * NM and LP. So the neutral scale has seven grades, and each tool's own words map onto it
 * both ways without loss; only Excellent (and Mint, for Archidekt) must round down when
 * written for a tool that lacks it.
 */
export const CONDITIONS = [
  'mint',
  'near_mint',
  'excellent',
  'lightly_played',
  'moderately_played',
  'heavily_played',
  'damaged',
] as const;
export type Condition = (typeof CONDITIONS)[number];

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
