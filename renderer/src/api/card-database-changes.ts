// Tells whoever shows facts about the whole card database (the status bar's card count) that it
// changed: after an import or update job ends and after custom cards are added, changed or deleted.
// The api client announces it, so no page has to remember to.
import type { JobSnapshot } from '../../../app/jobs.ts';

const EVENT = 'proxyfish:card-database-changed';

/** Commands that change which cards the database holds. */
const CHANGING_COMMANDS = new Set(['customCards.create', 'customCards.update', 'customCards.duplicate', 'customCards.delete', 'customCards.importJson']);
/** Jobs that write cards: a finished (or cancelled, or failed) one may have changed them. */
const CHANGING_JOBS = new Set(['cards.import', 'cards.update']);

export function changesCardDatabase(command: string, result: unknown): boolean {
  if (CHANGING_COMMANDS.has(command)) return true;
  if (command !== 'jobs.get') return false;
  const snapshot = result as JobSnapshot;
  return CHANGING_JOBS.has(snapshot.kind) && snapshot.state !== 'running';
}

export function announceCardDatabaseChange(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` after each change; returns the function that stops listening. */
export function onCardDatabaseChange(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
