// Choosing the art of a deck's card: the entry keeps the printing, and its set code and
// collector number, so the choice survives the deck being edited, exported and imported again.
import type { Services } from '../services.ts';

export class DeckArtError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeckArtError';
  }
}

export function setEntryPrinting(services: Services, deckRef: number | string, entryId: number, printingId: number): void {
  const deck = services.decks.get(deckRef);
  const entry = deck.entries.find((candidate) => candidate.id === entryId);
  if (!entry) throw new DeckArtError(`deck "${deck.name}" has no entry ${entryId}`);
  const printing = services.db
    .prepare<[number], { card_id: number; set_code: string; collector_number: string | null }>('SELECT card_id, set_code, collector_number FROM printings WHERE id = ?')
    .get(printingId);
  if (!printing || printing.card_id !== entry.card_id) throw new DeckArtError(`printing ${printingId} is not a printing of ${entry.name}`);
  services.db.transaction(() => {
    services.db
      .prepare('UPDATE deck_cards SET printing_id = ?, set_code = ?, collector_number = ? WHERE id = ?')
      .run(printingId, printing.set_code, printing.collector_number, entryId);
    services.db.prepare("UPDATE decks SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").run(deck.id);
  })();
}
