// Card facts through the database's cache (app/db/card-facts-cache.ts): the facts of every card
// the cache has for this rules version are read, the others compiled (card-facts-pool.ts: in this
// thread for a few, on the worker pool for many) and stored for the next time. A rules report over
// the 2019 cards then reads 20,000 rows instead of compiling for a minute, and a deck's coverage
// line reads its 25 or so rows. A read-only database is never written: its cards are compiled.
import type { CardDefinition } from '../engine/state/card-definition.ts';
import { CardFactsCache, definitionKey } from '../db/card-facts-cache.ts';
import { cardDefinitions } from '../db/card-definitions.ts';
import type { Db } from '../db/connection.ts';
import { cardFactsOffThread } from './card-facts-pool.ts';
import type { CardFacts } from './card-facts.ts';
import { rulesVersion } from './rules-version.ts';

const caches = new WeakMap<Db, Promise<CardFactsCache>>();
/** Rows written per transaction. */
const WRITE_SLICE = 2_000;

/** The database's cache for the running rules version (opened once per connection). */
export function cardFactsCache(db: Db): Promise<CardFactsCache> {
  let cache = caches.get(db);
  if (!cache) {
    cache = rulesVersion().then((version) => new CardFactsCache(db, version));
    cache.catch(() => caches.delete(db));
    caches.set(db, cache);
  }
  return cache;
}

/** The facts of each definition, in order: from the cache where stored, else compiled and stored. */
export async function storedCardFacts(db: Db, definitions: readonly CardDefinition[]): Promise<CardFacts[]> {
  if (db.readonly) return cardFactsOffThread(definitions);
  const cache = await cardFactsCache(db);
  const keyed = definitions.map((definition) => ({ key: definitionKey(definition), definition }));
  const found = cache.read(keyed);
  const missing = new Map<string, CardDefinition>();
  for (const { key, definition } of keyed) if (!found.has(key)) missing.set(key, definition);
  if (missing.size > 0) {
    const keys = [...missing.keys()];
    const computed = await cardFactsOffThread([...missing.values()]);
    const entries = keys.map((key, index) => ({ key, facts: computed[index]! }));
    // In slices, letting other requests in between: the 2019 cards in one transaction held the
    // thread 0.8 s (load 7 on 2 cores), a slice of 2,000 rows 60 ms.
    for (let start = 0; start < entries.length; start += WRITE_SLICE) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      cache.write(entries.slice(start, start + WRITE_SLICE));
    }
    for (const { key, facts } of entries) found.set(key, facts);
  }
  return keyed.map(({ key }) => found.get(key)!);
}

/**
 * Fills the cache with the facts of every card it lacks (on the worker pool when there are many),
 * so that the first rules report after a card import reads rows, and drops the facts of texts no
 * card has any more. Meant to run after an import,
 * in the background: it never throws (the cache is only an aid, and the app may close meanwhile:
 * the next report computes what is missing). Resolves to the number of cards compiled.
 */
export async function fillCardFactsCache(db: Db): Promise<number> {
  try {
    if (db.readonly) return 0;
    const cache = await cardFactsCache(db);
    const keyed = [...cardDefinitions(db)].map(({ definition }) => ({ key: definitionKey(definition), definition }));
    const stored = cache.read(keyed);
    const missing = keyed.filter(({ key }) => !stored.has(key)).map(({ definition }) => definition);
    if (missing.length > 0) await storedCardFacts(db, missing);
    // The facts of texts no card has any more (an import changed or removed them) go.
    cache.keepOnly(keyed.map(({ key }) => key));
    return missing.length;
  } catch {
    return 0;
  }
}
