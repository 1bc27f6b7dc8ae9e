// Damage trigger conditions (CR 120.3, 603.2), one event for every "deals damage" / "is dealt
// damage" form the older readers do not take: "~ is dealt damage", "a source deals damage to ~",
// "~ deals damage to an opponent / a player / a creature", "~ deals combat damage [to a player or
// planeswalker]", "a creature deals damage to you", "a creature you control is dealt damage",
// "a Vampire you control deals combat damage to a player", "equipped creature deals combat
// damage to a player", "an opponent is dealt damage", "you're dealt damage".
// In the effect, "it" / "that creature" is the other object of the event (its subject), "that
// player" the player dealt the damage (else "that source's controller" the dealer's controller),
// and "that much" / "that many" the damage dealt (the trigger's X).
import type { ObjectFilter, TriggerEvent } from '../abilities.ts';
import type { DamageDealer, DamageEvent, DamageRecipient } from '../damage-events.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter, type ParseContext } from './nouns.ts';

const NO_TYPE = { anyOf: [], none: [], colors: [], notColors: [] } as const;

/** "a source [you control | an opponent controls] [other than ~]": null for any source. */
function source(c: Cursor): ObjectFilter | null | undefined {
  if (!c.accept('a source')) return undefined;
  const controller = c.accept('you control') ? 'you' : c.accept('an opponent controls') ? 'opponent' : undefined;
  const other = c.accept('other than ~');
  if (!controller && !other) return null;
  return { ...NO_TYPE, ...(controller ? { controller } : {}), ...(other ? { other } : {}), text: 'source' };
}

/** "a creature you control", "a Vampire you control", "a creature you control with a +1/+1 counter on it". */
function permanentFilter(c: Cursor): ObjectFilter | undefined {
  if (!(c.accept('a') || c.accept('an'))) return undefined;
  const read = objectFilter(c);
  return read && read.head !== 'card' && read.head !== 'spell' ? read.filter : undefined;
}

function dealer(c: Cursor): DamageDealer | undefined {
  if (c.accept('~')) return { who: 'self' };
  if (c.accept('equipped creature')) return { who: 'equipped' };
  const any = c.attempt(() => source(c));
  if (any !== undefined) return { who: 'filter', filter: any };
  const filter = c.attempt(() => permanentFilter(c));
  return filter ? { who: 'filter', filter } : undefined;
}

/** What follows "deals [combat] damage": "to ~", "to you", "to a player", …; nothing: anything. */
function recipientAfterTo(c: Cursor): DamageRecipient | undefined {
  if (c.at(',')) return { who: 'any' };
  if (!c.accept('to')) return undefined;
  if (c.accept('~')) return { who: 'self' };
  if (c.accept('you')) return { who: 'you' };
  if (c.accept('a player or planeswalker')) return { who: 'player or planeswalker' };
  if (c.accept('a player')) return { who: 'player' };
  if (c.accept('an opponent') || c.accept('one of your opponents')) return { who: 'opponent' };
  if (c.accept('a creature')) return { who: 'creature' };
  return undefined;
}

/** The one doing "is dealt damage": ~, the equipped creature, you, an opponent, or a permanent filter. */
function dealtDamage(c: Cursor): DamageRecipient | undefined {
  if (c.accept("you're dealt damage") || c.accept('you are dealt damage')) return { who: 'you' };
  if (c.accept('damage is dealt to ~')) return { who: 'self' };
  const who: DamageRecipient | undefined = c.accept('~') ? { who: 'self' } : c.accept('equipped creature') ? { who: 'equipped' } : c.accept('an opponent') ? { who: 'opponent' } : undefined;
  const recipient = who ?? c.attempt(() => {
    const filter = permanentFilter(c);
    return filter ? ({ who: 'filter', filter } as const) : undefined;
  });
  return recipient && c.accept('is dealt damage') ? recipient : undefined;
}

const OBJECT_RECIPIENTS = new Set(['creature', 'filter']);

function subjectOf(by: DamageDealer, to: DamageRecipient): DamageEvent['subject'] {
  if (OBJECT_RECIPIENTS.has(to.who)) return 'recipient';
  return by.who === 'filter' ? 'dealer' : null;
}

/** Forms an older reader owns (combat-triggers.ts: "~ deals damage", "~ deals combat damage to a creature"), left to it. */
function ownedElsewhere(event: DamageEvent): boolean {
  if (event.by.who !== 'self') return false;
  if (event.combat) return event.to.who === 'creature';
  return event.to.who === 'any';
}

function read(c: Cursor): DamageEvent | undefined {
  const dealt = c.attempt(() => dealtDamage(c));
  if (dealt) return c.at(',') ? { on: 'damage', by: { who: 'filter', filter: null }, to: dealt, combat: false, subject: OBJECT_RECIPIENTS.has(dealt.who) ? 'recipient' : null } : undefined;
  const by = dealer(c);
  if (!by) return undefined;
  const combat = c.accept('deals combat damage');
  if (!combat && !c.accept('deals damage')) return undefined;
  const to = recipientAfterTo(c);
  if (!to || !c.at(',')) return undefined;
  const event: DamageEvent = { on: 'damage', by, to, combat, subject: subjectOf(by, to) };
  return ownedElsewhere(event) ? undefined : event;
}

/** The condition after "When" / "Whenever", up to its comma; undefined leaves the cursor where it was. */
export function damageTrigger(c: Cursor): TriggerEvent[] | undefined {
  const event = c.attempt(() => read(c));
  return event ? [event] : undefined;
}

const DEALER_CONTROLLER = ["that source's controller", "that creature's controller", "that spell's controller"];

/**
 * The phrases for the player the trigger remembers (engine/damage-events.ts): the player dealt
 * the damage; when that is you, the dealer's controller ("Whenever a source an opponent controls
 * deals damage to you, that player sacrifices a permanent"); when a permanent is dealt it, the
 * controller of the trigger's subject ("that creature's controller").
 */
function thatPlayerPhrases(event: DamageEvent): readonly string[] {
  if (event.to.who === 'you') return ['that player', ...DEALER_CONTROLLER, ...(event.subject === 'dealer' ? ['its controller'] : [])];
  if (event.to.who === 'player' || event.to.who === 'opponent' || event.to.who === 'player or planeswalker') return ['that player', 'the player', 'that opponent'];
  if (event.subject === 'recipient') return ["that creature's controller", "that permanent's controller", 'its controller'];
  return [...DEALER_CONTROLLER, ...(event.subject === 'dealer' ? ['its controller'] : [])];
}

const BLOCKED: ReadonlySet<string> = new Set(['becomes blocked self', 'blocks or becomes blocked self', 'blocks self']);

/** "that creature's controller" of a trigger about a permanent that entered or died: its controller as the event happened (CR 603.10a). */
const SUBJECT_CONTROLLER = ["that creature's controller", "that land's controller", "that permanent's controller", "the land's controller", "the creature's controller", 'its controller'];

/**
 * Sets what "it" and "that player" mean in the effect of a damage trigger and returns its text
 * with "that much" / "that many" read as X (the damage dealt); undefined for other events. For
 * "a creature enters / dies" triggers, "that creature's controller" is that permanent's controller.
 */
export function damageTriggerEffect(events: readonly TriggerEvent[], context: ParseContext, text: string): string | undefined {
  if (events.length === 1 && (events[0]!.on === 'another enters' || events[0]!.on === 'dies')) context.thatPlayer ??= SUBJECT_CONTROLLER;
  // "Whenever ~ becomes blocked by a creature, ~ deals 1 damage to that creature": the blocker (a goldfish never blocks, CR 509.1).
  if (events.length === 1 && BLOCKED.has(events[0]!.on) && /^~ deals \w+ damage to that creature\.?$/.test(text)) context.it = { ref: 'subject' };
  const event = events.length === 1 && events[0]!.on === 'damage' ? events[0]! : undefined;
  if (!event) return undefined;
  if (event.to.who === 'opponent' || (event.combat && event.to.who === 'player')) text = opponentsPermanents(text);
  if (event.subject) context.it = { ref: 'subject' };
  else if (event.by.who === 'equipped' || event.to.who === 'equipped') context.it = { ref: 'equipped' };
  context.thatPlayer = thatPlayerPhrases(event);
  return /\bX\b/.test(text) ? text : text.replace(/\bthat (?:much|many)\b/gi, 'X');
}

/**
 * "target creature that player controls", "each creature that player controls" after an event
 * whose damaged player can only be an opponent of the trigger's controller ("deals combat damage
 * to a player": combat damage only ever reaches the goldfish; "deals damage to an opponent"):
 * read as "… an opponent controls", which names the same permanents.
 */
function opponentsPermanents(text: string): string {
  return text.replace(/\bthat player controls\b/g, 'an opponent controls');
}
