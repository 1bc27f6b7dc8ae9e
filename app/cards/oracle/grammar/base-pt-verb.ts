// "Target creature has base power and toughness 0/2 until end of turn", "~ has base power and
// toughness 4/4 until end of turn and gains trample": an effect that sets base power and toughness
// (CR 613.4b, layer 7b; pumps and counters still apply on top, 613.4c–d). It is an animation with
// no types of its own (animation.ts); the subject is already a creature.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { keywordList } from './keyword-list.ts';

export function basePowerToughnessVerb(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'object' || !c.acceptOne('has base power and toughness', 'have base power and toughness')) return undefined;
  const pt = c.next()?.match(/^(\d+)\/(\d+)$/);
  if (!pt) return undefined;
  let untilEndOfTurn = c.accept('until end of turn') || context.untilEndOfTurn === true;
  let keywords: string[] = [];
  if (c.acceptOne('and gains', 'and gain', ', and gains', ', and gain')) {
    const list = keywordList(c);
    if (!list) return undefined;
    keywords = list;
    untilEndOfTurn = c.accept('until end of turn') || untilEndOfTurn;
  }
  // Without a duration the new base lasts (CR 611.2a) only where the text says so: not read.
  if (!untilEndOfTurn) return undefined;
  return [{ kind: 'animate', objects: subject.ref, power: Number(pt[1]), toughness: Number(pt[2]), colors: [], subtypes: [], artifact: false, keywords, untilEndOfTurn }];
}
