import type { Migration } from '../migrate.ts';

/**
 * The card facts cache (issue 24): what compiling a card tells the rules report and the deck
 * view (its line report, fully enforced, Aura, land, cycling), so that `proxyfish rules` over
 * 20,000 cards reads rows instead of compiling every card again.
 *
 * - definition_key: a digest of everything the compiler reads of a card (name, mana cost, type
 *   line, Oracle text, P/T, loyalty, colours): another text is another key, so an edited or
 *   re-imported card never meets the facts of its old text.
 * - rules_version: the digest of the rules code that computed the facts (app/cards/rules-version.ts);
 *   rows of another version are never read and are deleted when a new version first uses the cache.
 * - facts: JSON.
 *
 * Only derived data: deleting every row (or the table's contents) is always safe; the next
 * report computes them again.
 */
export const cardFactsCacheMigration: Migration = {
  version: 8,
  name: 'card facts cache',
  up(db) {
    db.exec(`
      CREATE TABLE card_facts_cache (
        definition_key  TEXT PRIMARY KEY,
        rules_version   TEXT NOT NULL,
        facts           TEXT NOT NULL
      ) STRICT;
    `);
  },
};
