// The grammar's recursive core, joined through late binding: a line holds sentences, a sentence
// holds clauses and conditions, and a quoted ability ("… gains '{T}: Draw a card'"), an emblem or
// a kinship reveal holds a whole line or clauses again. The rules that recurse call the core through
// this registry instead of importing it, so the grammar's files import each other in one
// direction only; the core registers itself as its modules load (abilities.ts, sentences.ts).
import type { grammarLine as GrammarLine } from './abilities.ts';
import type { clauses as Clauses, condition as Condition } from './sentences.ts';

interface Core {
  /** A whole Oracle line (abilities.ts). */
  grammarLine: typeof GrammarLine;
  /** A sentence's clauses (sentences.ts). */
  clauses: typeof Clauses;
  /** "if you control …", "as long as …" (sentences.ts). */
  condition: typeof Condition;
}

const core: Partial<Core> = {};

export function registerCore(rules: Partial<Core>): void {
  Object.assign(core, rules);
}

/** A rule of the core; a grammar module used before the core has loaded is a programming error, named. */
export function coreRule<K extends keyof Core>(name: K): Core[K] {
  const rule = core[name];
  if (!rule) throw new Error(`the grammar's core rule "${name}" was used before grammar/abilities.ts was loaded`);
  return rule as Core[K];
}
