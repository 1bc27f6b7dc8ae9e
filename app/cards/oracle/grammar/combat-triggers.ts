// Combat trigger conditions (CR 508.3, 509.3): "~ attacks [alone]", "~ attacks or blocks",
// "~ blocks", "~ becomes blocked", "~ blocks or becomes blocked", "~ deals combat damage to a
// creature" (never happens: the goldfish never blocks, CR 510.1), "a creature you control attacks
// [alone]", "another creature you control attacks", "enchanted / equipped creature attacks".
// The attacker a trigger is about is its subject: "it" and "that creature" in the effect mean it.
import type { Effect, ObjectRef, TriggerEvent } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';
import { numberWord } from './words.ts';

/**
 * A block event's qualifier ("blocks a creature with flying", "becomes blocked by a non-Wall
 * creature") up to the comma: the event never happens in a goldfish game, so it narrows nothing.
 */
function blockQualifier(c: Cursor): boolean {
  while (!c.at(',')) if (c.next() === undefined) return false;
  return true;
}

function selfCombat(c: Cursor): TriggerEvent[] | undefined {
  if (!c.accept('~')) return undefined;
  if (c.accept('blocks or becomes blocked')) return blockQualifier(c) ? [{ on: 'blocks or becomes blocked self' }] : undefined;
  if (c.accept('becomes blocked')) return blockQualifier(c) ? [{ on: 'becomes blocked self' }] : undefined;
  if (c.accept('attacks or blocks')) return [{ on: 'attacks self', orBlocks: true }];
  if (c.accept('blocks')) return blockQualifier(c) ? [{ on: 'blocks self' }] : undefined;
  if (c.accept('attacks alone')) return [{ on: 'attacks self', alone: true }];
  if (c.accept('enters the battlefield or attacks') || c.accept('enters or attacks')) return c.at(',') ? [{ on: 'enters self' }, { on: 'attacks self' }] : undefined;
  // Battalion: "~ and at least two other creatures attack".
  if (c.accept('and at least')) {
    const others = numberWord(c.next() ?? '');
    return typeof others === 'number' && c.accept('other creatures attack') && c.at(',') ? [{ on: 'attacks self', withOthers: others }] : undefined;
  }
  if (c.accept("attacks and isn't blocked")) return c.at(',') ? [{ on: 'attacks unblocked self' }] : undefined; // CR 509.1h
  if (c.accept('deals combat damage to a creature')) return c.at(',') ? [{ on: 'deals combat damage to a creature self' }] : undefined;
  if (c.accept('attacks')) return c.at(',') ? [{ on: 'attacks self' }] : undefined; // not "attacks and isn't blocked"
  return undefined;
}

function otherAttacks(c: Cursor): TriggerEvent[] | undefined {
  if (c.accept('enchanted creature attacks or blocks')) return [{ on: 'host attacks', equipped: false, orBlocks: true }];
  for (const [phrase, equipped] of [['enchanted creature attacks', false], ['equipped creature attacks', true]] as const) {
    if (c.accept(phrase)) return [{ on: 'host attacks', equipped }];
  }
  const article = c.accept('another') ? 'another' : c.accept('a') || c.accept('an') ? 'a' : undefined;
  if (!article) return undefined;
  const read = objectFilter(c);
  // Only the attacks of your creatures happen in a goldfish game; "attacks you" never does.
  if (!read || read.head === 'card' || read.head === 'spell' || read.filter.controller === 'opponent') return undefined;
  const filter = article === 'another' ? { ...read.filter, other: true } : read.filter;
  if (c.accept('attacks alone')) return [{ on: 'attacks', filter, alone: true }];
  if (c.accept('attacks') && c.at(',')) return [{ on: 'attacks', filter }];
  return undefined;
}

/**
 * Block events of other creatures ("a creature you control becomes blocked", "a Sliver becomes
 * blocked", "a creature blocks", "equipped creature blocks or becomes blocked by a creature") and
 * attacks on you ("a creature attacks you or a planeswalker you control", "one or more creatures
 * attack you"): the goldfish never blocks and never attacks, so they never happen.
 */
function neverHappens(c: Cursor): TriggerEvent[] | undefined {
  if (c.acceptOne('a creature attacks you', 'one or more creatures attack you', 'an opponent attacks you and or a planeswalker you control with one or more creatures')) {
    c.accept('or a planeswalker you control');
    return c.at(',') ? [{ on: 'never happens', what: 'attack on you' }] : undefined;
  }
  if (!c.accept('equipped creature') && !c.attempt(() => ((c.accept('a') || c.accept('an')) && objectFilter(c)?.head === 'creature-ish') || undefined)) return undefined;
  if (!c.acceptOne('blocks or becomes blocked', 'becomes blocked', 'blocks')) return undefined;
  return blockQualifier(c) ? [{ on: 'never happens', what: 'block' }] : undefined;
}

/** "Whenever ~ deals damage," / "Whenever enchanted creature deals damage," (any damage, to anything). */
function dealsDamage(c: Cursor): TriggerEvent[] | undefined {
  const host = c.accept('enchanted creature');
  if (!host && !c.accept('~')) return undefined;
  return c.accept('deals damage') && c.at(',') ? [{ on: 'deals damage', host }] : undefined;
}

/** "Whenever a creature dealt damage by ~ this turn dies," (CR 120.1: any damage, combat or not). */
function damagedByDies(c: Cursor): TriggerEvent[] | undefined {
  return c.accept('a creature dealt damage by ~ this turn dies') && c.at(',') ? [{ on: 'damaged by self dies' }] : undefined;
}

/** A combat trigger condition after "When" / "Whenever", up to its comma. */
export function combatTrigger(c: Cursor): TriggerEvent[] | undefined {
  return c.attempt(() => selfCombat(c)) ?? c.attempt(() => otherAttacks(c)) ?? c.attempt(() => dealsDamage(c)) ?? c.attempt(() => damagedByDies(c)) ?? c.attempt(() => neverHappens(c));
}

/** What "it" / "that creature" means in the effect of a trigger about another object ("a creature you control attacks"). */
export function triggerSubject(events: readonly TriggerEvent[]): ObjectRef | undefined {
  // "that creature" in "Whenever ~ deals combat damage to a creature" is the creature dealt damage.
  if (events.some((event) => event.on === 'attacks' || event.on === 'host attacks' || event.on === 'deals combat damage to a creature self' || event.on === 'never happens' || (event.on === 'becomes target' && event.filter !== null))) return { ref: 'subject' };
  // "Whenever another creature enters the battlefield, put a +1/+1 counter on that creature": the one that entered.
  return events.length > 0 && events.every((event) => event.on === 'another enters') ? { ref: 'subject' } : undefined;
}

/** "that much" means the amount of the triggering event: only events that have one (damage dealt) can read it. */
export function amountKnown(events: readonly TriggerEvent[], effects: readonly Effect[]): boolean {
  return events.every((event) => event.on === 'deals damage' || event.on === 'damage') || !JSON.stringify(effects).includes('"that much"');
}
