// What compiling a card tells the rest of the app, as plain data that crosses thread
// boundaries: its line report (rules coverage), whether it is a land, has cycling, is an Aura.
// Compiling is the expensive part (about a millisecond a card), so it runs on the worker pool
// (app/sim/worker-pool.ts) and each worker remembers the facts of the cards it compiled.
import type { LineReport } from './oracle/abilities.ts';
import type { CompiledCard } from './oracle/compile.ts';
import { compileCard } from './oracle/compile.ts';
import type { CardDefinition } from '../engine/state/card-definition.ts';

export interface CardFacts {
  name: string;
  fullyEnforced: boolean;
  /** Every line it has is understood but one a goldfish game never reaches (block triggers, "whenever … attacks you"). */
  unexercised: boolean;
  isAura: boolean;
  isLand: boolean;
  /** Any cycling or typecycling ability. */
  hasCycling: boolean;
  lines: LineReport[];
  /** Only the text, which the coverage summary looks at ("cycling" anywhere). */
  definition: Pick<CardDefinition, 'oracle_text'>;
}

export function factsOf(compiled: CompiledCard): CardFacts {
  return {
    name: compiled.name,
    fullyEnforced: compiled.fullyEnforced,
    unexercised: compiled.unexercised,
    isAura: compiled.isAura,
    isLand: compiled.isLand,
    hasCycling: compiled.activated.some((ability) => ability.isCycling),
    lines: compiled.lines.map((line) => ({ ...line, abilities: [...line.abilities] })),
    definition: { oracle_text: compiled.definition.oracle_text },
  };
}

/** Everything that goes into compiling a card, as a key for the facts cache. */
function cacheKey(definition: CardDefinition): string {
  const { name, mana_cost, type_line, oracle_text, power, toughness, loyalty, colors } = definition;
  return JSON.stringify([name, mana_cost, type_line, oracle_text, power, toughness, loyalty, colors]);
}

/** The most card facts a thread keeps: a whole database's worth (about 20,000 cards) is not kept. */
const CACHE_LIMIT = 5_000;
const cache = new Map<string, CardFacts>();

/** The facts of a card, compiled once per distinct definition in this thread. */
export function cardFacts(definition: CardDefinition): CardFacts {
  const key = cacheKey(definition);
  let facts = cache.get(key);
  if (!facts) {
    facts = factsOf(compileCard(definition));
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, facts);
  }
  return facts;
}
