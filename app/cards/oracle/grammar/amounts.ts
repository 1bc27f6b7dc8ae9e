// Amounts: "two", "X", "for each creature you control", "equal to the number of cards in your
// hand", "where X is the number of Goblins on the battlefield", "equal to its power".
import type { Amount, Count } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter, type ParseContext } from './nouns.ts';
import { numberWord } from './words.ts';
import { riderAmount } from './rider-amounts.ts';
import { dieAmount } from './dice.ts';
import { manaSpentAmount } from './mana-spent.ts';

/** A plain amount word: "a", "two", "3", "X". */
export function amountWord(c: Cursor): number | 'X' | undefined {
  const value = numberWord(c.peek());
  if (value === undefined) return undefined;
  c.next();
  return value;
}

/** What "the number of …" or "for each …" counts. */
export function countPhrase(c: Cursor, context?: ParseContext): Count | undefined {
  return c.attempt((): Count | undefined => {
    if (c.accept('card in your hand') || c.accept('cards in your hand')) return { of: 'cards', zone: 'hand', whose: 'you', filter: null };
    if (c.accept('card in your graveyard') || c.accept('cards in your graveyard')) return { of: 'cards', zone: 'graveyard', whose: 'you', filter: null };
    if (c.accept('card in all graveyards') || c.accept('cards in all graveyards')) return { of: 'cards', zone: 'graveyard', whose: 'all', filter: null };
    if (c.accept("card you've cycled or discarded this turn") || c.accept("card you've discarded this turn")) return { of: 'discarded this turn' };
    if (c.accept('basic land type among lands you control')) return { of: 'basic land types' };
    // Converge: "for each color of mana spent to cast ~", "the number of colors of mana spent to cast ~" (CR 601.2h).
    if ((c.accept('color of mana spent to cast') || c.accept('colors of mana spent to cast')) && c.acceptOne('~', 'it', 'this spell')) return { of: 'colors spent' };
    if (c.acceptOne('card drawn this way', 'cards drawn this way', 'creature destroyed this way', 'creatures destroyed this way', 'permanent destroyed this way')) return { of: 'this way' };
    // "for each plague counter on ~", "+1/+1 counters on ~"
    const kind = c.peek();
    if (kind !== undefined && (c.peek(1) === 'counter' || c.peek(1) === 'counters') && c.peek(2) === 'on' && (c.peek(3) === '~' || (c.peek(3) === 'it' && itIsSelf(context)))) {
      c.position += 4;
      return { of: 'counters on self', counter: kind };
    }
    const read = objectFilter(c);
    if (!read) return undefined;
    if (c.accept('attached to it') || c.accept('attached to ~')) return { of: 'attached', to: 'self', filter: read.filter };
    if (c.accept('attached to enchanted player')) return { of: 'attached', to: 'enchanted player', filter: read.filter };
    if (read.head === 'card') {
      const zone = c.accept('in your graveyard') ? 'graveyard' : c.accept('in your hand') ? 'hand' : c.accept('in all graveyards') ? 'all graveyards' : undefined;
      if (zone === undefined) return undefined;
      return zone === 'all graveyards' ? { of: 'cards', zone: 'graveyard', whose: 'all', filter: read.filter } : { of: 'cards', zone, whose: 'you', filter: read.filter };
    }
    if (read.head === 'spell') return undefined;
    // "the number of lands that player controls": the player the effect is about (the goldfish).
    if (c.accept('that player controls') || c.accept('defending player controls')) return { of: 'permanents', filter: { ...read.filter, controller: 'opponent' } };
    return { of: 'permanents', filter: read.filter };
  });
}

/**
 * "counters on it" are the source's own only where nothing else has been named for "it" (a parse
 * context without one, or one whose "it" is ~): "~ deals damage equal to the number of charge
 * counters on it to any target" (the recipient comes after the amount).
 */
function itIsSelf(context: ParseContext | undefined): boolean {
  return context !== undefined && (context.it === undefined || context.it.ref === 'self');
}

/** "equal to the number of …", "equal to its power", "equal to the number of cards in your hand". */
export function equalTo(c: Cursor, context?: ParseContext): Amount | undefined {
  return c.attempt(() => {
    if (!c.accept('equal to')) return undefined;
    const named = namedAmount(c, context) ?? dieAmount(c) ?? manaSpentAmount(c);
    if (named) return named;
    if (c.accept("~'s power") || c.accept('its power')) return { count: { of: 'power of self' }, times: 1 };
    if (c.accept('your life total')) return { count: { of: 'life', whose: 'you' }, times: 1 };
    const most = greatestAmong(c);
    if (most) return { count: most, times: 1 };
    if (!c.accept('the number of')) return undefined;
    const count = countPhrase(c, context);
    return count ? { count, times: 1 } : undefined;
  });
}

/** "the life lost this way", "that creature's toughness", "the sacrificed creature's power", and "its power" where "it" is a target. */
function namedAmount(c: Cursor, context: ParseContext | undefined): Amount | undefined {
  const rider = riderAmount(c, context);
  if (rider) return rider;
  // "its power" is the target's where "it" is a target ("Its controller gains life equal to its power").
  if (context?.it?.ref === 'target' && (c.accept('its power') || c.accept("that creature's power"))) return { count: { of: 'power of target', slot: context.it.slot }, times: 1 };
  return undefined;
}

/** "for each …" after an amount: that amount times the count. */
export function forEach(c: Cursor, base: number): Amount | undefined {
  return c.attempt(() => {
    if (!c.accept('for each')) return undefined;
    const count = countPhrase(c);
    return count ? { count, times: base } : undefined;
  });
}

/** "the greatest power among creatures you control", "… toughness among …": permanents on the battlefield only. */
function greatestAmong(c: Cursor): Count | undefined {
  return c.attempt((): Count | undefined => {
    if (!c.accept('the greatest')) return undefined;
    const stat = c.accept('power') ? 'power' : c.accept('toughness') ? 'toughness' : undefined;
    if (!stat || !c.accept('among')) return undefined;
    const read = objectFilter(c);
    if (!read || read.head === 'card' || read.head === 'spell') return undefined;
    return { of: 'greatest', stat, filter: read.filter };
  });
}

/** ", where X is the number of …" that defines an X used earlier. */
export function whereX(c: Cursor, context?: ParseContext): Amount | undefined {
  return c.attempt(() => {
    c.accept(',');
    if (!c.accept('where x is')) return undefined;
    const named = (context ? namedAmount(c, context) : undefined) ?? dieAmount(c) ?? manaSpentAmount(c); // "where X is the sacrificed creature's power", "… is the result"
    if (named) return named;
    // Shark Typhoon's "Whenever you cast a noncreature spell, …, where X is that spell's mana value".
    if (context?.castSpell && c.acceptOne("that spell's mana value", "that spell's converted mana cost")) return { count: { of: 'mana value of that spell' }, times: 1 };
    const times = c.accept('twice') ? 2 : 1;
    if (c.accept("~'s power") || c.accept('its power')) return { count: { of: 'power of self' }, times };
    const most = greatestAmong(c);
    if (most) return { count: most, times };
    if (!c.accept('the number of')) return undefined;
    const count = countPhrase(c, context);
    return count ? { count, times } : undefined;
  });
}
