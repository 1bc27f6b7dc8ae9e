// Pictures of the game's cards: the deck's chosen printings (else the default ones) as media
// URLs, asked for once per card name; pictures still being fetched are asked for again shortly.
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import type { TableView } from '../../../../app/goldfish/table-view.ts';
import { call } from '../../api/client.ts';

const RETRY_MS = 1500;
const MAX_TRIES = 40;

/** The pictures by card id (the table's tiles) and by name (the stack and the log, which name cards). */
export function useCardImages(view: TableView): { byId: Map<number, string>; byName: Map<string, string> } {
  const [byName, setByName] = useState<Map<string, string>>(new Map());
  const [round, setRound] = useState(0);
  const cards = [...view.you.hand, ...view.you.battlefield, ...view.you.graveyard, ...view.you.exile, ...view.opponent.battlefield, ...view.you.library];
  const wanted = [...new Set(cards.filter((card) => !card.token && !byName.has(card.name)).map((card) => card.name))];
  const key = wanted.join('|');
  useEffect(() => {
    if (wanted.length === 0 || round >= MAX_TRIES) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void call('images.forGame', { game: view.id, names: wanted, lang: (i18next.language || 'en').slice(0, 2) })
      .catch(() => null)
      .then((result) => {
        if (!live || !result) return;
        setByName((current) => {
          const next = new Map(current);
          for (const card of result.cards) {
            const url = card.faces[0]?.url;
            if (url) next.set(card.name, url);
          }
          return next;
        });
        if (result.cards.some((card) => card.pending)) timer = setTimeout(() => setRound((count) => count + 1), RETRY_MS);
      });
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [key, view.id, round]);
  const byId = new Map<number, string>();
  for (const card of cards) {
    const url = byName.get(card.name);
    if (url) byId.set(card.id, url);
  }
  return { byId, byName };
}
