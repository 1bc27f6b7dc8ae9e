// A hand discarded and replaced (CR 701.8): "Discard all the cards in your hand, then draw that many
// cards" (Tolarian Winds), "Target player discards all the cards in their hand, then draws that many
// cards", "Each player discards their hand, then draws cards equal to the greatest number of cards a
// player discarded this way" (Windfall).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export function discardHandVerb(c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player') return undefined;
  const you = subject.who === 'you';
  const discards = you ? c.acceptOne('discard all the cards in your hand', 'discard your hand') : c.acceptOne('discards all the cards in their hand', 'discards their hand');
  if (!discards || !c.accept(', then')) return undefined;
  const drawWord = you ? 'draw' : 'draws';
  const who = subject.who === 'you' ? {} : { who: subject.who, ...(subject.slot !== undefined ? { target: subject.slot } : {}) };
  if (c.accept(`${drawWord} that many cards`)) {
    const extra = c.accept('plus one') ? { extra: 1 } : c.accept('minus one') ? { extra: -1 } : {}; // Chandra, Flamecaller; Dark Deal
    return [{ kind: 'discardHandDraw', draw: 'that many', ...who, ...extra }];
  }
  if (subject.who === 'each player' && c.accept(`${drawWord} cards equal to the greatest number of cards a player discarded this way`)) return [{ kind: 'discardHandDraw', draw: 'greatest', ...who }];
  return undefined;
}
