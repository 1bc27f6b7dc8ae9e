// "Switch target creature's power and toughness until end of turn." (CR 613.4d, layer 7d).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

// "~'s" reads as the tokens "~" and "s".
export const switchVerb = (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('switch')) return undefined;
  let effect: Effect;
  if (c.accept('~ s')) effect = { kind: 'switchPT', objects: { ref: 'self' } };
  else if (c.accept("target creature's")) {
    effect = { kind: 'switchPT', objects: { ref: 'target', slot: context.targets.length } };
    context.targets.push({ kind: 'creature' });
  } else return undefined;
  return c.accept('power and toughness until end of turn') ? [effect] : undefined;
};
