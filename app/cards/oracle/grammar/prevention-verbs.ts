// Prevention shields beyond the plain "prevent the next N damage" (CR 615): a shield on you against
// the next damage from a source of a quality (the Runes of Protection, CR 615.7 "the next time"),
// and "prevent all combat damage that would be dealt by target creature this turn" (Fend Off).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, objectRef, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { amountWord } from './amounts.ts';
import { redirectNext } from './redirect-next.ts';

/** The quality words a source is named by, as protection names them ("red", "artifacts", "lands"). */
const SOURCE_QUALITIES: ReadonlyMap<string, string> = new Map([
  ['white', 'white'], ['blue', 'blue'], ['black', 'black'], ['red', 'red'], ['green', 'green'],
  ['artifact', 'artifacts'], ['land', 'lands'], ['creature', 'creatures'], ['enchantment', 'enchantments'],
]);

/** "The next time a [red] source of your choice would deal damage to you this turn, prevent that damage." */
function nextTimeFromSource(c: Cursor): Effect[] | undefined {
  if (!c.accept('the next time') || !c.acceptOne('a', 'an')) return undefined;
  const quality = c.peek() === 'source' ? 'any' : SOURCE_QUALITIES.get(c.next() ?? '');
  if (!quality || !c.accept('source of your choice would deal damage to you this turn , prevent that damage')) return undefined;
  return [{ kind: 'prevent', what: 'next time from source', quality }];
}

/** "Prevent all combat damage that would be dealt by target creature this turn", "Prevent all combat damage target creature would deal this turn." */
function combatDamageBy(c: Cursor, context: ParseContext): Effect[] | undefined {
  const dealtBy = c.accept('prevent all combat damage that would be dealt by');
  if (!dealtBy && !c.accept('prevent all combat damage')) return undefined;
  const objects = attemptIn(c, context, () => objectRef(c, context, false));
  if (!objects || objects.ref !== 'target' || !c.accept(dealtBy ? 'this turn' : 'would deal this turn')) return undefined;
  return [{ kind: 'prevent', what: 'combat damage by', objects }];
}

/** "Prevent the next 2 damage that would be dealt to ~ / enchanted creature / you this turn" (the target forms are the prevent verb's). */
function nextDamageToSelfOrYou(c: Cursor): Effect[] | undefined {
  if (c.accept('prevent all damage that would be dealt to you this turn')) return [{ kind: 'preventNext', amount: 0, you: true, all: true }];
  if (!c.accept('prevent the next')) return undefined;
  const amount = amountWord(c);
  if (amount === undefined || !c.accept('damage that would be dealt to')) return undefined;
  const to = c.acceptOne('~', 'you', 'enchanted creature'); // "enchanted creature": the Aura's host (Fylgja)
  if (!to || !c.accept('this turn')) return undefined;
  if (to === 'you') return [{ kind: 'preventNext', amount, you: true }];
  return [{ kind: 'preventNext', amount, objects: { ref: to === '~' ? 'self' : 'enchanted' } }];
}

/** "Prevent all combat damage that would be dealt to and dealt by that creature / ~ this turn." */
function combatDamageToAndBy(c: Cursor, context: ParseContext): Effect[] | undefined {
  if (!c.accept('prevent all combat damage that would be dealt to and dealt by')) return undefined;
  const objects = attemptIn(c, context, () => objectRef(c, context, false));
  if (!objects || !c.accept('this turn')) return undefined;
  return [{ kind: 'preventCombatToAndBy', objects }];
}

export function preventionVerb(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  return c.attempt(() => nextTimeFromSource(c)) ?? c.attempt(() => combatDamageBy(c, context)) ?? c.attempt(() => nextDamageToSelfOrYou(c)) ??
    attemptIn(c, context, () => combatDamageToAndBy(c, context)) ?? redirectNext(c, context);
}
