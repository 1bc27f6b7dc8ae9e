// Local pictures of the game's cards (as data: URLs), fetched once per card name.
import { useEffect, useState } from 'react';
import type { TableView } from '../../../../app/goldfish/table-view.ts';
import { call } from '../../api/client.ts';

export function useCardImages(view: TableView): Map<number, string> {
  const [byName, setByName] = useState<Map<string, string>>(new Map());
  const cards = [...view.you.hand, ...view.you.battlefield, ...view.you.graveyard, ...view.you.exile, ...view.opponent.battlefield, ...view.you.library];
  const wanted = new Map<string, number>();
  for (const card of cards) if (card.image && !byName.has(card.name) && !wanted.has(card.name)) wanted.set(card.name, card.id);
  const key = [...wanted.keys()].join('|');
  useEffect(() => {
    if (wanted.size === 0) return;
    let live = true;
    void Promise.all(
      [...wanted].map(async ([name, id]) => {
        const { dataUrl } = await call('goldfish.image', { game: view.id, card: id }).catch(() => ({ dataUrl: null }));
        return [name, dataUrl] as const;
      }),
    ).then((found) => {
      if (!live) return;
      setByName((current) => {
        const next = new Map(current);
        for (const [name, url] of found) if (url) next.set(name, url);
        return next;
      });
    });
    return () => {
      live = false;
    };
  }, [key, view.id]);
  const byId = new Map<number, string>();
  for (const card of cards) {
    const url = byName.get(card.name);
    if (url) byId.set(card.id, url);
  }
  return byId;
}
