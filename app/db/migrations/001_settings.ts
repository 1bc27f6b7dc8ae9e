import type { Migration } from '../migrate.ts';

/** Key/value settings the user chose (language, print layout, …), stored as JSON. */
export const settingsMigration: Migration = {
  version: 1,
  name: 'settings',
  up(db) {
    db.exec(`
      CREATE TABLE settings (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
    `);
  },
};
