// The printing a player expects when they name a card without one: a paper printing that is
// legal to play, in their language where there is one (else English), a regular printing
// before a promo, the newest first. Digital-only, oversized, gold-bordered (World Championship
// decks, Collectors' Edition) and memorabilia printings come last, whatever their date: they
// used to win by being newest and put their set code on the proxy.
import type { Db } from '../db/connection.ts';

export interface PrintingCandidate {
  id: number;
  set_code: string;
  lang: string;
  released_at: string | null;
  digital: number;
  paper: number;
  oversized: number;
  promo: number;
  border_color: string | null;
  set_type: string | null;
}

/** Printings that are not for play: World Championship decks, Collectors' Edition, 30th Anniversary. */
const NOT_FOR_PLAY_SETS = /^(wc\d\d|ptc|ced|cei|30a|pcel|olep)$/i;
const NOT_FOR_PLAY_SET_TYPES = new Set(['memorabilia', 'minigame', 'treasure_chest']);

/** True when the printing is one a player would not take for their deck. */
export function isOddPrinting(row: PrintingCandidate): boolean {
  return (
    row.digital === 1 ||
    row.paper === 0 ||
    row.oversized === 1 ||
    row.border_color === 'gold' ||
    NOT_FOR_PLAY_SETS.test(row.set_code) ||
    (row.set_type !== null && NOT_FOR_PLAY_SET_TYPES.has(row.set_type))
  );
}

/** Sorts printings best first for a player whose language is `language`. */
export function rankPrintings<T extends PrintingCandidate>(rows: readonly T[], language: string): T[] {
  const languageRank = (lang: string) => (lang === language ? 0 : lang === 'en' ? 1 : 2);
  return [...rows].sort(
    (a, b) =>
      Number(isOddPrinting(a)) - Number(isOddPrinting(b)) ||
      languageRank(a.lang) - languageRank(b.lang) ||
      a.promo - b.promo ||
      (b.released_at ?? '').localeCompare(a.released_at ?? '') ||
      a.id - b.id,
  );
}

export const CANDIDATE_COLUMNS = 'id, set_code, lang, released_at, digital, paper, oversized, promo, border_color, set_type';

/** The default printing of each card, with one prepared statement. */
export class DefaultPrintings {
  private readonly candidates;

  constructor(db: Db) {
    this.candidates = db.prepare<[number], PrintingCandidate>(`SELECT ${CANDIDATE_COLUMNS} FROM printings WHERE card_id = ?`);
  }

  of(cardId: number, language: string): number | null {
    return rankPrintings(this.candidates.all(cardId), language)[0]?.id ?? null;
  }
}
