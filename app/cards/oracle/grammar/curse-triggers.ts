// Triggers of Auras that enchant a player (the Curses, CR 303.4): "At the beginning of enchanted
// player's upkeep", "Whenever enchanted player is attacked", "Whenever a creature attacks
// enchanted player", "Whenever a creature deals combat damage to enchanted player", "Whenever
// enchanted player casts a spell", "Whenever enchanted player draws a card", "Whenever a creature enters the battlefield under enchanted
// player's control". In the
// effect, "that player" is the enchanted player, "it" / "that creature" the creature the trigger
// is about and "its controller" that creature's controller. "Each opponent attacking that player
// does the same." repeats the effect for each opponent of the enchanted player who attacks it: at
// a goldfish table only you attack, and the trigger fires only when you do, so it happens twice.
import type { Effect, TriggerEvent } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter, type ParseContext } from './nouns.ts';

type CurseEvent = Extract<TriggerEvent, { on: 'enchanted player' }>;

/** After "enchanted player casts": "a spell" / "an instant or sorcery spell" (the spell's filter). */
function castSpell(c: Cursor): CurseEvent | undefined {
  if (!c.acceptOne('a', 'an')) return undefined;
  if (c.accept('spell')) return { on: 'enchanted player', what: 'casts', filter: null };
  const read = objectFilter(c);
  return read && read.head === 'spell' ? { on: 'enchanted player', what: 'casts', filter: read.filter } : undefined;
}

/** The condition before the comma, or undefined (the cursor unmoved). */
export function curseTrigger(c: Cursor): TriggerEvent[] | undefined {
  const event = c.attempt((): CurseEvent | undefined => {
    if (c.accept("at the beginning of enchanted player's upkeep")) return { on: 'enchanted player', what: 'upkeep' };
    if (!(c.accept('whenever') || c.accept('when'))) return undefined;
    if (c.accept('enchanted player is attacked')) return { on: 'enchanted player', what: 'attacked' };
    if (c.accept('a player attacks enchanted player with one or more creatures')) return { on: 'enchanted player', what: 'player attacks' };
    if (c.accept('a creature attacks enchanted player')) return { on: 'enchanted player', what: 'creature attacks' };
    if (c.accept('a creature deals combat damage to enchanted player')) return { on: 'enchanted player', what: 'combat damage' };
    if (c.accept('enchanted player draws a card') || c.accept('enchanted opponent draws a card')) return { on: 'enchanted player', what: 'draws' };
    if (c.accept("a creature enters the battlefield under enchanted player's control")) return { on: 'enchanted player', what: 'creature enters' };
    if (c.accept('enchanted player casts')) return castSpell(c);
    // CR 104.2a, 800.4a: in a two-player game the game ends as soon as a player loses, so this never resolves (nothing fires it).
    if (c.accept('enchanted player loses the game')) return { on: 'enchanted player', what: 'loses the game' };
    return undefined;
  });
  return event && c.at(',') ? [event] : undefined;
}

const DOES_THE_SAME = /\s*each opponent attacking that player does the same\.?$/i;
const EACH_ATTACKER = /\s*each opponent attacking that player (\w+?)s (.+)$/i;

/** Sets what the effect's words mean for a Curse trigger; returns the effect text to read and whether it happens twice. */
export function curseEffect(event: CurseEvent, context: ParseContext, text: string): { text: string; twice: boolean } {
  const aboutCreature = event.what === 'creature attacks' || event.what === 'combat damage' || event.what === 'creature enters';
  if (aboutCreature) context.it = { ref: 'subject' };
  // "they" in "Whenever enchanted player draws a card, they lose 2 life": the player who drew.
  // "that attacking player" in "Whenever a player attacks enchanted player with one or more creatures": the attacker.
  context.thatPlayer = event.what === 'creature attacks' ? ['its controller'] : event.what === 'draws' ? ['that player', 'they'] : event.what === 'player attacks' ? ['that attacking player'] : ['that player'];
  // "the number of Curses attached to them" (Curse of Thirst): them is the enchanted player.
  text = text.replace(/\battached to them\b/i, 'attached to enchanted player');
  // "target permanent of their choice": the attacking player's choice, and the only attacker is the Curse's controller.
  if (event.what === 'player attacks') text = text.replace(/\b(target \w+) of their choice\b/i, '$1');
  const twice = event.what === 'attacked' && DOES_THE_SAME.test(text);
  if (twice) return { text: text.replace(DOES_THE_SAME, ''), twice };
  // "Each opponent attacking that player untaps all nonland permanents they control." (Curse of
  // Bounty): the attackers are you, so it reads "you untap all nonland permanents you control".
  const attackers = event.what === 'attacked' ? text.match(EACH_ATTACKER) : null;
  if (attackers) return { text: `${text.slice(0, attackers.index)} You ${attackers[1]} ${attackers[2]!.replace(/\bthey\b/gi, 'you').replace(/\btheir\b/gi, 'your')}`, twice: false };
  return { text, twice };
}

/** The effects once more, for "Each opponent attacking that player does the same." */
export function repeated(effects: readonly Effect[], twice: boolean): Effect[] {
  return twice ? [...effects, ...effects] : [...effects];
}
