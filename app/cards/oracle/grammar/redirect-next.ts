// "The next 1 damage that would be dealt to ~ this turn is dealt to target creature you control
// instead." (the en-Kor; CR 614.9, 615.7): a redirection shield for the turn, used up as it moves
// damage (engine/redirect-shields.ts). The recipients: "~", a target creature ("target white
// creature", "target creature you control"); the new one: "~", "you", a target ("any target",
// "target creature you control", "another target creature").
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { amountWord } from './amounts.ts';
import { attemptIn, objectRef, type ParseContext } from './nouns.ts';

export function redirectNext(c: Cursor, context: ParseContext): Effect[] | undefined {
  return attemptIn(c, context, (): Effect[] | undefined => {
    if (!c.accept('the next')) return undefined;
    const amount = amountWord(c);
    if (amount === undefined || !c.accept('damage that would be dealt')) return undefined;
    const turnFirst = c.accept('this turn');
    if (!c.accept('to')) return undefined;
    const from = objectRef(c, context, false);
    if (!from || (from.ref !== 'self' && from.ref !== 'target')) return undefined;
    if (!turnFirst && !c.accept('this turn')) return undefined;
    if (!c.accept('is dealt to')) return undefined;
    const onto = c.accept('you') ? 'you' : objectRef(c, context, true);
    if (!onto || (onto !== 'you' && onto.ref !== 'self' && onto.ref !== 'target')) return undefined;
    return c.accept('instead') && c.done ? [{ kind: 'redirectNext', amount, from, onto }] : undefined;
  });
}
