import type { Migration } from '../migrate.ts';

/**
 * Search support for the query language (app/db/search/).
 *
 * `card_search_text` holds one document per card and language: doc_id = card_id * 64 + slot,
 * slot 0 being the card's own text and 1… its localisations, so a card's documents are one
 * rowid range. Texts are lower-cased (matching is by GLOB on lower-cased patterns, so it is
 * case-insensitive beyond ASCII) and the rules text is kept three ways: without reminder text
 * (`o:`), with the card's own name replaced by "~" (`o:~`), and complete (`fo:`).
 *
 * `card_search` is an FTS5 index over it (external content) with the trigram tokenizer, so a
 * substring of three or more characters is an index lookup instead of a scan. It indexes the
 * names and the complete text; `o:` narrows with the index on the complete text and then checks
 * the reminder-free text. Type lines are short and their words common, so they are not indexed:
 * a test per card is faster.
 *
 * Sync: triggers only record which cards changed (`card_search_dirty`, cheap during imports);
 * `SearchIndex.refresh()` rebuilds their documents. CardSearch refreshes before every query, and
 * importers should call it at the end of their transaction so the first search is instant.
 */
export const searchMigration: Migration = {
  version: 4,
  name: 'search',
  up(db) {
    db.exec(`
      CREATE TABLE card_search_text (
        doc_id        INTEGER PRIMARY KEY, -- card_id * 64 + slot
        lang          TEXT NOT NULL,       -- '' for the card's own text
        name          TEXT NOT NULL,
        type_line     TEXT NOT NULL,
        oracle        TEXT NOT NULL,
        oracle_tilde  TEXT NOT NULL,
        full_oracle   TEXT NOT NULL,
        self_named    INTEGER NOT NULL DEFAULT 0 -- the text names the card itself ("o:~")
      ) STRICT;
      CREATE INDEX card_search_text_lang ON card_search_text (lang, doc_id);
      CREATE INDEX card_search_text_self_named ON card_search_text (lang, doc_id) WHERE self_named = 1;
      CREATE VIRTUAL TABLE card_search USING fts5(
        name, full_oracle,
        content = 'card_search_text', content_rowid = 'doc_id', tokenize = 'trigram'
      );

      -- Not "INSERT OR IGNORE" in the triggers: an outer statement's conflict clause (an upsert)
      -- would override it and fail on a card already marked.
      CREATE TABLE card_search_dirty (card_id INTEGER PRIMARY KEY) STRICT;
      INSERT INTO card_search_dirty (card_id) SELECT id FROM cards;

      CREATE TRIGGER cards_search_insert AFTER INSERT ON cards BEGIN
        INSERT INTO card_search_dirty (card_id) SELECT new.id WHERE NOT EXISTS (SELECT 1 FROM card_search_dirty WHERE card_id = new.id);
      END;
      CREATE TRIGGER cards_search_update AFTER UPDATE OF name, type_line, oracle_text ON cards BEGIN
        INSERT INTO card_search_dirty (card_id) SELECT new.id WHERE NOT EXISTS (SELECT 1 FROM card_search_dirty WHERE card_id = new.id);
      END;
      CREATE TRIGGER cards_search_delete AFTER DELETE ON cards BEGIN
        INSERT INTO card_search_dirty (card_id) SELECT old.id WHERE NOT EXISTS (SELECT 1 FROM card_search_dirty WHERE card_id = old.id);
      END;
      CREATE TRIGGER card_faces_search_insert AFTER INSERT ON card_faces BEGIN
        INSERT INTO card_search_dirty (card_id) SELECT new.card_id WHERE NOT EXISTS (SELECT 1 FROM card_search_dirty WHERE card_id = new.card_id);
      END;
      CREATE TRIGGER card_faces_search_update AFTER UPDATE ON card_faces BEGIN
        INSERT INTO card_search_dirty (card_id) SELECT new.card_id WHERE NOT EXISTS (SELECT 1 FROM card_search_dirty WHERE card_id = new.card_id);
      END;
      CREATE TRIGGER card_faces_search_delete AFTER DELETE ON card_faces BEGIN
        INSERT INTO card_search_dirty (card_id) SELECT old.card_id WHERE NOT EXISTS (SELECT 1 FROM card_search_dirty WHERE card_id = old.card_id);
      END;
      CREATE TRIGGER card_localizations_search_insert AFTER INSERT ON card_localizations BEGIN
        INSERT INTO card_search_dirty (card_id) SELECT new.card_id WHERE NOT EXISTS (SELECT 1 FROM card_search_dirty WHERE card_id = new.card_id);
      END;
      CREATE TRIGGER card_localizations_search_update AFTER UPDATE ON card_localizations BEGIN
        INSERT INTO card_search_dirty (card_id) SELECT new.card_id WHERE NOT EXISTS (SELECT 1 FROM card_search_dirty WHERE card_id = new.card_id);
      END;
      CREATE TRIGGER card_localizations_search_delete AFTER DELETE ON card_localizations BEGIN
        INSERT INTO card_search_dirty (card_id) SELECT old.card_id WHERE NOT EXISTS (SELECT 1 FROM card_search_dirty WHERE card_id = old.card_id);
      END;

      -- lang:, is:split and friends filter on these.
      CREATE INDEX printings_lang ON printings (lang, card_id);
      CREATE INDEX cards_layout ON cards (layout);
      -- order:mv lists cards by mana value, then name: one index walk, no sorting.
      CREATE INDEX cards_cmc_name ON cards (cmc, name COLLATE NOCASE);
      -- Colour, mana value, stats, type line and name side by side: a query that must test every
      -- card (c:ub t:instant, id<=esper pow>=4) scans this narrow index instead of the wide rows
      -- with their rules text, four to six times faster.
      CREATE INDEX cards_filter ON cards (color_mask, identity_mask, cmc, power_num, toughness_num, loyalty_num, layout,
        source, type_line, name);
    `);
  },
};
