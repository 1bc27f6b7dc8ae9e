// "if you control a Desert or there is a Desert card in your graveyard" (the Amonkhet deserts'
// riders; CR 603.4 as an intervening "if"): either of two conditions, built as "not (not A and
// not B)" from the existing `all` and `not` conditions. "there is a Desert card in your
// graveyard" alone reads too.
import type { Condition } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';

/** "there is a Desert card in your graveyard": one or more such cards there. */
export function cardInYourGraveyard(c: Cursor): Condition | undefined {
  return c.attempt((): Condition | undefined => {
    if (!c.acceptOne('there is a', 'there is an')) return undefined;
    const read = objectFilter(c);
    if (!read || read.head !== 'card' || !c.accept('in your graveyard')) return undefined;
    return { kind: 'count', amount: { count: { of: 'cards', zone: 'graveyard', whose: 'you', filter: read.filter }, times: 1 }, op: '>=', value: 1 };
  });
}

/** "A or B" where A is read by `first` and B is a card in your graveyard. */
export function controlOrGraveyard(c: Cursor, first: (c: Cursor) => Condition | undefined): Condition | undefined {
  return c.attempt((): Condition | undefined => {
    const a = first(c);
    if (!a || !c.accept('or')) return undefined;
    const b = cardInYourGraveyard(c);
    return b ? { kind: 'not', condition: { kind: 'all', conditions: [{ kind: 'not', condition: a }, { kind: 'not', condition: b }] } } : undefined;
  });
}
