// "You skip your next turn", "You skip your next two turns", "You skip your next untap step",
// "That player / Target player / Each opponent skips their next untap step" (CR 500.11, 614.10).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { numberWord } from './words.ts';

export const skipVerb = (c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player') return undefined;
  const you = subject.who === 'you';
  if (!(you ? c.accept('skip your next') : c.accept('skips their next'))) return undefined;
  const count = c.accept('turn') ? 1 : c.accept('untap step') ? 1 : undefined;
  if (count !== undefined) {
    const what = c.tokens[c.position - 1]!.text === 'turn' ? 'turn' : 'untap step';
    return [{ kind: 'skip', what, count, who: subject.who, ...(subject.slot !== undefined ? { slot: subject.slot } : {}) }];
  }
  const several = numberWord(c.next());
  if (typeof several !== 'number' || !c.accept('turns')) return undefined;
  return [{ kind: 'skip', what: 'turn', count: several, who: subject.who, ...(subject.slot !== undefined ? { slot: subject.slot } : {}) }];
};
