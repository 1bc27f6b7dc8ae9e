// Conditions on the game's state, read for "as long as …" statics (CR 611.3a: checked all the
// time) and usable by any rule: "seven or more cards are in your graveyard", "you have no cards in
// hand", "you control three or more artifacts", "it has a +1/+1 counter on it", "it's your turn".
import type { Condition } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';
import { enchantedIs } from './enchanted-is.ts';
import { anotherAuraOnHost, hostState } from './host-conditions.ts';
import { coreRule } from './recursion.ts';

const controlCondition = (c: Cursor): Condition | undefined => coreRule('condition')(c);
import { numberWord } from './words.ts';
import { battlefieldCondition } from './battlefield-conditions.ts';
import { cardInYourGraveyard, controlOrGraveyard } from './either-condition.ts';

/** "N or more" / "N or fewer" / "N or less" / "no" → a comparison. */
function comparison(c: Cursor): { op: '>=' | '<=' | '='; value: number } | undefined {
  if (c.accept('no')) return { op: '=', value: 0 };
  const value = numberWord(c.peek());
  if (typeof value !== 'number') return undefined;
  c.next();
  if (c.accept('or more')) return { op: '>=', value };
  if (c.accept('or fewer') || c.accept('or less')) return { op: '<=', value };
  return { op: '>=', value };
}

// The longer phrases first: acceptOne takes the first that matches.
const SELF = ["it's", 'it is', '~ is', 'it', '~'];

/** The conditions of sentences.ts, read from `position`. */
function controlAfter(c: Cursor, position: number): Condition | undefined {
  c.position = position;
  return controlCondition(c);
}

export function stateCondition(c: Cursor): Condition | undefined {
  return c.attempt((): Condition | undefined => {
    if (c.accept("it's your turn") || c.accept('it is your turn')) return { kind: 'your turn' };
    if (c.acceptOne("it's not your turn", "it isn't your turn", 'it is not your turn')) return { kind: 'your turn', negate: true };
    const field = battlefieldCondition(c); // "there is a Mountain on the battlefield"
    if (field) return field;
    // "seven or more cards are in your graveyard", "there are seven or more cards in your graveyard"
    const there = c.accept('there are');
    const mark = c.position;
    const count = comparison(c);
    if (count && (c.accept('cards are in your graveyard') || (there && c.accept('cards in your graveyard')))) {
      return { kind: 'count', amount: { count: { of: 'cards', zone: 'graveyard', whose: 'you', filter: null }, times: 1 }, ...count };
    }
    if (count && there && c.accept('card types among cards in your graveyard')) return { kind: 'count', amount: { count: { of: 'card types in graveyard' }, times: 1 }, ...count };
    // A Case's "To solve" (CR 719): "Three or more creature cards were put into graveyards from anywhere this turn".
    if (count && !there && c.accept('creature cards were put into graveyards from anywhere this turn')) return { kind: 'count', amount: { count: { of: 'creature cards to graveyards this turn' }, times: 1 }, ...count };
    c.position = mark;
    if (there) return undefined;
    const beforeHave = c.position;
    if (c.accept('you have')) {
      const have = comparison(c);
      if (!have) return controlAfter(c, beforeHave); // "you have the city's blessing"
      if (c.accept('cards in hand') || c.accept('cards in your hand')) return { kind: 'count', amount: { count: { of: 'cards', zone: 'hand', whose: 'you', filter: null }, times: 1 }, ...have };
      if (c.accept('life')) return { kind: 'count', amount: { count: { of: 'life', whose: 'you' }, times: 1 }, ...have };
      return undefined;
    }
    // "an opponent controls an Island", "defending player controls an artifact"
    if (c.accept('an opponent controls') || c.accept('defending player controls')) {
      if (!(c.accept('a') || c.accept('an'))) return undefined;
      const read = objectFilter(c);
      return read && read.head !== 'card' && read.head !== 'spell' ? { kind: 'control', filter: { ...read.filter, controller: 'opponent' }, negate: false } : undefined;
    }
    const enchanted = enchantedIs(c) ?? hostState(c) ?? anotherAuraOnHost(c); // "enchanted land is untapped"
    if (enchanted) return enchanted;
    const either = controlOrGraveyard(c, controlCondition) ?? cardInYourGraveyard(c); // "you control a Desert or there is a Desert card in your graveyard"
    if (either) return either;
    const control = controlCondition(c);
    if (control) return control;
    // "it has a +1/+1 counter on it", "~ has a divinity counter on it"
    if (c.accept('it has') || c.accept('~ has')) {
      // "a +1/+1 counter on it", "three or more +1/+1 counters on it", "no shell counters on it"
      const many = c.accept('a') || c.accept('an') ? { op: '>=' as const, value: 1 } : comparison(c);
      const counter = many ? c.next() : undefined;
      if (!many || !counter || !(c.accept('counter on it') || c.accept('counters on it'))) return undefined;
      return { kind: 'count', amount: { count: { of: 'counters on self', counter }, times: 1 }, ...many };
    }
    if (!c.acceptOne(...SELF)) return undefined;
    const state = c.acceptOne('untapped', 'tapped', 'equipped', 'enchanted', 'attacking', 'monstrous', 'renowned');
    return state ? { kind: 'self is', what: state } : undefined;
  });
}
