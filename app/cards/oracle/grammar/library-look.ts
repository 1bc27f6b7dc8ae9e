// Looking at or revealing the top cards of your library and keeping some (CR 401.5, 701.16):
// "Look at the top three cards of your library. Put one of them into your hand and the rest on
// the bottom of your library in any order." / "You may reveal a creature card from among them and
// put it into your hand. Put the rest on the bottom of your library in a random order." / "Reveal
// the top four cards of your library. Put all creature cards revealed this way into your hand and
// the rest into your graveyard." One rule reads the look, one the keep, one where the rest go.
import type { Effect, ObjectFilter } from '../abilities.ts';
import { amountWord, whereX } from './amounts.ts';
import type { Cursor } from './cursor.ts';
import { keepFromAmong, restGoes } from './library-keep.ts';
import { objectFilter, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

type LookAt = Extract<Effect, { kind: 'lookAt' }>;
type Kept = Pick<LookAt, 'take' | 'takeFilter' | 'optional' | 'rest' | 'to' | 'tapped'>;

const THEM = ['of them', 'of those cards'];

/** "a creature card" / "a creature or land card" (one card) read as a filter. */
export function oneCardOf(c: Cursor): ObjectFilter | null | undefined {
  if (!(c.accept('a') || c.accept('an'))) return undefined;
  if (c.accept('card')) return null;
  const read = objectFilter(c);
  return read && read.head === 'card' ? read.filter : undefined;
}

/** "onto the battlefield [tapped]" after the kept card: where it goes instead of the hand. */
function ontoBattlefield(c: Cursor): Pick<LookAt, 'to' | 'tapped'> | undefined {
  if (!c.accept('onto the battlefield')) return undefined;
  return c.accept('tapped') ? { to: 'battlefield', tapped: true } : { to: 'battlefield' };
}

/**
 * After looking at the top card alone: "If it's a land card, you may reveal it and put it into
 * your hand" / "… you may put it onto the battlefield [tapped]", then optionally where it goes if
 * it isn't taken ("If you don't put the card into your hand, put it on the bottom of your library").
 * "You may put that card into your graveyard" is a surveil 1 (CR 701.42): the default keeps it on top.
 */
function keepTopCard(c: Cursor): Kept | undefined {
  if (c.accept('you may put that card into your graveyard')) return { take: 0, takeFilter: null, rest: 'top' };
  if (!c.acceptOne("if it's", 'if it is')) return undefined;
  const filter = oneCardOf(c);
  if (filter === undefined || !c.accept(',')) return undefined;
  let to: Pick<LookAt, 'to' | 'tapped'> = {};
  if (!(c.accept('you may reveal it and put it into your hand') || c.accept('you may put it into your hand'))) {
    if (!c.accept('you may put it')) return undefined;
    const onto = ontoBattlefield(c);
    if (!onto) return undefined;
    to = onto;
  }
  const mark = c.position;
  if (c.accept('.') && c.acceptOne("if you don't put the card into your hand", "if you don't put the card onto the battlefield") && c.accept(',') && c.accept('put it')) {
    const rest = restGoes(c);
    if (rest) return { take: 1, takeFilter: filter, optional: true, rest, ...to };
  }
  c.position = mark;
  return { take: 1, takeFilter: filter, optional: true, rest: 'top', ...to };
}

const IT = ['it', 'that card'];

/**
 * After revealing the top card alone: "If it's a land card, put it onto the battlefield [tapped]
 * / into your hand", then where it goes when it isn't ("Otherwise, put that card into your hand /
 * graveyard / on the bottom of your library"; else it stays on top). Nothing is chosen: a card that
 * matches goes (Coiling Oracle, Call of the Wild, Zoologist, Llanowar Empath; CR 701.16).
 */
function revealedTopCard(c: Cursor): Kept | undefined {
  if (!c.acceptOne("if it's", 'if it is')) return undefined;
  const filter = oneCardOf(c);
  if (filter === undefined || !c.accept(',') || !c.accept('put') || !c.acceptOne(...IT)) return undefined;
  const to = c.accept('into your hand') ? {} : ontoBattlefield(c);
  if (!to) return undefined;
  if (!c.done && !(c.accept('.') && c.done)) {
    if (!c.accept('otherwise ,') || !c.accept('put') || !c.acceptOne(...IT)) return undefined;
    const rest = restGoes(c);
    return rest && rest !== 'bottom random' ? { take: 1, takeFilter: filter, rest, ...to } : undefined;
  }
  return { take: 1, takeFilter: filter, rest: 'top', ...to };
}

/** "up to two creature cards from among them" kept, into the hand or onto the battlefield. */
function upToSeveral(c: Cursor): Omit<Kept, 'rest'> | undefined {
  const start = c.position;
  const reveal = c.accept('you may reveal up to');
  if (!reveal && !c.accept('put up to')) return undefined;
  const count = amountWord(c);
  const read = typeof count === 'number' ? objectFilter(c) : undefined;
  if (typeof count === 'number' && read && read.head === 'card' && c.accept('from among them')) {
    if (reveal && c.acceptOne('and put them into your hand', 'and put the revealed cards into your hand')) return { take: count, takeFilter: read.filter, optional: true };
    if (!reveal && c.accept('onto the battlefield')) return { take: count, takeFilter: read.filter, optional: true, to: 'battlefield' };
  }
  c.position = start;
  return undefined;
}

/** What is kept and where the rest go, after the look. */
function keep(c: Cursor, reveal: boolean): Kept | undefined {
  const sentenceBreak = (): void => void (c.accept('.') || c.accept(','));
  // "Put any number of them into your graveyard and the rest back on top of your library in any
  // order" is a surveil (CR 701.42): the default answer keeps them all on top, as surveil's does.
  if (c.accept('put any number of them into your graveyard and the rest')) return restGoes(c) === 'top' ? { take: 0, takeFilter: null, rest: 'top' } : undefined;
  // "You may put a land card from among them onto the battlefield tapped. Put the rest …"
  // "Put up to two creature cards … from among them onto the battlefield" (Collected Company), "You
  // may reveal up to two creature cards from among them and put them into your hand".
  const several = upToSeveral(c);
  if (several) {
    sentenceBreak();
    c.accept('then');
    if (!c.accept('put the rest')) return undefined;
    const rest = restGoes(c);
    return rest ? { ...several, rest } : undefined;
  }
  const before = c.position;
  if (c.accept('you may put')) {
    const filter = oneCardOf(c);
    const onto = filter !== undefined && c.accept('from among them') ? ontoBattlefield(c) : undefined;
    if (onto) {
      sentenceBreak();
      c.accept('then');
      if (!c.accept('put the rest')) return undefined;
      const rest = restGoes(c);
      return rest ? { take: 1, takeFilter: filter!, optional: true, rest, ...onto } : undefined;
    }
    c.position = before;
  }
  // "Put them back in any order" / "then put them back in any order": nothing is kept.
  if (c.accept('then put them back in any order') || c.accept('put them back in any order')) return { take: 0, takeFilter: null, rest: 'top' };
  // "You may reveal a creature card from among them and put it into your hand."
  if (c.accept('you may reveal') || c.accept('you may put')) {
    const filter = oneCardOf(c);
    if (filter === undefined || !c.accept('from among them')) return undefined;
    if (!(c.accept('and put it into your hand') || c.accept('into your hand'))) return undefined;
    sentenceBreak();
    c.accept('then');
    if (!c.accept('put the rest')) return undefined;
    const rest = restGoes(c);
    return rest ? { take: 1, takeFilter: filter, optional: true, rest } : undefined;
  }
  if (!c.accept('put')) return undefined;
  // "Put all creature cards revealed this way into your hand and the rest …"
  if (reveal && c.accept('all')) {
    const read = objectFilter(c);
    if (!read || read.head !== 'card' || !c.accept('revealed this way into your hand')) return undefined;
    if (!c.accept('and the rest')) return undefined;
    const rest = restGoes(c);
    return rest ? { take: 'all', takeFilter: read.filter, rest } : undefined;
  }
  // "Put one of them into your hand and the rest …", "put two of those cards into your hand, and exile the rest"
  const count = amountWord(c);
  if (typeof count !== 'number' || !c.acceptOne(...THEM) || !c.accept('into your hand')) return undefined;
  c.accept(',');
  if (c.accept('and exile the rest')) return { take: count, takeFilter: null, rest: 'exile' };
  if (!c.acceptOne('and the rest', 'and the other')) return undefined;
  const rest = restGoes(c);
  return rest ? { take: count, takeFilter: null, rest } : undefined;
}

export const libraryLook = (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  const start = c.position;
  const reveal = c.accept('reveal the top');
  if (!reveal && !c.accept('look at the top')) return undefined;
  const amount = c.accept('card of your library') ? 1 : amountWord(c);
  if (amount === undefined || !(amount === 1 && c.peek(-1) === 'library') && !(c.accept('cards of your library') || c.accept('card of your library'))) return undefined;
  // "the top X cards of your library, where X is the number of artifacts you control" (CR 107.3).
  const counted = amount === 'X' ? whereX(c, context) : undefined;
  const sentenceEnded = c.accept('.') || c.done;
  if (!sentenceEnded && c.accept(',')) c.accept('then');
  const mark = c.position;
  let kept = keep(c, reveal) ?? (amount === 1 ? (c.position = mark, keepTopCard(c)) : undefined);
  if (!kept && reveal && amount === 1) kept = (c.position = mark, revealedTopCard(c));
  if (!kept) {
    c.position = mark;
    kept = keepFromAmong(c);
  }
  // "Look at the top card of your library." alone: you see it and it stays where it is.
  if (!kept && !reveal && amount === 1) {
    c.position = mark;
    if (!sentenceEnded) return undefined;
    kept = { take: 0, takeFilter: null, rest: 'top' };
  }
  if (!kept) return undefined;
  return [{ kind: 'lookAt', amount: counted ?? amount, ...kept, ...(reveal ? { reveal } : {}), text: c.textSince(start) }];
};

/**
 * "Reveal the top card of your library. If it's a land card, put it onto the battlefield. …": read
 * before the plain "reveal the top card of your library" keyword action takes the first sentence alone.
 */
export const revealedTopLook = (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined =>
  c.at("reveal the top card of your library . if it's") ? libraryLook(c, context, subject) : undefined;
