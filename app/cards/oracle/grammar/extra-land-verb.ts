// "You may play an additional land this turn", "You may play up to two additional lands this turn"
// (CR 305.2a): a permission for this turn, not a choice made as the spell resolves.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { numberWord } from './words.ts';

export function extraLandSentence(c: Cursor): Effect[] | undefined {
  return c.attempt(() => {
    if (!c.accept('you may play')) return undefined;
    let count: number | undefined;
    if (c.accept('an additional land this turn')) count = 1;
    else if (c.accept('up to')) {
      const value = numberWord(c.next());
      count = typeof value === 'number' && c.accept('additional lands this turn') ? value : undefined;
    }
    return count !== undefined && c.done ? [{ kind: 'extraLandPlays', count }] : undefined;
  });
}
