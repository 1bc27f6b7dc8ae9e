// The cards waiting on the Print page. Decks, search results and the collection send cards
// here; the Print page lays them out. Kept in settings so it survives a restart.
import { z } from 'zod';
import type { SettingsStore } from '../settings.ts';

export const printQueueItem = z.object({
  name: z.string().trim().min(1).max(200),
  quantity: z.number().int().min(1).max(999),
  card_id: z.number().int().positive().nullable().default(null),
  printing_id: z.number().int().positive().nullable().default(null),
});
export type PrintQueueItem = z.output<typeof printQueueItem>;

export interface PrintQueue {
  /** Where the cards came from, in words ("UB Cycling — missing cards"): the default sheet title. */
  title: string;
  items: PrintQueueItem[];
}

const KEY = 'print.queue';
const EMPTY: PrintQueue = { title: '', items: [] };

export class PrintQueueStore {
  constructor(private readonly settings: SettingsStore) {}

  get(): PrintQueue {
    return this.settings.get<PrintQueue>(KEY) ?? EMPTY;
  }

  /** Sets the queue; lines of the same card (and printing) become one line with their sum. */
  replace(queue: PrintQueue): PrintQueue {
    const merged = { title: queue.title, items: mergeSameCards([], queue.items) };
    this.settings.set(KEY, merged);
    return merged;
  }

  /** Adds cards, adding to the quantity of a card already queued. */
  add(items: PrintQueueItem[], title?: string): PrintQueue {
    const current = this.get();
    return this.replace({ title: current.title || title || '', items: mergeSameCards(current.items, items) });
  }
}

/** `queued` followed by `added`, one line per card and printing (a deck's main and sideboard copies, say). */
function mergeSameCards(queued: readonly PrintQueueItem[], added: readonly PrintQueueItem[]): PrintQueueItem[] {
  const merged: PrintQueueItem[] = [];
  for (const item of [...queued, ...added]) {
    const same = merged.find((other) => other.name === item.name && other.printing_id === item.printing_id);
    if (same) same.quantity += item.quantity;
    else merged.push({ ...item });
  }
  return merged;
}
