// The picture of a card (its chosen or default printing), for any component that shows one.
// Requests from every card on screen are gathered into one images.forCards call per moment;
// pictures the core is still fetching come back as pending and are asked for again shortly.
// Offline, a card simply has no picture and shows its text face: no error is shown.
import i18next from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';
import type { CardImages } from '../../../app/api/commands/images.ts';
import { call } from '../api/client.ts';

export interface CardRef {
  card_id: number;
  printing_id?: number | null;
}

const RETRY_MS = 1500;
const MAX_TRIES = 40;
const BATCH = 200;

const known = new Map<string, CardImages>();
const tries = new Map<string, number>();
const wanted = new Set<string>();
const listeners = new Set<() => void>();
let scheduled = false;

const keyOf = (ref: CardRef) => `${ref.card_id}:${ref.printing_id ?? ''}`;

function notify(): void {
  for (const listener of listeners) listener();
}

async function load(): Promise<void> {
  scheduled = false;
  const keys = [...wanted];
  wanted.clear();
  for (let start = 0; start < keys.length; start += BATCH) {
    const chunk = keys.slice(start, start + BATCH);
    const cards = chunk.map((key) => {
      const [card, printing] = key.split(':');
      return { card_id: Number(card), printing_id: printing ? Number(printing) : null };
    });
    const lang = (i18next.language || 'en').slice(0, 2);
    const result = await call('images.forCards', { cards, use: 'display', lang }).catch(() => null);
    if (!result) continue;
    result.cards.forEach((images, index) => {
      const key = chunk[index]!;
      known.set(key, images);
      const count = (tries.get(key) ?? 0) + 1;
      tries.set(key, count);
      if (images.pending && count < MAX_TRIES) setTimeout(() => request(key), RETRY_MS);
    });
    notify();
  }
}

function request(key: string): void {
  wanted.add(key);
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => void load());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The URL of a card face's stored picture, or null while there is none (yet). */
export function useCardImage(ref: CardRef | null, face = 0): string | null {
  const key = ref ? keyOf(ref) : null;
  useEffect(() => {
    if (key && !known.has(key)) request(key);
  }, [key]);
  return useSyncExternalStore(subscribe, () => (key ? (known.get(key)?.faces.find((entry) => entry.face_index === face)?.url ?? null) : null));
}

/** Forgets what is known (after a printing was chosen or pictures imported). */
export function refreshCardImages(): void {
  for (const key of known.keys()) request(key);
  tries.clear();
}
