// "~ becomes a 2/2 Assembly-Worker artifact creature until end of turn", "Target land becomes a
// 4/4 Elemental creature with trample that's still a land": an effect that turns a permanent into a
// creature (CR 611.2, layers 4, 5, 6 and 7b of CR 613.1). "It's still a land." after it is only a
// reminder (the effect adds types, it never takes any away) and is read by sentences.ts.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { keywordList } from './keyword-list.ts';
import { COLORS } from './words.ts';

/** "2/2 green and white Insect Monk artifact": what a creature token or an animated permanent is, up to the word "creature". */
export interface CreatureShape {
  power: number;
  toughness: number;
  colors: string[];
  subtypes: string[];
  artifact: boolean;
  /** "an X/X … token" (only where the caller allows it): power and toughness are an X defined elsewhere. */
  sizeX?: boolean;
}

export function creatureShape(c: Cursor, allowX = false): CreatureShape | undefined {
  const word = c.next();
  const sizeX = allowX && word === 'x/x';
  const pt = sizeX ? ['x/x', '0', '0'] : word?.match(/^(\d+)\/(\d+)$/);
  if (!pt) return undefined;
  const colors: string[] = [];
  for (;;) {
    const color = COLORS.get(c.peek() ?? '');
    if (color) {
      colors.push(color);
      c.next();
      c.accept('and');
      continue;
    }
    if (c.accept('colorless')) continue;
    break;
  }
  const subtypes: string[] = [];
  let artifact = false;
  while (c.peek() !== undefined && c.peek() !== 'creature' && c.peek() !== 'creatures') {
    if (c.accept('artifact')) {
      artifact = true;
      continue;
    }
    const raw = c.peekRaw()!;
    if (!/^[A-Z]/.test(raw)) return undefined;
    subtypes.push(raw);
    c.next();
  }
  return { power: Number(pt[1]), toughness: Number(pt[2]), colors, subtypes, artifact, ...(sizeX ? { sizeX } : {}) };
}

const STILL = ["that's still a land", "that's still a planeswalker", 'that are still lands'];

export const animateVerb = (c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined => {
  // "becomes a 2/2 … creature"; a group "become(s) 2/2 … creatures" ("Lands you control become 2/2
  // creatures", "up to three target lands each become …"; "you may have target land become …").
  if (subject.kind !== 'object' || !(c.accept('becomes') || c.accept('become') || c.accept('each become'))) return undefined;
  const one = c.accept('a') || c.accept('an');
  const legendary = one && c.accept('legendary'); // Genju of the Realm: "becomes a legendary 8/12 Spirit creature" (CR 205.4a)
  const shape = creatureShape(c);
  if (!shape || !c.accept(one ? 'creature' : 'creatures')) return undefined;
  c.accept('in addition to its other types');
  let keywords: string[] = [];
  if (c.accept('with')) {
    const list = keywordList(c);
    if (!list) return undefined;
    keywords = list;
  }
  c.acceptOne(...STILL, 'in addition to its other types');
  const untilEndOfTurn = c.accept('until end of turn');
  return [{ kind: 'animate', objects: subject.ref, ...shape, keywords, untilEndOfTurn, ...(legendary ? { legendary } : {}) }];
};

/** "Until end of turn, ~ becomes a 3/4 … creature.": the duration in front of an animation. */
export function animationWithDurationFirst(c: Cursor, context: ParseContext, read: (c: Cursor, context: ParseContext) => Effect[] | undefined): Effect[] | undefined {
  return attemptIn(c, context, () => {
    if (!c.accept('until end of turn ,')) return undefined;
    const inner = read(c, context);
    const only = inner?.length === 1 ? inner[0]! : undefined;
    return only?.kind === 'animate' && !only.untilEndOfTurn ? [{ ...only, untilEndOfTurn: true }] : undefined;
  });
}
