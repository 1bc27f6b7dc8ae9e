// The X of "with converted mana cost X or less" (grammar/library-card-filter.ts) made concrete as the
// search or look resolves: the spell's or ability's X. Filters without it are returned as they are.
import type { ObjectFilter } from '../../cards/oracle/abilities.ts';

export function filterWithX<F extends ObjectFilter | null | undefined>(filter: F, x: number): F {
  if (!filter?.manaValue?.x) return filter;
  return { ...filter, manaValue: { op: filter.manaValue.op, value: x } };
}
