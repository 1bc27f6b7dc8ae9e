import type { Migration } from '../migrate.ts';

/**
 * Simulation runs kept with their deck (issue 8): the settings that repeat the run exactly and
 * the result as JSON (the statistics and the raw integer tallies, so earlier runs can be charted
 * and compared without playing them again). A deleted deck takes its runs with it.
 */
export const deckSimulationsMigration: Migration = {
  version: 5,
  name: 'deck simulations',
  up(db) {
    db.exec(`
      CREATE TABLE deck_simulations (
        id          INTEGER PRIMARY KEY,
        deck_id     INTEGER NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
        created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        settings    TEXT NOT NULL,
        result      TEXT NOT NULL
      ) STRICT;
      CREATE INDEX deck_simulations_by_deck ON deck_simulations (deck_id, created_at);
    `);
  },
};
