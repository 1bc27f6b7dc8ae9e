// "Choose target creature." as a sentence of its own (Grave Strength, Drown in Filth, Die Young): the
// target is chosen as the spell is cast (CR 601.2c) and the sentence does nothing more; "that
// creature" / "it" in the sentences after it is that target.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, objectRef, type ParseContext } from './nouns.ts';

export function chooseTarget(c: Cursor, context: ParseContext): Effect[] | undefined {
  return attemptIn(c, context, () => {
    if (!c.accept('choose') || !c.at('target')) return undefined;
    const ref = objectRef(c, context, false);
    return ref?.ref === 'target' && (c.done || c.peek() === '.') ? [] : undefined;
  });
}
