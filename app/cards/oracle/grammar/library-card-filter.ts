// Card filters of searches and library looks: "permanent card", and "… with converted mana cost X
// or less" (Whir of Invention, Genesis Wave, Vivien's Arkbow): the comparison is with the X the spell or ability was
// cast or activated with, substituted as it resolves (engine/mana-value-x.ts). Read only by the
// library rules, whose effect units make that substitution; other filters do not accept X.
import type { ObjectFilter } from '../abilities.ts';
import type { Cursor } from './cursor.ts';

const PERMANENT_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker'].map((type) => ({ words: [{ english: type, kind: 'type' as const }], text: type.toLowerCase() }));

/**
 * A card filter of a search or look, completed: "permanent card" (no type word of its own) means a
 * card of a permanent type (CR 110.4b), and "with converted mana cost X or less" is read.
 */
export function libraryCardFilter(c: Cursor, read: ObjectFilter): ObjectFilter {
  const filter = read.anyOf.length === 0 && /\bpermanent cards?\b/.test(read.text) ? { ...read, anyOf: PERMANENT_TYPES } : read;
  if (filter.manaValue || !c.at('with converted mana cost x')) return filter;
  c.accept('with converted mana cost x');
  const op = c.accept('or less') ? '<=' : c.accept('or greater') ? '>=' : '=';
  const words = op === '<=' ? ' or less' : op === '>=' ? ' or greater' : '';
  return { ...filter, manaValue: { op, value: 0, x: true }, text: `${filter.text} with converted mana cost X${words}` };
}
