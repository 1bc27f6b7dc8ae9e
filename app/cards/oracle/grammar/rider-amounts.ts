// Amounts the rider sentences name after "equal to" (docs/rules-riders.md): "the life lost this
// way", "that creature's toughness", "its toughness", "the sacrificed creature's power".
import type { Amount, ObjectRef } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import { itRef } from './rider-verbs.ts';

const SACRIFICED = ["the sacrificed creature's", "the sacrificed artifact's", "the sacrificed permanent's"];

/** The amount after "equal to", or undefined (the cursor unmoved) when it is none of these. */
export function riderAmount(c: Cursor, context: ParseContext | undefined): Amount | undefined {
  return c.attempt((): Amount | undefined => {
    if (c.accept('the life lost this way')) return { count: { of: 'life lost this way' }, times: 1 };
    if (c.acceptOne(...SACRIFICED)) {
      const stat = c.acceptOne('power', 'toughness');
      return stat ? { count: { of: 'sacrificed', stat }, times: 1 } : undefined;
    }
    let ref: ObjectRef | undefined;
    if (c.accept("~'s toughness")) ref = { ref: 'self' };
    else if (c.accept('its toughness')) ref = context?.it;
    else if (context && c.acceptOne("that creature's toughness", "the creature's toughness")) ref = itRef(context);
    return ref ? { count: { of: 'toughness of', ref }, times: 1 } : undefined;
  });
}
