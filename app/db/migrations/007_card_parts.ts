import type { Migration } from '../migrate.ts';

/**
 * The cards a card makes or goes with (issue 27): Scryfall's `all_parts` — tokens, emblems, meld
 * partners and meld results, combo pieces — for printing a deck's tokens and related cards.
 * Kept per oracle card (printings of one card name the same parts, with the token printing of
 * their own set); `scryfall_id` is the related printing's id, matched against
 * printings.external_id when the related card was imported too, else the name and type line
 * say what to print. A card's parts are rewritten whole when an import gives them again.
 */
export const cardPartsMigration: Migration = {
  version: 7,
  name: 'card parts',
  up(db) {
    db.exec(`
      CREATE TABLE card_parts (
        card_id      INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
        component    TEXT NOT NULL CHECK (component IN ('token', 'meld_part', 'meld_result', 'combo_piece')),
        name         TEXT NOT NULL,
        type_line    TEXT NOT NULL DEFAULT '',
        scryfall_id  TEXT,
        PRIMARY KEY (card_id, component, name)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
