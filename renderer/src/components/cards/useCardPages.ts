// Results of one query, fetched page by page as the list scrolls: the list knows the total at
// once and asks for the rows it shows; pages already loaded or loading are not asked for again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardSearchResult } from '../../../../app/db/search/card-search.ts';
import { call } from '../../api/client.ts';

export const PAGE_SIZE = 200;

export interface CardPages {
  total: number | null;
  unique: 'cards' | 'prints';
  error: string | null;
  /** The query written with search keywords as conditions, when it found nothing ("is:playtest"). */
  suggestion: string | null;
  loading: boolean;
  /** Counts the result sets shown: one more each time a query's (or a language's) first page arrives. */
  loaded: number;
  /** The row at an index, or undefined while its page loads. */
  row(index: number): CardSearchResult | undefined;
  /** Loads the pages that cover rows first..last. */
  ensure(first: number, last: number): void;
  /** The index of the card among the rows loaded so far, or -1. */
  indexOf(cardId: number): number;
}

/** `refresh` changes (a counter) when the card data changed, e.g. after an import, to search again. */
export function useCardPages(query: string, lang: string, refresh = 0): CardPages {
  const [total, setTotal] = useState<number | null>(null);
  const [unique, setUnique] = useState<'cards' | 'prints'>('cards');
  const [error, setError] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(0);
  const [, setVersion] = useState(0);
  const pages = useRef(new Map<number, CardSearchResult[]>());
  const requested = useRef(new Set<number>());
  const generation = useRef(0);

  const loadPage = useCallback(
    (page: number, current: number) => {
      requested.current.add(page);
      return call('cards.search', { query, lang, limit: PAGE_SIZE, offset: page * PAGE_SIZE }).then((response) => {
        if (current !== generation.current) return null; // a newer query replaced this one
        pages.current.set(page, response.results);
        setVersion((version) => version + 1);
        return response;
      });
    },
    // refresh is a dependency only so that a change searches again.
    [query, lang, refresh],
  );

  useEffect(() => {
    generation.current += 1;
    const current = generation.current;
    pages.current = new Map();
    requested.current = new Set();
    setLoading(true);
    loadPage(0, current).then(
      (response) => {
        if (!response) return;
        setTotal(response.queryError ? null : response.total);
        setUnique(response.unique);
        setError(response.queryError?.message ?? null);
        setSuggestion(response.suggestion);
        setLoading(false);
        setLoaded((count) => count + 1);
      },
      (failure: Error) => {
        if (current !== generation.current) return;
        setError(failure.message);
        setSuggestion(null);
        setTotal(null);
        setLoading(false);
      },
    );
  }, [loadPage]);

  const ensure = useCallback(
    (first: number, last: number) => {
      const current = generation.current;
      for (let page = Math.floor(first / PAGE_SIZE); page <= Math.floor(last / PAGE_SIZE); page += 1) {
        if (!requested.current.has(page)) {
          loadPage(page, current).catch(() => requested.current.delete(page));
        }
      }
    },
    [loadPage],
  );

  const row = useCallback((index: number) => pages.current.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE], []);

  const indexOf = useCallback((cardId: number) => {
    for (const [page, rows] of pages.current) {
      const at = rows.findIndex((card) => card.id === cardId);
      if (at >= 0) return page * PAGE_SIZE + at;
    }
    return -1;
  }, []);

  return { total, unique, error, suggestion, loading, loaded, row, ensure, indexOf };
}
