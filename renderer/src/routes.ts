// The app's pages, in navigation order. The hash holds the current page (#/cards) so that
// reloading or a bookmark keeps it, in both Electron and browser mode.
import { useEffect, useState } from 'react';

export const PAGES = ['cards', 'collection', 'decks', 'goldfish', 'print'] as const;
export type PageId = (typeof PAGES)[number];

function pageFromHash(): PageId {
  const id = window.location.hash.replace(/^#\/?/, '').split(/[/?]/)[0];
  return (PAGES as readonly string[]).includes(id ?? '') ? (id as PageId) : 'cards';
}

export function navigate(page: PageId): void {
  window.location.hash = `#/${page}`;
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
