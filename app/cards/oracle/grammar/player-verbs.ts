// What happens to a player as a whole: "you get an experience counter", "its controller gets a poison
// counter", "each player gets a poison counter" (CR 122.1), and "you lose the game" / "you win the
// game" (CR 104.2a, 104.3a-b).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { numberWord } from './words.ts';

const PLAYER_COUNTERS = ['poison', 'experience'] as const;

export const playerVerb = (c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player') return undefined;
  const you = subject.who === 'you';
  const where = subject.slot !== undefined ? { slot: subject.slot } : {};
  if (you && c.accept('lose the game')) return [{ kind: 'gameEnds', result: 'lose' }];
  if (you && c.accept('win the game')) return [{ kind: 'gameEnds', result: 'win' }];
  if (!c.accept(you ? 'get' : 'gets')) return undefined;
  const count = numberWord(c.next());
  const counter = PLAYER_COUNTERS.find((kind) => c.accept(kind));
  if (typeof count !== 'number' || !counter || !(c.accept('counters') || c.accept('counter'))) return undefined;
  return [{ kind: 'playerCounters', counter, count, who: subject.who, ...where }];
};
