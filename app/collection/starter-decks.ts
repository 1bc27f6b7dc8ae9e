// The starter decks (assets/starter/decks/): saved as decks when a new data folder gets its
// starter cards, so the Decks page, and the README's commands that name "UB Cycling", work on
// a first start. Added once: a deck the user deletes does not come back on the next start.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Services } from '../services.ts';
import { importDeck } from './deck-io.ts';

/** Each starter decklist and the name its deck gets (the files name no deck themselves). */
export const STARTER_DECKS: readonly { file: string; name: string }[] = [
  { file: 'amonkhet-cycling-ub.txt', name: 'UB Cycling' },
  { file: 'astral-slide-rw.txt', name: 'RW Astral Slide' },
  { file: 'ikoria-cycling-jeskai.txt', name: 'Jeskai Cycling' },
];

/** Settings key remembering that this data folder was given its starter decks. */
export const STARTER_DECKS_KEY = 'decks.starterAdded';

export interface StarterDecksResult {
  added: string[];
  /** Decklists that could not be read (missing or broken file): named with the reason. */
  failed: { file: string; reason: string }[];
}

/**
 * Saves the starter decks unless this data folder already got them. Each deck is imported on
 * its own, so a missing or broken file costs only that deck, never the start of the app.
 */
export function addStarterDecks(services: Services, starterDir: string): StarterDecksResult {
  const result: StarterDecksResult = { added: [], failed: [] };
  if (services.settings.get(STARTER_DECKS_KEY) !== undefined) return result;
  for (const { file, name } of STARTER_DECKS) {
    const path = join(starterDir, 'decks', file);
    if (!existsSync(path)) continue; // a starter folder without decklists (tests, a trimmed copy)
    try {
      result.added.push(importDeck(services, { content: readFileSync(path), fileName: file, name }).deck.name);
    } catch (error) {
      result.failed.push({ file, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  services.settings.set(STARTER_DECKS_KEY, { decks: result.added, at: new Date().toISOString() });
  return result;
}
