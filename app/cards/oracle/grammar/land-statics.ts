// Static lines about how lands enter and how many may be played:
//   "~ enters the battlefield tapped unless you control two or more basic lands." (CR 614.1c)
//   "~ enters the battlefield tapped unless you control an Island or a Swamp."
//   "~ enters the battlefield tapped unless you have two or more opponents."
//   "You may play an additional land on each of your turns." (CR 305.2)
//   "You may play two additional lands on each of your turns."
//   "Each player may play an additional land on each of their turns."
//   "Whenever you tap a land for mana, add one mana of any type that land produced." (CR 605.1b)
//   "Whenever a player taps a land for mana, that player adds one mana of any type that land produced."
//   "Whenever you tap a Swamp for mana, add an additional {B}."
// The condition is any the shared condition grammar reads, checked as the permanent enters
// (engine/enters-tapped.ts); the extra land plays are counted in engine/land-plays.ts.
import type { Condition, ManaColor, StaticEffect } from '../abilities.ts';
import { Cursor } from './cursor.ts';
import { stateCondition } from './conditions.ts';
import { numberWord } from './words.ts';

/** "you have two or more opponents": a solo game has one (CR 102.1: a two-player game). */
function opponentsCondition(c: Cursor): Condition | undefined {
  return c.attempt((): Condition | undefined => {
    if (!c.accept('you have')) return undefined;
    const value = numberWord(c.next());
    if (typeof value !== 'number') return undefined;
    const op = c.accept('or more') ? '>=' : c.accept('or fewer') ? '<=' : '=';
    return c.accept('opponents') || c.accept('opponent') ? { kind: 'count', amount: { count: { of: 'opponents' }, times: 1 }, op, value } : undefined;
  });
}

function entersTappedUnless(c: Cursor): StaticEffect[] | undefined {
  if (!(c.accept('~ enters the battlefield tapped unless') || c.accept('~ enters tapped unless'))) return undefined;
  const condition = stateCondition(c) ?? opponentsCondition(c);
  return condition && c.done ? [{ kind: 'enters tapped unless', condition }] : undefined;
}

const BASIC_TYPES = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

const EXTRA = new Map([['an additional land', 1], ['two additional lands', 2], ['three additional lands', 3]]);

function additionalLands(c: Cursor): StaticEffect[] | undefined {
  const everyPlayer = c.accept('each player may play');
  if (!everyPlayer && !c.accept('you may play')) return undefined;
  for (const [phrase, count] of EXTRA) {
    if (!c.accept(phrase)) continue;
    const each = everyPlayer ? c.accept('on each of their turns') || c.accept('during each of their turns') : c.accept('on each of your turns');
    return each && c.done ? [{ kind: 'additional land plays', count, ...(everyPlayer ? { everyPlayer } : {}) }] : undefined;
  }
  return undefined;
}

function landManaBonus(c: Cursor): StaticEffect[] | undefined {
  if (c.accept('whenever you tap a land for mana , add one mana of any type that land produced')) return c.done ? [{ kind: 'land mana bonus', who: 'you' }] : undefined;
  if (c.accept('whenever a player taps a land for mana , that player adds one mana of any type that land produced')) return c.done ? [{ kind: 'land mana bonus', who: 'each player' }] : undefined;
  // "Whenever you tap a Swamp for mana, add an additional {B}" (Crypt Ghast)
  if (!c.accept('whenever you tap a')) return undefined;
  const landType = c.peekRaw();
  c.next();
  if (!landType || !BASIC_TYPES.has(landType) || !c.accept('for mana , add an additional')) return undefined;
  const mana = c.manaCost();
  const colors = mana?.match(/[WUBRGC]/g);
  if (!mana || !colors || colors.join('').length * 3 !== mana.length || !c.done) return undefined;
  return [{ kind: 'land mana bonus', who: 'you', landType, mana: colors as ManaColor[] }];
}

/** The static effects of a line about lands; undefined when the line is none of these. */
export function landStaticLine(line: string): StaticEffect[] | undefined {
  const c = Cursor.of(line.trim().replace(/\.$/, ''));
  return c.attempt(() => entersTappedUnless(c)) ?? c.attempt(() => additionalLands(c)) ?? c.attempt(() => landManaBonus(c));
}
