// Looking at the top cards of ANOTHER player's library (CR 401.5): "Look at the top three cards of
// target player's library[, then put them back in any order]" (Orcish Spy, Second Sight), and the
// forms that take some of them away: "then exile one of them" (Thoughtpicker Witch), "Exile one of
// those cards and put the rest back on top of that player's library in any order" (Sealed Fate),
// "Put one of them into their graveyard" (Wu Spy), "Put one of those cards into that player's
// graveyard and the rest on top of their library in any order" (Cruel Fate), "Put one back and the
// rest into that player's graveyard" (Dimir Charm), "Exile any number of those cards, then put the
// rest back in any order" (Dimir Machinations), "Put any number of them on the bottom of that library
// in any order and the rest on top of the library in any order" (Ransack). The seen cards are shown
// to you; the cards not taken stay on top in their order (the default "any order").
import type { Effect } from '../abilities.ts';
import { amountWord } from './amounts.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

type LookAt = Extract<Effect, { kind: 'lookAt' }>;
type Taken = Pick<LookAt, 'take' | 'to'>;

const NOTHING: Taken = { take: 0 };

/** What happens to the seen cards, after the look; undefined when the text says something else. */
function afterLook(c: Cursor, amount: LookAt['amount']): Taken | undefined {
  if (c.accept(', then put them back in any order') || c.accept('then put them back in any order')) return NOTHING;
  if (c.accept(', then exile one of them') || c.accept('then exile one of them')) return { take: 1, to: 'exile' };
  const mark = c.position;
  const next = c.accept('.') ? nextSentence(c, amount) ?? topCardGoes(c, amount) : undefined;
  if (next) return next;
  c.position = mark;
  // The look alone ends the sentence: nothing is taken.
  return c.done || c.peek() === '.' ? NOTHING : undefined;
}

/** The sentence after the look that says which of the seen cards go. */
function nextSentence(c: Cursor, amount: LookAt['amount']): Taken | undefined {
  if (c.accept("exile one of those cards and put the rest back on top of that player's library in any order")) return { take: 1, to: 'exile' };
  if (c.accept('exile any number of those cards, then put the rest back in any order')) return { take: 'all', to: 'exile' };
  if (c.acceptOne('put one of them into their graveyard', "put one of them into that player's graveyard")) return { take: 1, to: 'graveyard' };
  if (c.accept("put one of those cards into that player's graveyard and the rest on top of their library in any order")) return { take: 1, to: 'graveyard' };
  // "Put one back and the rest into that player's graveyard": all but one go.
  if (typeof amount === 'number' && amount > 1 && c.accept("put one back and the rest into that player's graveyard")) return { take: amount - 1, to: 'graveyard' };
  // Which go to the bottom is a choice; the default leaves them all on top.
  if (c.accept('put any number of them on the bottom of that library in any order and the rest on top of the library in any order')) return NOTHING;
  return undefined;
}

/** After a look at the top card alone: "You may put that card into their graveyard" (Eye Spy), "… on the bottom of that player's library" (Jace). */
function topCardGoes(c: Cursor, amount: LookAt['amount']): Taken | undefined {
  if (amount !== 1 || !c.accept('you may put that card')) return undefined;
  if (c.acceptOne('into their graveyard', "into that player's graveyard")) return { take: 1, to: 'graveyard' };
  if (c.accept("on the bottom of that player's library")) return { take: 1, to: 'bottom' };
  return undefined;
}

/** "Exile the top card / three cards of target player's library" (Mindreaver, Circu, Ashiok). */
export const playerLibraryExile = (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('exile the top')) return undefined;
  const count = c.accept('card of') ? 1 : amountWord(c);
  if (count === undefined || !(c.peek(-1) === 'of' || c.accept('cards of'))) return undefined;
  const kind = c.accept("target player's library") ? 'player' : c.accept("target opponent's library") ? 'opponent' : undefined;
  if (!kind || c.peek() === 'face') return undefined;
  context.targets.push({ kind, harmful: true });
  return [{ kind: 'topCard', action: 'exile', count, who: 'target', target: context.targets.length - 1 }];
};

export const playerLibraryLook = (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined => {
  const start = c.position;
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('look at the top')) return undefined;
  const amount = c.accept('card of') ? 1 : amountWord(c);
  if (amount === undefined || !(c.peek(-1) === 'of' || c.accept('cards of') || c.accept('card of'))) return undefined;
  // "target player's" is one token: the possessive is read here, and its target slot added.
  const kind = c.accept("target player's library") ? 'player' : c.accept("target opponent's library") ? 'opponent' : undefined;
  if (!kind) return undefined;
  const taken = afterLook(c, amount);
  if (!taken) return undefined;
  context.targets.push({ kind });
  const text = c.textSince(start);
  return [{ kind: 'lookAt', amount, ...taken, takeFilter: null, rest: 'top', who: 'target', target: context.targets.length - 1, text }];
};
