import type { Migration } from '../migrate.ts';

/**
 * The user's collection and decks. Rows keep the name (and set/number) they were entered or
 * imported with, so an entry that matches no card is kept for review rather than dropped, and
 * survives a card database that is re-imported (card ids then re-resolve by name).
 */
export const collectionDecksMigration: Migration = {
  version: 3,
  name: 'collection and decks',
  up(db) {
    db.exec(`
      CREATE TABLE collection_entries (
        id                INTEGER PRIMARY KEY,
        card_id           INTEGER REFERENCES cards (id) ON DELETE SET NULL,
        printing_id       INTEGER REFERENCES printings (id) ON DELETE SET NULL,
        name              TEXT NOT NULL,
        set_code          TEXT,
        collector_number  TEXT,
        quantity          INTEGER NOT NULL CHECK (quantity > 0),
        finish            TEXT NOT NULL DEFAULT 'nonfoil' CHECK (finish IN ('nonfoil', 'foil', 'etched')),
        condition         TEXT NOT NULL DEFAULT 'near_mint'
                          CHECK (condition IN ('mint', 'near_mint', 'excellent', 'good', 'light_played', 'played', 'poor')),
        lang              TEXT NOT NULL DEFAULT 'en',
        tags              TEXT NOT NULL DEFAULT '[]', -- JSON array of strings
        purchase_price    REAL,
        notes             TEXT NOT NULL DEFAULT '',
        source_line       INTEGER, -- line of the imported file, for rows kept for review
        created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      ) STRICT;
      CREATE INDEX collection_card ON collection_entries (card_id);
      CREATE INDEX collection_unresolved ON collection_entries (id) WHERE card_id IS NULL;

      CREATE TABLE decks (
        id          INTEGER PRIMARY KEY,
        name        TEXT NOT NULL UNIQUE COLLATE NOCASE,
        format      TEXT,
        notes       TEXT NOT NULL DEFAULT '',
        created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      ) STRICT;

      CREATE TABLE deck_cards (
        id                INTEGER PRIMARY KEY,
        deck_id           INTEGER NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
        section           TEXT NOT NULL CHECK (section IN ('main', 'sideboard', 'commander', 'maybeboard')),
        position          INTEGER NOT NULL,
        card_id           INTEGER REFERENCES cards (id) ON DELETE SET NULL,
        printing_id       INTEGER REFERENCES printings (id) ON DELETE SET NULL,
        name              TEXT NOT NULL,
        set_code          TEXT,
        collector_number  TEXT,
        quantity          INTEGER NOT NULL CHECK (quantity > 0)
      ) STRICT;
      CREATE INDEX deck_cards_deck ON deck_cards (deck_id, section, position);
      CREATE INDEX deck_cards_card ON deck_cards (card_id);
    `);
  },
};
