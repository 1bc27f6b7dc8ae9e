// Which printings a bulk image fetch covers: a saved deck (each entry's chosen printing, else
// the default one), a search (every result, through unique:prints the printing shown), or the
// collection (the printings owned). Returned in order, without repeats.
import type { Services } from '../services.ts';
import { MAX_LIMIT } from '../db/search/card-search.ts';

export type FetchTarget = { deck: number | string } | { query: string } | { collection: true } | { cards: { card_id: number; printing_id: number | null }[] };

export function printingsFor(services: Services, target: FetchTarget, language = 'en'): { label: string; printings: number[] } {
  const images = services.images;
  const pick = (cardId: number | null, printingId: number | null) => (cardId === null ? null : images.printingFor(cardId, printingId, language));
  let label: string;
  let picked: (number | null)[];
  if ('deck' in target) {
    const deck = services.decks.get(target.deck);
    label = deck.name;
    picked = deck.entries.map((entry) => pick(entry.card_id, entry.printing_id));
  } else if ('query' in target) {
    label = target.query;
    picked = [];
    for (let offset = 0; ; offset += MAX_LIMIT) {
      const page = services.cardSearch.search(target.query, { lang: language, limit: MAX_LIMIT, offset });
      picked.push(...page.results.map((result) => pick(result.id, page.unique === 'prints' ? result.printing_id : null)));
      if (offset + MAX_LIMIT >= page.total) break;
    }
  } else if ('collection' in target) {
    label = 'collection';
    const rows = services.db.prepare<[], { card_id: number | null; printing_id: number | null }>('SELECT card_id, printing_id FROM collection_entries').all();
    picked = rows.map((row) => pick(row.card_id, row.printing_id));
  } else {
    label = 'cards';
    picked = target.cards.map((card) => pick(card.card_id, card.printing_id));
  }
  return { label, printings: [...new Set(picked.filter((id): id is number => id !== null))] };
}
