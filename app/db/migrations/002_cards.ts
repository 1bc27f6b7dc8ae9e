import type { Migration } from '../migrate.ts';

/**
 * Oracle cards, their faces, printings, localised texts and keywords. Colours are kept both as
 * text ("WU", WUBRG order) for display and as bit masks (W=1 U=2 B=4 R=8 G=16) so colour
 * comparisons in search are integer tests. Numeric power/toughness/loyalty are precomputed
 * (NULL where the value is not a number, like "*") for comparisons.
 */
export const cardsMigration: Migration = {
  version: 2,
  name: 'cards',
  up(db) {
    db.exec(`
      CREATE TABLE cards (
        id              INTEGER PRIMARY KEY,
        oracle_key      TEXT NOT NULL UNIQUE,
        name            TEXT NOT NULL,
        layout          TEXT NOT NULL DEFAULT 'normal',
        mana_cost       TEXT NOT NULL DEFAULT '',
        cmc             REAL NOT NULL DEFAULT 0,
        type_line       TEXT NOT NULL DEFAULT '',
        oracle_text     TEXT NOT NULL DEFAULT '',
        power           TEXT,
        toughness       TEXT,
        loyalty         TEXT,
        defense         TEXT,
        power_num       REAL,
        toughness_num   REAL,
        loyalty_num     REAL,
        colors          TEXT NOT NULL DEFAULT '',
        color_mask      INTEGER NOT NULL DEFAULT 0,
        color_identity  TEXT NOT NULL DEFAULT '',
        identity_mask   INTEGER NOT NULL DEFAULT 0,
        source          TEXT NOT NULL CHECK (source IN ('import', 'playtest', 'custom')),
        source_detail   TEXT NOT NULL DEFAULT '',
        lang            TEXT NOT NULL DEFAULT 'en',
        created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      ) STRICT;
      CREATE INDEX cards_name ON cards (name COLLATE NOCASE);
      CREATE INDEX cards_cmc ON cards (cmc);
      CREATE INDEX cards_source ON cards (source);

      CREATE TABLE card_faces (
        card_id     INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
        face_index  INTEGER NOT NULL,
        name        TEXT NOT NULL,
        mana_cost   TEXT NOT NULL DEFAULT '',
        type_line   TEXT NOT NULL DEFAULT '',
        oracle_text TEXT NOT NULL DEFAULT '',
        power       TEXT,
        toughness   TEXT,
        loyalty     TEXT,
        defense     TEXT,
        colors      TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (card_id, face_index)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX card_faces_name ON card_faces (name COLLATE NOCASE);

      CREATE TABLE card_localizations (
        card_id     INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
        lang        TEXT NOT NULL,
        face_index  INTEGER NOT NULL DEFAULT 0,
        name        TEXT NOT NULL,
        type_line   TEXT,
        text        TEXT,
        PRIMARY KEY (card_id, lang, face_index)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX card_localizations_name ON card_localizations (name COLLATE NOCASE);

      CREATE TABLE card_keywords (
        card_id  INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
        keyword  TEXT NOT NULL, -- lower case English: "flying", "swampcycling", "basic landcycling"
        PRIMARY KEY (card_id, keyword)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX card_keywords_keyword ON card_keywords (keyword, card_id);

      CREATE TABLE printings (
        id                 INTEGER PRIMARY KEY,
        card_id            INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
        external_id        TEXT UNIQUE,
        set_code           TEXT NOT NULL,
        set_name           TEXT,
        collector_number   TEXT,
        rarity             TEXT,
        lang               TEXT NOT NULL DEFAULT 'en',
        artist             TEXT,
        released_at        TEXT,
        flavor_text        TEXT,
        printed_name       TEXT,
        printed_type_line  TEXT,
        printed_text       TEXT,
        image_path         TEXT
      ) STRICT;
      CREATE INDEX printings_card ON printings (card_id);
      CREATE INDEX printings_set ON printings (set_code COLLATE NOCASE, collector_number);
      CREATE UNIQUE INDEX printings_identity ON printings (card_id, set_code, ifnull(collector_number, ''), lang)
        WHERE external_id IS NULL;
    `);
  },
};
