// "as long as enchanted creature is red", "enchanted creature is a Wall": a condition on the
// permanent an Aura or Equipment is attached to (CR 611.3a).
import type { Condition } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';
import { COLORS } from './words.ts';

export const AURA_SUBJECTS = ['enchanted creature', 'enchanted permanent', 'enchanted land', 'enchanted artifact', 'enchanted enchantment', 'enchanted planeswalker'];
const HOST_SUBJECTS = [...AURA_SUBJECTS, 'equipped creature'];

export function enchantedIs(c: Cursor): Condition | undefined {
  return c.attempt(() => {
    const start = c.position;
    if (!HOST_SUBJECTS.some((subject) => c.accept(subject)) || !c.accept('is')) return undefined;
    const colors: string[] = [];
    while (COLORS.has(c.peek() ?? '')) {
      colors.push(COLORS.get(c.next()!)!);
      if (!c.accept('or')) break;
    }
    const text = c.tokens.slice(start, c.position).map((token) => token.text).join(' ');
    if (colors.length > 0) return c.done ? { kind: 'enchanted is', filter: { anyOf: [], none: [], colors, notColors: [], text } } : undefined;
    if (!(c.accept('a') || c.accept('an'))) return undefined;
    const read = objectFilter(c);
    return read && c.done ? { kind: 'enchanted is', filter: read.filter } : undefined;
  });
}
