// A player reveals their hand, and you may choose a card from it for them to discard (Duress,
// Thoughtseize, Brainbite): "Target opponent reveals their hand. You choose a nonland card from it.
// That player discards that card." Read as one verb phrase over its three sentences.
import type { Effect, ObjectFilter } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

/** "a card" / "a nonland card" / "a creature or planeswalker card": the filter, null for any card. */
function cardChoice(c: Cursor): ObjectFilter | null | undefined {
  if (!(c.accept('a') || c.accept('an'))) return undefined;
  if (c.accept('card')) return null;
  const read = objectFilter(c);
  return read && read.head === 'card' ? read.filter : undefined;
}

export const revealHand = (c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player' || subject.who === 'you' || subject.who === 'each player') return undefined;
  if (!c.accept('reveals their hand') && !c.accept('reveals his or her hand')) return undefined;
  const who = subject.who === 'target' ? { who: 'target' as const, target: subject.slot } : { who: subject.who };
  const mark = c.position;
  if (c.accept('.') && c.accept('you choose')) {
    const filter = cardChoice(c);
    if (filter !== undefined && c.accept('from it') && c.accept('.') && c.accept('that player discards that card')) return [{ kind: 'revealHand', ...who, discardChosen: filter }];
  }
  c.position = mark;
  return [{ kind: 'revealHand', ...who }];
};

/**
 * "Look at target player's hand." (Peek, Gitaxian Probe): the cards are shown to you only. The
 * goldfish holds no hand, so against it nothing is seen; aimed at yourself your own hand is shown.
 * A choice from the hand after the look ("and choose a card from it") is read elsewhere.
 */
export const lookAtHand = (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('look at')) return undefined;
  const kind = c.accept("target player's hand") ? 'player' : c.accept("target opponent's hand") ? 'opponent' : undefined;
  if (!kind || !(c.done || c.peek() === '.')) return undefined;
  context.targets.push({ kind });
  return [{ kind: 'revealHand', who: 'target', target: context.targets.length - 1 }];
};
