// The printings of one card to choose the art from, best first (the default printing on top),
// each with its thumbnail where it is stored; the first few missing thumbnails are fetched in
// the background so the chooser fills in while it is open.
import type { Services } from '../services.ts';
import { mediaUrl } from './image-service.ts';
import { CANDIDATE_COLUMNS, isOddPrinting, rankPrintings, type PrintingCandidate } from './default-printing.ts';

export interface PrintingChoice {
  printing_id: number;
  set_code: string;
  set_name: string | null;
  collector_number: string | null;
  lang: string;
  released_at: string | null;
  /** Digital-only, oversized, gold-bordered or memorabilia: listed last. */
  odd: boolean;
  thumbnail: string | null;
  /** An image exists to fetch for it (or is stored). */
  hasImage: boolean;
}

const THUMBNAILS_FETCHED = 24;

export function printingChoices(services: Services, cardId: number, language: string): PrintingChoice[] {
  const rows = services.db
    .prepare<[number], PrintingCandidate & { set_name: string | null; collector_number: string | null; images: number }>(
      `SELECT ${CANDIDATE_COLUMNS}, set_name, collector_number,
        (SELECT count(*) FROM printing_images i WHERE i.printing_id = printings.id) + (SELECT count(*) FROM local_images l WHERE l.printing_id = printings.id) AS images
       FROM printings WHERE card_id = ?`,
    )
    .all(cardId);
  const ranked = rankPrintings(rows, language);
  services.images.request(ranked.slice(0, THUMBNAILS_FETCHED).map((row) => row.id), 'display');
  return ranked.map((row) => {
    const stored = services.images.stored(row.id, 'display')[0];
    return {
      printing_id: row.id,
      set_code: row.set_code,
      set_name: row.set_name,
      collector_number: row.collector_number,
      lang: row.lang,
      released_at: row.released_at,
      odd: isOddPrinting(row),
      thumbnail: stored ? mediaUrl(stored) : null,
      hasImage: row.images > 0 || stored !== undefined,
    };
  });
}
