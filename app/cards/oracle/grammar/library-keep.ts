// More ways of keeping cards after a look at the top of the library (CR 401.5, 701.16), read when
// library-look.ts's own forms do not: "Put a creature card from among them into your hand and the
// rest into your graveyard" (Tracker's Instincts), "Put up to three enchantment cards from among
// them into your hand and the rest of the revealed cards into your graveyard" (Kruphix's Insight),
// "You may put any number of creature and/or land cards from among them onto the battlefield. Put
// the rest on the bottom of your library in a random order." (Nissa, Genesis Mage), "Put all land
// cards from among them onto the battlefield tapped and the rest …" (Animist's Awakening), "Then
// put all cards revealed this way that weren't put onto the battlefield into your graveyard".
// "Any number" and "all" keep every match by default (the most a player could keep).
import type { Effect, ObjectFilter } from '../abilities.ts';
import { amountWord } from './amounts.ts';
import type { Cursor } from './cursor.ts';
import { libraryCardFilter } from './library-card-filter.ts';
import { objectFilter } from './nouns.ts';

type LookAt = Extract<Effect, { kind: 'lookAt' }>;
export type Rest = LookAt['rest'];
type Kept = Pick<LookAt, 'take' | 'takeFilter' | 'optional' | 'rest' | 'to' | 'tapped'>;

/** Where the cards not kept go. */
export function restGoes(c: Cursor): Rest | undefined {
  c.accept('back');
  if (c.accept('on the bottom of your library in a random order') || c.accept('on the bottom in a random order')) return 'bottom random';
  if (c.accept('on the bottom of your library in any order') || c.accept('on the bottom in any order') || c.accept('on the bottom of your library')) return 'bottom';
  if (c.accept('into your graveyard')) return 'graveyard';
  if (c.accept('on top of your library in any order') || c.accept('on top in any order')) return 'top';
  if (c.accept('into your hand')) return 'hand';
  return undefined;
}

const HISTORIC: ObjectFilter = {
  anyOf: [
    { words: [{ english: 'Artifact', kind: 'type' }], text: 'artifact' },
    { words: [{ english: 'Legendary', kind: 'supertype' }], text: 'legendary' },
    { words: [{ english: 'Saga', kind: 'subtype' }], text: 'Saga' },
  ],
  none: [],
  colors: [],
  notColors: [],
  text: 'historic card',
};

/** "a creature card", "up to two instant and/or sorcery cards", "any number of land cards", "all land cards", "a historic card" (CR 700.6). */
function howManyOf(c: Cursor): { take: number | 'all'; filter: ObjectFilter | null; anyNumber?: boolean } | undefined {
  let take: number | 'all';
  let anyNumber = false;
  if (c.accept('a historic card') || c.accept('an historic card')) return { take: 1, filter: HISTORIC };
  if (c.accept('a') || c.accept('an')) take = 1;
  else if (c.accept('all')) take = 'all';
  else if (c.accept('any number of')) {
    take = 'all';
    anyNumber = true;
  }
  else if (c.accept('up to')) {
    const count = amountWord(c);
    if (typeof count !== 'number') return undefined;
    take = count;
  } else return undefined;
  if (c.accept('card') || c.accept('cards')) return { take, filter: null, anyNumber };
  const read = objectFilter(c);
  return read && read.head === 'card' ? { take, filter: libraryCardFilter(c, read.filter), anyNumber } : undefined;
}

/** The rest, in the same sentence ("and the rest into your graveyard") or the next ("Put the rest …"). */
function rest(c: Cursor, battlefield: boolean): Rest | undefined {
  if (c.accept('and the rest')) {
    c.acceptOne('of the revealed cards', 'of the cards revealed this way');
    return restGoes(c);
  }
  if (!c.accept('.')) return undefined;
  c.accept('then');
  if (battlefield && c.accept("put all cards revealed this way that weren't put onto the battlefield into your graveyard")) return 'graveyard';
  if (!c.accept('put the rest')) return undefined;
  c.acceptOne('of the revealed cards', 'of the cards revealed this way');
  return restGoes(c);
}

export function keepFromAmong(c: Cursor): Kept | undefined {
  const optional = c.accept('you may');
  const reveal = c.accept('reveal');
  if (!reveal && !c.accept('put')) return undefined;
  const kept = howManyOf(c);
  if (!kept || !c.accept('from among them')) return undefined;
  let to: Pick<LookAt, 'to' | 'tapped'> = {};
  if (reveal) {
    if (!c.acceptOne('and put it into your hand', 'and put them into your hand', 'and put the revealed cards into your hand', 'and put those cards into your hand')) return undefined;
  } else if (c.accept('onto the battlefield')) to = c.accept('tapped') ? { to: 'battlefield', tapped: true } : { to: 'battlefield' };
  else if (!c.accept('into your hand')) return undefined;
  const goes = rest(c, to.to === 'battlefield');
  if (!goes) return undefined;
  return { take: kept.take, takeFilter: kept.filter, ...(optional || kept.anyNumber ? { optional: true } : {}), rest: goes, ...to };
}
