// The card facts cache (migration 008): a card's facts stored under a digest of its definition
// and the rules version that computed them. Read before compiling, written after; rows of
// another rules version are never read, and are deleted the first time a version opens the cache.
import { createHash } from 'node:crypto';
import type { CardFacts } from '../cards/card-facts.ts';
import type { CardDefinition } from '../engine/state/card-definition.ts';
import type { Db } from './connection.ts';

/** What a row keeps: the facts without what the definition itself says (name, text). */
type StoredFacts = Omit<CardFacts, 'name' | 'definition'>;

/**
 * The digest of everything the compiler reads of a card (CardDefinition's fields, as
 * card-facts.ts keys its in-memory cache); `layout` is not among them: it changes nothing the
 * compiler sees, and the report reads it from the card row.
 */
export function definitionKey(definition: CardDefinition): string {
  const { name, mana_cost, type_line, oracle_text, power, toughness, loyalty, colors } = definition;
  return createHash('sha256').update(JSON.stringify([name, mana_cost, type_line, oracle_text, power, toughness, loyalty, colors])).digest('base64url');
}

/** Above this many keys a read scans the version's rows instead of looking each key up. */
const LOOKUP_LIMIT = 500;

export class CardFactsCache {
  private readonly byKey;
  private readonly all;
  private readonly insert;

  /** Opens the cache for one rules version, deleting the rows of every other version. */
  constructor(
    private readonly db: Db,
    readonly version: string,
  ) {
    db.prepare('DELETE FROM card_facts_cache WHERE rules_version <> ?').run(version);
    this.byKey = db.prepare<[string, string], { definition_key: string; facts: string }>(
      'SELECT definition_key, facts FROM card_facts_cache WHERE rules_version = ? AND definition_key IN (SELECT value FROM json_each(?))',
    );
    this.all = db.prepare<[string], { definition_key: string; facts: string }>('SELECT definition_key, facts FROM card_facts_cache WHERE rules_version = ?');
    this.insert = db.prepare<[string, string, string]>('INSERT OR REPLACE INTO card_facts_cache (definition_key, rules_version, facts) VALUES (?, ?, ?)');
  }

  /** The stored facts of these definitions, by key (a definition not stored is missing from the map). */
  read(definitions: readonly { key: string; definition: CardDefinition }[]): Map<string, CardFacts> {
    const wanted = new Map(definitions.map((entry) => [entry.key, entry.definition]));
    const rows = wanted.size > LOOKUP_LIMIT ? this.all.iterate(this.version) : this.byKey.iterate(this.version, JSON.stringify([...wanted.keys()]));
    const found = new Map<string, CardFacts>();
    for (const row of rows) {
      const definition = wanted.get(row.definition_key);
      if (!definition) continue;
      const stored = JSON.parse(row.facts) as StoredFacts;
      found.set(row.definition_key, { name: definition.name, ...stored, definition: { oracle_text: definition.oracle_text } });
    }
    return found;
  }

  /** Stores facts computed by this rules version, in one transaction. */
  write(entries: readonly { key: string; facts: CardFacts }[]): void {
    if (entries.length === 0) return;
    this.db.transaction(() => {
      for (const { key, facts } of entries) {
        const { name: _name, definition: _definition, ...stored } = facts;
        this.insert.run(key, this.version, JSON.stringify(stored satisfies StoredFacts));
      }
    })();
  }

  /** Deletes the facts of every definition not among these keys (cards changed or deleted since). */
  keepOnly(keys: readonly string[]): void {
    this.db.prepare('DELETE FROM card_facts_cache WHERE definition_key NOT IN (SELECT value FROM json_each(?))').run(JSON.stringify(keys));
  }

  /** How many facts this version has stored. */
  size(): number {
    return this.db.prepare<[string], number>('SELECT count(*) FROM card_facts_cache WHERE rules_version = ?').pluck().get(this.version) ?? 0;
  }
}
