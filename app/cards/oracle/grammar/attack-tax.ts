// "Enchanted creature can't attack unless its controller pays {3}", "… can't attack or block unless
// its controller pays {1} for each card in your hand" (Brainwash, Oppressive Rays, Cowed by Wisdom):
// a cost to attack with the enchanted creature (CR 508.1d, 508.1g–h). A cost to block never arises
// on a goldfish table (it never attacks), so "or block" adds nothing to enforce.
import { manaCostIfReadable, type ManaSymbol } from '../../mana-symbols.ts';
import type { CountedAmount } from '../abilities.ts';
import { countPhrase } from './amounts.ts';
import type { Cursor } from './cursor.ts';

export interface AttackTax {
  readonly mana: readonly ManaSymbol[];
  readonly perCount?: CountedAmount;
}

/** The predicate after "Enchanted creature": "can't attack [or block] unless its controller pays {N} [for each …]", else undefined. */
export function attackTax(c: Cursor): AttackTax | undefined {
  if (!(c.accept("can't attack or block unless its controller pays") || c.accept("can't attack unless its controller pays"))) return undefined;
  const symbols = c.manaCost();
  if (!symbols) return undefined;
  const mana = manaCostIfReadable(symbols);
  if (!mana || mana.some((symbol) => symbol.kind === 'variable' || symbol.kind === 'snow')) return undefined;
  if (!c.accept('for each')) return { mana };
  const count = countPhrase(c);
  return count ? { mana, perCount: { count, times: 1 } } : undefined;
}
