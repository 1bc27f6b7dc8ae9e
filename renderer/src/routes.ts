// The app's pages, in navigation order. The hash holds the current page (#/cards) so that
// reloading or a bookmark keeps it, in both Electron and browser mode.
import { useEffect, useState } from 'react';

export const PAGES = ['cards', 'collection', 'decks', 'goldfish', 'print'] as const;
export type PageId = (typeof PAGES)[number];

function pageFromHash(): PageId {
  const id = window.location.hash.replace(/^#\/?/, '').split(/[/?]/)[0];
  return (PAGES as readonly string[]).includes(id ?? '') ? (id as PageId) : 'cards';
}

export function navigate(page: PageId, detail?: string | number): void {
  window.location.hash = detail === undefined ? `#/${page}` : `#/${page}/${encodeURIComponent(String(detail))}`;
}

/** The part of the hash after the page ("#/decks/12" → "12"), for pages that show one item. */
function detailFromHash(): string | null {
  const parts = window.location.hash.replace(/^#\/?/, '').split('/');
  return parts[1] ? decodeURIComponent(parts[1]) : null;
}

export function useRouteDetail(): string | null {
  const [detail, setDetail] = useState<string | null>(detailFromHash);
  useEffect(() => {
    const onChange = () => setDetail(detailFromHash());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return detail;
}

export function useCurrentPage(): PageId {
  const [page, setPage] = useState<PageId>(pageFromHash);
  useEffect(() => {
    const onChange = () => setPage(pageFromHash());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return page;
}
