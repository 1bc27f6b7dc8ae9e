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

/** Printings that are not for play: World Championship decks (wc97 …), Collectors' Edition, 30th Anniversary. */
const NOT_FOR_PLAY_SET_CODES = ['ptc', 'ced', 'cei', '30a', 'pcel', 'olep'];
const NOT_FOR_PLAY_SETS = new RegExp(`^(wc\\d\\d|${NOT_FOR_PLAY_SET_CODES.join('|')})$`, 'i');
const NOT_FOR_PLAY_SET_TYPE_LIST = ['memorabilia', 'minigame', 'treasure_chest'];
const NOT_FOR_PLAY_SET_TYPES = new Set(NOT_FOR_PLAY_SET_TYPE_LIST);

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

/**
 * The same rule as rankPrintings, as an SQL ORDER BY over printings aliased `alias`, for the card
 * search, which picks the printing of every listed card in one statement (issue 23: it took the
 * newest printing, digital and promo ones included, so the list and the CLI showed "PRM 64422"
 * where the deck, the images and the print showed the card's regular paper printing). It reads
 * one parameter: the player's language.
 */
export function defaultPrintingOrderSql(alias: string): string {
  const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
  const odd = `(${alias}.digital = 1 OR ${alias}.paper = 0 OR ${alias}.oversized = 1 OR ifnull(${alias}.border_color, '') = 'gold'
    OR lower(${alias}.set_code) GLOB 'wc[0-9][0-9]' OR lower(${alias}.set_code) IN (${quoted(NOT_FOR_PLAY_SET_CODES)})
    OR ifnull(${alias}.set_type, '') IN (${quoted(NOT_FOR_PLAY_SET_TYPE_LIST)}))`;
  return `${odd}, CASE WHEN ${alias}.lang = ? THEN 0 WHEN ${alias}.lang = 'en' THEN 1 ELSE 2 END, ${alias}.promo,
    ifnull(${alias}.released_at, '') DESC, ${alias}.id`;
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
