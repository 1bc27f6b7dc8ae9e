// "Defending player gets a poison counter", "that player gets two poison counters", "each opponent
// gets a poison counter" (CR 122.1f: poison counters are counters a player has; ten or more lose
// the game, CR 704.5c, which the state-based actions already check).
import type { Effect } from '../abilities.ts';
import { amountWord } from './amounts.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export function poisonVerb(c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || !(c.accept('gets') || c.accept('get'))) return undefined;
  const amount = amountWord(c);
  if (typeof amount !== 'number' || !c.acceptOne('poison counter', 'poison counters')) return undefined;
  return [{ kind: 'poison', amount, who: subject.who, ...(subject.slot !== undefined ? { target: subject.slot } : {}) }];
}
