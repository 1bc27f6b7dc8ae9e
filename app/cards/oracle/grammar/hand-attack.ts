// A player reveals their hand (or you look at it), and you choose a card from it for them to discard
// or for you to exile (Duress, Thoughtseize, Inquisition of Kozilek, Castigate, Thrull Surgeon), or
// they discard every card of a kind (Cabal Therapy, Persecute); or they reveal only some cards and
// you choose one of those (Blackmail, Mire's Toll). Read as one verb phrase over its sentences.
import type { Amount, Effect, ObjectFilter } from '../abilities.ts';
import { amountWord, equalTo, whereX } from './amounts.ts';
import type { Cursor } from './cursor.ts';
import { comparison, objectFilter, type ParseContext } from './nouns.ts';
import { libraryCardFilter } from './library-card-filter.ts';
import type { Subject } from './subjects.ts';

type RevealHand = Extract<Effect, { kind: 'revealHand' }>;

const ANY_CARD: ObjectFilter = { anyOf: [], none: [], colors: [], notColors: [], text: 'card' };

/** "a card" / "a nonland card [with converted mana cost X or less]" / "a card of that color": the filter, null for any card. */
function cardChoice(c: Cursor): ObjectFilter | null | undefined {
  if (!(c.accept('a') || c.accept('an'))) return undefined;
  if (c.accept('card of that color')) return { ...ANY_CARD, chosen: 'color', text: 'card of that color' };
  if (c.accept('card')) return null;
  const read = objectFilter(c);
  return read && read.head === 'card' ? libraryCardFilter(c, read.filter) : undefined;
}

const DISCARDS = ['. that player discards that card', ', then that player discards that card', '. the player discards that card', '. they discard that card'];
const EXILES = ['and exile that card', '. exile that card', 'and exile it'];

/** "a nonland card from it [with converted mana cost 3 or less]" and what happens to it: discarded, or exiled by you. */
function chosenFromIt(c: Cursor): Pick<RevealHand, 'discardChosen' | 'exileChosen'> | undefined {
  let filter = cardChoice(c);
  if (filter === undefined || !c.accept('from it')) return undefined;
  if (c.accept('with converted mana cost')) {
    const value = comparison(c);
    if (!value) return undefined;
    const base = filter ?? ANY_CARD;
    filter = { ...base, manaValue: value, text: `${base.text} with converted mana cost ${value.value}${value.op === '<=' ? ' or less' : value.op === '>=' ? ' or greater' : ''}` };
  }
  if (c.acceptOne(...EXILES)) return { discardChosen: filter, exileChosen: true };
  return c.acceptOne(...DISCARDS) ? { discardChosen: filter } : undefined;
}

/** "discards all cards of that color / with that name / all creature cards of that type" (after a chosen value). */
function discardsAll(c: Cursor): ObjectFilter | undefined {
  if (!c.accept('and discards all')) return undefined;
  if (c.accept('cards with that name')) return { ...ANY_CARD, chosen: 'card name', text: 'card with that name' };
  const read = objectFilter(c);
  return read && read.head === 'card' && read.filter.chosen ? read.filter : undefined;
}

/** "three cards" / "X cards" / "a number of cards … equal to …" / "X cards …, where X is …" revealed from their hand. */
function revealedCount(c: Cursor, context: ParseContext): Amount | undefined {
  if (c.accept('a number of cards from their hand')) return equalTo(c, context);
  const count = amountWord(c);
  if (count === undefined || !c.accept('cards from their hand')) return undefined;
  return count === 'X' ? (whereX(c, context) ?? (context.triggered ? undefined : 'X')) : count;
}

export const revealHand = (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player' || subject.who === 'you' || subject.who === 'each player') return undefined;
  const who = subject.who === 'target' ? { who: 'target' as const, target: subject.slot } : { who: subject.who };
  if (c.accept('reveals')) {
    const count = c.attempt(() => revealedCount(c, context));
    if (count !== undefined) {
      if (!c.acceptOne('and you choose one of them', '. you choose one of them', '. you choose one of those cards') || !c.acceptOne(...DISCARDS)) return undefined;
      return [{ kind: 'revealHand', ...who, discardChosen: null, revealCount: count }];
    }
  } else return undefined;
  if (!c.accept('their hand') && !c.accept('his or her hand')) return undefined;
  const all = c.attempt(() => discardsAll(c));
  if (all) return [{ kind: 'revealHand', ...who, discardAll: all }];
  const chosen = c.attempt(() => (c.acceptOne('. you choose', ', you choose', 'and you choose', ', then you choose') ? chosenFromIt(c) : undefined));
  return [{ kind: 'revealHand', ...who, ...chosen }];
};

/**
 * "Look at target player's hand." (Peek, Gitaxian Probe): the cards are shown to you only; aimed at
 * yourself your own hand is shown. "… and choose a card from it. That player discards that card."
 * (Thrull Surgeon, Doomsday Specter's "that player's hand").
 */
export const lookAtHand = (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('look at')) return undefined;
  const kind = c.accept("target player's hand") ? 'player' : c.accept("target opponent's hand") ? 'opponent' : undefined;
  const theirs = !kind && context.thatPlayer?.includes('that player') && c.accept("that player's hand");
  if (!kind && !theirs) return undefined;
  const chosen = c.attempt(() => (c.accept('and choose') ? chosenFromIt(c) : undefined));
  if (!chosen && !(c.done || c.peek() === '.')) return undefined;
  if (theirs || !kind) return [{ kind: 'revealHand', who: 'that player', ...chosen }];
  context.targets.push({ kind });
  return [{ kind: 'revealHand', who: 'target', target: context.targets.length - 1, ...chosen }];
};
