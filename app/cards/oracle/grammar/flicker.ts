// Flicker (CR 400.7, 610.3): "Exile target creature you control, then return that card to the
// battlefield under its owner's control" (Cloudshift, Momentary Blink, Ephemerate). The exile and
// the return are read as one phrase so "it" can only mean what this ability just exiled; the
// engine returns each card this ability exiled that is still in exile as the same object
// (a token ceases to exist in exile and doesn't return, CR 111.7).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, objectRef, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

const RETURNED = ['it', 'that card', 'them', 'those cards', 'the exiled card', 'the exiled cards'];

export function flicker(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('exile')) return undefined;
  const objects = attemptIn(c, context, () => objectRef(c, context, false));
  if (!objects || !c.acceptOne(', then return', 'then return', ', and return', 'and return') || !c.acceptOne(...RETURNED)) return undefined;
  if (!c.accept('to the battlefield under')) return undefined;
  const whose = c.acceptOne("its owner's control", "their owner's control", "their owners' control", 'your control');
  if (!whose) return undefined;
  return [{ kind: 'exile', objects }, { kind: 'returnExiled', underYourControl: whose === 'your control' }];
}
