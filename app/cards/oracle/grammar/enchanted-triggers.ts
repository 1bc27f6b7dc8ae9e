// Triggers of an Aura about the permanent it enchants (CR 603.2, 603.10a): "When enchanted
// creature dies", "Whenever enchanted creature deals damage [to an opponent]", "Whenever enchanted
// creature deals combat damage to a player", "When enchanted creature is dealt damage",
// "Whenever enchanted land becomes tapped", "Whenever enchanted land is tapped for mana" (a
// triggered mana ability, CR 605.1b) and "At the beginning of the upkeep of enchanted creature's
// controller". In their effects "it" / "that creature" is the enchanted permanent, "that player" /
// "its controller" that permanent's controller, and "that much" the damage dealt.
import type { Effect, EnchantedEvent, ManaColor, TriggerEvent } from '../abilities.ts';
import { Cursor } from './cursor.ts';
import { forEach } from './amounts.ts';

const SUBJECTS = ['enchanted creature', 'enchanted land', 'enchanted permanent', 'enchanted artifact', 'enchanted enchantment', 'enchanted plains', 'enchanted island', 'enchanted swamp', 'enchanted mountain', 'enchanted forest'];
export const CONTROLLERS = ["enchanted creature's controller", "enchanted land's controller", "enchanted permanent's controller", "enchanted artifact's controller", "enchanted enchantment's controller"];

function subject(c: Cursor): boolean {
  return SUBJECTS.some((phrase) => c.accept(phrase));
}

function when(c: Cursor): EnchantedEvent | undefined {
  if (!(c.accept('whenever') || c.accept('when')) || !subject(c)) return undefined;
  // An enchanted permanent can only go to a graveyard from the battlefield (CR 700.4: "dies" for a creature).
  // "leaves the battlefield" (CR 603.6c, 603.10a), "dies or is put into exile" (Kaya's Ghostform).
  if (c.accept('leaves the battlefield')) return c.accept(', if it was historic') ? { on: 'enchanted', what: 'leaves', wasHistoric: true } : { on: 'enchanted', what: 'leaves' };
  if (c.accept('dies or is put into exile')) return { on: 'enchanted', what: 'leaves', into: 'graveyard or exile' };
  if (c.accept('dies') || c.accept('is put into a graveyard from the battlefield') || c.accept('is put into a graveyard')) return { on: 'enchanted', what: 'dies' };
  if (c.accept('is dealt damage')) return { on: 'enchanted', what: 'dealt damage' };
  if (c.accept('becomes tapped')) return { on: 'enchanted', what: 'becomes tapped' };
  if (c.accept('is tapped for mana')) return { on: 'enchanted', what: 'tapped for mana' };
  // A block event: the goldfish never attacks or blocks, so it never happens; "by a [non-Wall] creature"
  // is read, and "the other creature" in the effect is the blocker or blocked creature (the subject).
  if (c.acceptOne('blocks or becomes blocked', 'becomes blocked', 'blocks')) {
    c.acceptOne('by a creature', 'by a non-wall creature');
    return c.at(',') ? { on: 'enchanted', what: 'blocks' } : undefined;
  }
  if (c.accept('becomes the target of a spell or ability')) return { on: 'enchanted', what: 'becomes target' };
  if (c.accept('becomes the target of a spell')) return { on: 'enchanted', what: 'becomes target', spellOnly: true };
  // Combat damage to a player goes to the defending player (CR 506.2, 510.1): the same event.
  if (c.acceptOne('deals combat damage to a player', 'deals combat damage to an opponent', 'deals combat damage to defending player')) return { on: 'enchanted', what: 'deals combat damage to a player' };
  if (!c.accept('deals damage')) return undefined;
  if (c.accept('to an opponent')) return { on: 'enchanted', what: 'deals damage', to: 'opponent' };
  if (c.accept('to a player')) return { on: 'enchanted', what: 'deals damage', to: 'player' };
  if (c.accept('to a creature')) return { on: 'enchanted', what: 'deals damage', to: 'creature' };
  return { on: 'enchanted', what: 'deals damage', to: 'any' };
}

/** The condition before the comma, or undefined (the cursor unmoved). */
export function enchantedTrigger(c: Cursor): TriggerEvent[] | undefined {
  const event = c.attempt(() => {
    const step = c.accept('at the beginning of the upkeep of') ? 'upkeep' : c.accept('at the beginning of the draw step of') ? 'draw step' : c.accept('at the beginning of the end step of') ? 'end step' : undefined;
    if (step) return CONTROLLERS.some((phrase) => c.accept(phrase)) ? ({ on: 'enchanted', what: step } as const) : undefined;
    return when(c);
  });
  return event ? [event] : undefined;
}

/** "its controller" in "Whenever enchanted / equipped creature attacks, its controller loses 2 life": the attacker's controller. */
export const HOST_CONTROLLER: readonly string[] = ['its controller', "enchanted creature's controller", "equipped creature's controller"];

const CONTROLLER_PHRASES = ['that player', 'its controller', "that creature's controller", "the creature's controller", "that land's controller", "that permanent's controller", "that artifact's controller", ...CONTROLLERS];

/**
 * The phrases that name the player the trigger remembers: the damaged player after "deals damage
 * to a player / an opponent" and "deals combat damage to a player", else the enchanted permanent's controller.
 */
export function thatPlayerPhrases(event: EnchantedEvent): readonly string[] {
  const damagedPlayer = event.what === 'deals combat damage to a player' || (event.what === 'deals damage' && (event.to === 'player' || event.to === 'opponent'));
  return damagedPlayer ? ['that player'] : CONTROLLER_PHRASES;
}

/**
 * "When enchanted creature dies / leaves the battlefield": by the time the trigger resolves the Aura has gone to the
 * graveyard too, so what the text says about the Aura ("~", its counters) or the creature
 * ("its power", "that card") would need last known information (CR 608.2h) the engine does not
 * keep: such a text is done by hand.
 */
export function lookingBack(event: EnchantedEvent, text: string): { effects: Effect[]; manual: string[] } | undefined {
  if (event.what !== 'dies' && event.what !== 'leaves') return undefined;
  // "… under your control with a +1/+1 counter on it" (Unholy Indenture): it enters with the counter (CR 122.6).
  const back = text.match(/^return that card to (its owner's hand|the battlefield under (your|its owner's) control( with a \+1\/\+1 counter on it)?)\.?$/i);
  if (back) return { effects: [{ kind: 'returnThatCard', to: back[2] ? 'battlefield' : 'hand', underYourControl: back[2]?.toLowerCase() === 'your', ...(back[3] ? { counters: { '+1/+1': 1 } } : {}) }], manual: [] };
  // "you may return ~ from your graveyard to your hand / to the battlefield": the Aura is a card in the graveyard by then (CR 704.5m), which the effect looks for.
  if (/^(?:you may )?return ~ from your graveyard to (?:your hand|the battlefield)\.?$/i.test(text)) return undefined;
  // "that creature's controller returns ~ from its owner's graveyard to the battlefield" (Traveling Plague): that player puts it there and chooses what it enchants.
  if (/^that creature's controller returns ~ from its owner's graveyard to the battlefield\.?$/i.test(text)) return { effects: [{ kind: 'returnSelf', from: 'graveyard', to: 'battlefield', byThatPlayer: true }], manual: [] };
  // "choose a creature at random ~ can enchant. Return ~ to the battlefield attached to that creature." (Infectious Rage, CR 303.4f)
  if (/^choose a creature at random ~ can enchant\. return ~ to the battlefield attached to that creature\.?$/i.test(text)) return { effects: [{ kind: 'returnSelf', from: 'graveyard', to: 'battlefield', atRandom: true }], manual: [] };
  // "return ~ to its owner's hand": the same card, from the graveyard it is in by then.
  if (/^return ~ to its owner's hand\.?$/i.test(text)) return { effects: [{ kind: 'returnSelf', from: 'graveyard', to: 'hand' }], manual: [] };
  // "~ deals X damage" (X its last known power or toughness, grammar/died-host.ts): the Aura as it last existed is the source (CR 608.2h).
  // "the number of fuse counters on ~": the counters it had as it left the battlefield (engine/filters.ts).
  // "search your library for a card named ~": only the Aura's name, which a card in the graveyard still has.
  const rest = text.replace(/^~ deals X damage\b/, '').replace(/\b(\w+) counters? on ~/g, '').replace(/\b(?:that|the) creature's controller\b/gi, '').replace(/\bcards? named ~/g, '');
  if (!/~|\bits (?!controller)|\bthat card\b|\bthat creature\b/i.test(rest)) return undefined;
  const sentence = text.endsWith('.') ? text : `${text}.`;
  return { effects: [{ kind: 'manual', text: sentence }], manual: [sentence] };
}

/**
 * The effect text of an enchanted-object trigger with "that much" / "that many" read as the
 * amount of damage dealt (X of the trigger); only for the damage events, which carry it. After
 * combat damage to a player, "that player controls" is "defending player controls": the damaged
 * player is the defending player (CR 506.2; Latulla's Orders).
 */
export function withDamageAmount(event: EnchantedEvent, text: string): string {
  if (event.what !== 'deals damage' && event.what !== 'dealt damage' && event.what !== 'deals combat damage to a player') return text;
  const amount = text.replace(/\bthat (?:much|many)\b/gi, 'X');
  return event.what === 'deals combat damage to a player' ? amount.replace(/\bthat player controls\b/gi, 'defending player controls') : amount;
}

/**
 * "Whenever enchanted creature deals damage to a creature, destroy the other creature" (Venomous
 * Fangs), "… blocks or becomes blocked by a creature, the other creature gains first strike"
 * (Mammoth Harness): the damaged (or blocking / blocked) creature is the trigger's subject; the text with it as "that creature", or
 * undefined when the text does not name it (or also names the enchanted creature as "it").
 */
export function damagedCreatureText(event: EnchantedEvent, text: string): string | undefined {
  const other = (event.what === 'deals damage' && event.to === 'creature') || event.what === 'blocks';
  if (!other || !/\bthe other creature\b/i.test(text)) return undefined;
  if (/\b(?:it|its|that creature|enchanted creature)\b/i.test(text)) return undefined;
  return text.replace(/\bthe other creature\b/gi, 'that creature');
}

const ANY_ONE: ManaColor[][] = [['W'], ['U'], ['B'], ['R'], ['G']];

/**
 * The effect of a triggered mana ability (CR 605.1b): "its controller adds an additional {G}",
 * "… one mana of any color", "… two mana in any combination of colors" (made as two of one colour,
 * the player's choice taken automatically), "… {G}{G}", "… {G} for each Elf on the battlefield",
 * "… one mana of the chosen color".
 */
export function additionalMana(event: EnchantedEvent, text: string): { effects: Effect[]; manual: string[] } | undefined {
  if (event.what !== 'tapped for mana') return undefined;
  const match = text.match(/^its controller adds an additional (.+?)\.?$/i);
  if (!match) return undefined;
  // "an additional {G} for each Elf on the battlefield" (Elvish Guidance): that many times.
  const each = match[1]!.match(/^((?:\{[wubrgc]\})+) (for each .+)$/i);
  const times = each ? forEach(Cursor.of(each[2]!), 1) : undefined;
  if (each && !times) return undefined;
  const what = (each ? each[1]! : match[1]!).toLowerCase();
  // "one mana of the chosen color" (Utopia Sprawl): the colour the Aura chose as it entered (CR 614.12).
  if (what === 'one mana of the chosen color') return { effects: [{ kind: 'addMana', options: ANY_ONE, ofChosenColor: true }], manual: [] };
  let options: ManaColor[][] | undefined;
  if (what === 'one mana of any color') options = ANY_ONE;
  else if (what === 'two mana in any combination of colors' || what === 'two mana of any one color') options = ANY_ONE.map(([color]) => [color!, color!]);
  else if (/^(\{[wubrgc]\})+$/.test(what)) options = [(what.match(/[wubrgc]/g) ?? []).map((letter) => letter.toUpperCase() as ManaColor)];
  return options ? { effects: [{ kind: 'addMana', options, ...(times ? { times } : {}) }], manual: [] } : undefined;
}
