// Rider sentences that follow a damage, tap or destroy effect (docs/rules-riders.md):
//   "That creature doesn't untap during its controller's next untap step." (CR 302.6, 611.2b)
//   "~ doesn't untap during your next untap step.", "Lands you control don't untap during your next untap step."
//   "Target creature can't be regenerated this turn.", "A creature dealt damage this way can't be regenerated this turn." (CR 701.15)
//   "If that creature would die this turn, exile it instead." (a replacement effect, CR 614.1a)
//   "~ deals 3 damage to any target and 3 damage to you.", "~ deals 2 damage to that land's controller." (CR 120.3)
//   "It doesn't untap during its controller's untap step for as long as ~ remains tapped.", "Target creature gets +2/+0
//   for as long as ~ remains tapped." (CR 611.2b); "~ deals 4 damage divided as you choose among one or two targets."
//   (CR 601.2d); "Target creature you control fights target creature you don't control." (CR 701.12a)
import type { Amount, Effect, ObjectRef, TargetSpec } from '../abilities.ts';
import type { RiderObjects } from '../rider-effects.ts';
import { amountWord, equalTo } from './amounts.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, objectFilter, objectRef, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { keywordList } from './keyword-list.ts';

/** After a destroy, these fold into it: the destruction itself can't be regenerated (CR 701.15). */
export const NO_REGENERATE_AFTER_DESTROY = [
  "it can't be regenerated", "they can't be regenerated", "that creature can't be regenerated", "the creature can't be regenerated",
  "creatures destroyed this way can't be regenerated", "a creature destroyed this way can't be regenerated",
];

const DAMAGED_THIS_WAY = ['a creature dealt damage this way', 'creatures dealt damage this way', 'each creature dealt damage this way'];
const THAT_OBJECT = ['it', 'that creature', 'the creature', 'that land', 'that permanent', 'that artifact', 'those creatures', 'they', 'those lands'];

/**
 * What "it" / "that creature" means in a rider: the last object phrase, or else the last target that
 * may be a creature ("deals 3 damage to any target", whose player-or-object slot sets no "it"). A
 * rider's "it" is never its own source (that is "~"), so a spell's default "it" gives way too.
 */
export function itRef(context: ParseContext): ObjectRef | undefined {
  if (context.it && context.it.ref !== 'self') return context.it;
  for (let slot = context.targets.length - 1; slot >= 0; slot -= 1) {
    const kind = context.targets[slot]!.kind;
    if (kind === 'any' || kind === 'creature' || kind === 'permanent' || kind === 'nonland permanent') return { ref: 'target', slot };
  }
  return undefined;
}

/** The permanents a rider is about: the clause's subject, or a phrase the subject reader leaves ("a creature dealt damage this way"). */
function riderObjects(c: Cursor, context: ParseContext, subject: Subject): RiderObjects | undefined {
  if (subject.kind === 'object') return subject.ref;
  if (subject.who !== 'you') return undefined;
  if (c.acceptOne(...DAMAGED_THIS_WAY)) return { ref: 'damaged this way' };
  if (c.acceptOne(...THAT_OBJECT)) return itRef(context);
  return undefined;
}

const NEXT_UNTAP = [
  "doesn't untap during its controller's next untap step", "don't untap during their controller's next untap step",
  "don't untap during their controllers' next untap steps", "don't untap during its controller's next untap step",
  "doesn't untap during your next untap step", "don't untap during your next untap step",
];

const UNTAP_STEPS = [
  "doesn't untap during its controller's untap step", "don't untap during their controller's untap step", "don't untap during their controllers' untap steps",
];

/** "… for as long as ~ remains tapped" / "… for as long as you control ~": true while it must also stay tapped. */
function holdDuration(c: Cursor): boolean | undefined {
  if (!c.acceptOne(...UNTAP_STEPS)) return undefined;
  if (c.accept('for as long as ~ remains tapped')) return true;
  return c.accept('for as long as you control ~') ? false : undefined;
}

/** "doesn't untap …", "can't be regenerated this turn" after the permanents they are about. */
function permanentRider(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  const objects = riderObjects(c, context, subject);
  if (!objects) return undefined;
  const whileTapped = c.attempt(() => holdDuration(c));
  const kind = whileTapped !== undefined ? 'holdTapped' : c.acceptOne(...NEXT_UNTAP) ? 'skipNextUntap' : c.accept("can't be regenerated this turn") ? 'noRegenerateThisTurn' : c.acceptOne('assigns no combat damage this turn', 'assigns no combat damage this combat') ? 'assignsNoCombatDamage' : undefined;
  if (!kind) return undefined;
  // "Target creature doesn't untap …": a target that is harmed (the engine prefers the opponent's, as the spec says).
  if (subject.kind === 'object' && subject.ref.ref === 'target') context.targets[subject.ref.slot] = { ...context.targets[subject.ref.slot]!, harmful: true };
  return [kind === 'holdTapped' ? { kind, objects, whileTapped: whileTapped! } : { kind, objects }];
}

/** "if it would die this turn, exile it instead", "if a creature dealt damage this way would die this turn, exile it instead". */
function exileInstead(c: Cursor, context: ParseContext): Effect[] | undefined {
  if (!c.accept('if')) return undefined;
  const objects: RiderObjects | undefined = c.acceptOne(...DAMAGED_THIS_WAY) ? { ref: 'damaged this way' } : c.acceptOne(...THAT_OBJECT) ? itRef(context) : undefined;
  if (!objects || !c.accept('would die this turn , exile it instead')) return undefined;
  return [{ kind: 'exileIfDiesThisTurn', objects }];
}

/** "If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead." (Disintegrate) */
function ifCreatureRiders(c: Cursor, context: ParseContext): Effect[] | undefined {
  if (!c.accept("if it's a creature ,")) return undefined;
  const objects = itRef(context);
  if (!objects || !c.accept("it can't be regenerated this turn")) return undefined;
  c.accept(',');
  if (!c.accept('and')) return undefined;
  const rest = exileInstead(c, context);
  return rest ? [{ kind: 'noRegenerateThisTurn', objects }, ...rest] : undefined;
}

/** A sentence read before the generic "If [condition], …" rule: the replacement riders start with "if". */
export function riderSentence(c: Cursor, context: ParseContext): Effect[] | undefined {
  const found = attemptIn(c, context, () => exileInstead(c, context)) ?? attemptIn(c, context, () => ifCreatureRiders(c, context));
  return found && c.done ? found : undefined;
}

/** "that creature's controller", "that land's controller", "its controller": the controller of the target "it" means. */
function controllerOfIt(c: Cursor, context: ParseContext): number | undefined {
  const it = itRef(context);
  if (it?.ref !== 'target') return undefined;
  const named = c.acceptOne("that creature's controller", "that land's controller", "that artifact's controller", "that permanent's controller", "that enchantment's controller", 'its controller');
  return named ? it.slot : undefined;
}

/** One recipient of a compound damage clause. */
function oneRecipient(c: Cursor, context: ParseContext, amount: Amount, recipients: RecipientsRule, base: object): Effect | undefined {
  const slot = attemptIn(c, context, () => controllerOfIt(c, context));
  if (slot !== undefined) return { kind: 'damagePlayer', amount, who: 'controller of target', target: slot, ...base };
  if (c.accept('itself')) return { kind: 'damage', amount, to: 'objects', objects: { ref: 'self' }, ...base };
  const effect = recipients(c, context, amount, base);
  return effect ? { ...effect, amount } : undefined;
}

export type RecipientsRule = (c: Cursor, context: ParseContext, amount: Amount, base: object) => Extract<Effect, { kind: 'damage' }> | undefined;

/**
 * "deals 3 damage to any target and 3 damage to you", "deals 2 damage to target creature and 2
 * damage to that creature's controller", "deals 1 damage to that land's controller".
 */
function damageRider(c: Cursor, context: ParseContext, subject: Subject, recipients: RecipientsRule): Effect[] | undefined {
  if (subject.kind !== 'object' || subject.ref.ref !== 'self' || !(c.accept('deals') || c.accept('deal'))) return undefined;
  const effects: Effect[] = [];
  for (;;) {
    const amount = amountWord(c);
    if (amount === undefined || !c.accept('damage to')) return undefined;
    const effect = oneRecipient(c, context, amount, recipients, {});
    if (!effect) return undefined;
    effects.push(effect);
    if (c.done || !c.accept('and')) break;
  }
  // One recipient is the plain damage verb's, unless it is a controller ("that land's controller").
  return effects.length > 1 || effects[0]!.kind === 'damagePlayer' ? effects : undefined;
}

/**
 * "Target creature deals damage to itself equal to its power", "~ deals damage equal to the
 * sacrificed creature's power to any target": an amount read with "equal to".
 */
function damageEqualTo(c: Cursor, context: ParseContext, subject: Subject, recipients: RecipientsRule): Effect[] | undefined {
  if (subject.kind !== 'object' || (subject.ref.ref !== 'self' && subject.ref.ref !== 'target') || !(c.accept('deals damage') || c.accept('deal damage'))) return undefined;
  const base = subject.ref.ref === 'target' ? { source: 'target' as const, sourceSlot: subject.ref.slot } : {};
  if (c.accept('to itself')) {
    const amount = equalTo(c, context);
    return amount === undefined ? undefined : [{ kind: 'damage', amount, to: 'objects', objects: subject.ref, ...base }];
  }
  const amount = equalTo(c, context);
  if (amount === undefined || !c.accept('to')) return undefined;
  const effect = oneRecipient(c, context, amount, recipients, base);
  return effect ? [effect] : undefined;
}

/** "one or two", "one, two, or three", "any number of" (at most one target per point of damage, CR 601.2d). */
function howManyTargets(c: Cursor, amount: number | 'X'): number | undefined {
  if (c.accept('one or two')) return 2;
  if (c.accept('one , two , or three')) return 3;
  if (c.accept('any number of')) return typeof amount === 'number' ? amount : undefined;
  return undefined;
}

/** CR 601.2d: "~ deals 5 damage divided as you choose among any number of targets", "… among one or two target creatures". */
function dividedDamage(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'object' || subject.ref.ref !== 'self' || !c.accept('deals')) return undefined;
  const amount = amountWord(c);
  if (amount === undefined || !c.accept('damage divided as you choose among')) return undefined;
  const count = howManyTargets(c, amount);
  if (count === undefined) return undefined;
  let spec: TargetSpec;
  if (c.accept('targets')) spec = { kind: 'any', harmful: true };
  else {
    const read = c.accept('target') ? objectFilter(c) : undefined;
    const creatures = read?.head === 'creature-ish';
    if (!read || !creatures) return undefined;
    spec = { kind: 'creature', filter: read.filter, harmful: true };
  }
  const from = context.targets.length;
  for (let index = 0; index < count; index += 1) context.targets.push(index === 0 ? { ...spec } : { ...spec, optional: true });
  return [{ kind: 'dividedDamage', amount, from, count }];
}

/** CR 611.2b: "gets +1/+1 for as long as ~ remains tapped", "gets +2/+2 and has trample for as long as ~ remains tapped". */
function pumpWhileTapped(c: Cursor, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'object' || subject.ref.ref === 'all' || !(c.accept('gets') || c.accept('get'))) return undefined;
  const match = c.next()?.match(/^([+-]\d+)\/([+-]\d+)$/);
  if (!match) return undefined;
  let keywords: string[] = [];
  if (c.accept('and has') || c.accept('and have')) {
    const list = keywordList(c);
    if (!list) return undefined;
    keywords = list;
  }
  if (!c.accept('for as long as ~ remains tapped')) return undefined;
  return [{ kind: 'pumpWhileTapped', objects: subject.ref, power: Number(match[1]), toughness: Number(match[2]), keywords }];
}

/** CR 701.12a: "Target creature you control fights target creature you don't control", "It fights target creature …". */
function fight(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'object' || !(c.accept('fights') || c.accept('fight'))) return undefined;
  const other = objectRef(c, context, true);
  if (!other || other.ref === 'all' || other.ref === 'targets') return undefined;
  return [{ kind: 'fight', objects: subject.ref, other }];
}

/** The rider verbs, tried before the plain damage verb (whose "and" would end the sentence early). */
export function riderVerb(recipients: RecipientsRule) {
  return (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined =>
    attemptIn(c, context, () => permanentRider(c, context, subject)) ??
    attemptIn(c, context, () => damageRider(c, context, subject, recipients)) ??
    attemptIn(c, context, () => dividedDamage(c, context, subject)) ??
    attemptIn(c, context, () => damageEqualTo(c, context, subject, recipients)) ??
    attemptIn(c, context, () => fight(c, context, subject)) ??
    attemptIn(c, context, () => pumpWhileTapped(c, subject));
}
