// Finds a card by its name as a user types it: the card's name, one of its faces' names or a
// localised name, case-insensitively. The card itself comes from the search service's detail
// loader, so the CLI and the Cards page show the same thing.
import type { Db } from './connection.ts';
import type { CardDetail as SearchCardDetail, CardSearch } from './search/card-search.ts';

export interface CardDetail extends SearchCardDetail {
  /** How the name matched: the card's own name, a face's name or a localised name. */
  matched: 'name' | 'face' | 'localized';
}

/** Every card whose name, face name or localised name is `name` (ignoring case), best kind of match first. */
export function findCardsByName(db: Db, search: CardSearch, name: string): CardDetail[] {
  const wanted = name.trim();
  const attempts: [CardDetail['matched'], string][] = [
    ['name', 'SELECT id FROM cards WHERE name = ? COLLATE NOCASE ORDER BY source, id'],
    ['face', 'SELECT DISTINCT card_id FROM card_faces WHERE name = ? COLLATE NOCASE ORDER BY card_id'],
    ['localized', 'SELECT DISTINCT card_id FROM card_localizations WHERE name = ? COLLATE NOCASE ORDER BY card_id'],
  ];
  for (const [matched, sql] of attempts) {
    const ids = db.prepare<[string], number>(sql).pluck().all(wanted);
    if (ids.length > 0) {
      return ids.flatMap((id) => {
        const card = search.getCard(id);
        return card ? [{ ...card, matched }] : [];
      });
    }
  }
  return [];
}
