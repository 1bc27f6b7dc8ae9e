// "Put a creature card from your hand onto the battlefield" (Sneak Attack, Through the Breach,
// Elvish Piper; "You may put a land card from your hand onto the battlefield"). The card put there
// is what a later "it" / "that creature" means.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export const putFromHand = (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('put')) return undefined;
  if (!(c.accept('a') || c.accept('an'))) return undefined;
  const read = objectFilter(c);
  if (!read || read.head !== 'card' || !c.accept('from your hand onto the battlefield')) return undefined;
  const tapped = c.accept('tapped');
  context.it = { ref: 'those' };
  return [{ kind: 'putFromHand', filter: read.filter, ...(tapped ? { tapped } : {}) }];
};
