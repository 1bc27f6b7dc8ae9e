import type { Migration } from '../migrate.ts';

/**
 * Card images (issue 13).
 *
 * - printings gain what choosing the default printing needs (paper or digital only, oversized,
 *   border colour, set type, promo) and Scryfall's image_status.
 * - printing_images keeps each printing's image addresses from the bulk data, per face for
 *   double-faced cards (face_index 0 for a one-image card). The query string of an address is
 *   Scryfall's version stamp: a new stamp means the image changed.
 * - image_cache lists the images fetched into images/cache/: one row per address (its path, so
 *   the configurable host does not matter), pointing at a file named by the SHA-256 of its bytes,
 *   so an image served under two addresses is stored once. last_used drives LRU eviction.
 * - local_images are the user's own pictures matched to a printing's face (images/local/, never
 *   evicted); they win over fetched images.
 */
export const cardImagesMigration: Migration = {
  version: 6,
  name: 'card images',
  up(db) {
    db.exec(`
      ALTER TABLE printings ADD COLUMN digital INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE printings ADD COLUMN paper INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE printings ADD COLUMN oversized INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE printings ADD COLUMN promo INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE printings ADD COLUMN border_color TEXT;
      ALTER TABLE printings ADD COLUMN set_type TEXT;
      ALTER TABLE printings ADD COLUMN image_status TEXT;

      CREATE TABLE printing_images (
        printing_id  INTEGER NOT NULL REFERENCES printings (id) ON DELETE CASCADE,
        face_index   INTEGER NOT NULL,
        normal       TEXT,
        large        TEXT,
        png          TEXT,
        PRIMARY KEY (printing_id, face_index)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE image_cache (
        address    TEXT PRIMARY KEY,           -- the URL's path: /png/front/6/d/<id>.png
        version    TEXT NOT NULL DEFAULT '',   -- the URL's query (Scryfall's timestamp)
        file       TEXT NOT NULL,              -- <sha256>.<ext> under images/cache/
        bytes      INTEGER NOT NULL,
        width      INTEGER NOT NULL,
        height     INTEGER NOT NULL,
        last_used  INTEGER NOT NULL            -- ms since the epoch
      ) STRICT;
      CREATE INDEX image_cache_lru ON image_cache (last_used);
      CREATE INDEX image_cache_file ON image_cache (file);

      CREATE TABLE local_images (
        printing_id  INTEGER NOT NULL REFERENCES printings (id) ON DELETE CASCADE,
        face_index   INTEGER NOT NULL DEFAULT 0,
        file         TEXT NOT NULL,            -- <sha256>.<ext> under images/local/
        source       TEXT NOT NULL DEFAULT '', -- the file it was imported from, for the report
        width        INTEGER NOT NULL,
        height       INTEGER NOT NULL,
        PRIMARY KEY (printing_id, face_index)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
