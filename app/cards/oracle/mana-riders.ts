// Mana abilities with a second sentence (CR 605.1a: still mana abilities, they resolve at once),
// and the storage lands' "Add {B} for each storage counter removed this way":
//   "{T}: Add {W} or {B}. ~ deals 1 damage to you."                    (the painlands)
//   "{T}: Add {U} or {R}. ~ doesn't untap during your next untap step."
//   "{T}: Add {G} or {W}. Put a depletion counter on ~."                (the Mirage depletion lands)
//   "{T}, Remove a depletion counter from ~: Add {U}{U}. If there are no depletion counters on ~, sacrifice it." (Mercadian Masques)
// German "~ fügt dir 1 Schadenspunkt zu." / "~ wird während deines nächsten Enttappsegments nicht
// enttappt."; Spanish "~ te hace 1 punto de daño." / "~ no se endereza durante tu próximo paso de enderezar."
import type { ActivatedAbility, ManaColor, ManaRider } from './abilities.ts';
import { parseCost } from './costs.ts';
import { manaAbility, parseManaAbility } from './mana-abilities.ts';

const DAMAGE = /^(?:~ deals (\d+) damage to you|~ fügt dir (\d+) schadenspunkte? zu|~ te hace (\d+) puntos? de daño)\.?$/i;
const NO_UNTAP = /^(?:~ doesn't untap during your next untap step|~ wird während deines nächsten enttappsegments nicht enttappt|~ no se endereza durante tu próximo paso de enderezar)\.?$/i;

const PUT_COUNTER = /^put an? ([a-z]+) counter on ~\.?$/i;
const SACRIFICE_WITHOUT = /^if there are no ([a-z]+) counters on ~, sacrifice it\.?$/i;

function parseRider(sentence: string): ManaRider | undefined {
  const damage = sentence.match(DAMAGE);
  if (damage) return { damage: Number(damage[1] ?? damage[2] ?? damage[3]) };
  const put = sentence.match(PUT_COUNTER);
  if (put) return { putCounter: put[1]!.toLowerCase() };
  const without = sentence.match(SACRIFICE_WITHOUT);
  if (without) return { sacrificeWithout: without[1]!.toLowerCase() };
  return NO_UNTAP.test(sentence) ? { skipNextUntap: true } : undefined;
}

/** "[Cost]: Add …. [rider]" → a mana ability whose addMana carries the rider; undefined otherwise. */
export function parseManaAbilityWithRider(line: string): ActivatedAbility | undefined {
  const split = line.trim().match(/^([^.]+\.)\s+((?:~ |put |if there are no ).+)$/i);
  if (!split) return undefined;
  const rider = parseRider(split[2]!);
  const ability = rider ? parseManaAbility(split[1]!) : undefined;
  if (!ability || !rider) return undefined;
  return {
    ...ability,
    effects: ability.effects.map((effect) => (effect.kind === 'addMana' ? { ...effect, rider } : effect)),
    text: `${ability.text} ${split[2]!}`,
  };
}

const STORAGE = /^([^:]+):\s*add \{([WUBRGC])\} for each (\S+) counter removed this way\.?$/i;

/** Storage lands (CR 605): "{T}, Remove any number of storage counters from ~: Add {B} for each storage counter removed this way." */
export function parseStorageManaAbility(line: string): ActivatedAbility | undefined {
  const match = line.trim().match(STORAGE);
  const cost = match ? parseCost(match[1]!) : undefined;
  if (!match || !cost || cost.removeCounters?.count !== 'X' || cost.removeCounters.counter !== match[3]!.toLowerCase()) return undefined;
  const ability = manaAbility([[match[2]!.toUpperCase() as ManaColor]], cost);
  return {
    ...ability,
    effects: [{ kind: 'addMana', options: [[match[2]!.toUpperCase() as ManaColor]], perRemoved: true }],
    text: `Add {${match[2]!.toUpperCase()}} for each ${match[3]} counter removed this way.`,
  };
}

/** The rider of the mana ability a land was tapped with for this colour (the first such ability, as automatic payment reads them). */
export function manaRiderFor(abilities: readonly ActivatedAbility[], color: ManaColor): ManaRider | undefined {
  // Plain loops: automatic payment asks this for every land it taps.
  for (let at = 0; at < abilities.length; at += 1) {
    const ability = abilities[at]!;
    if (!ability.isManaAbility) continue;
    for (let index = 0; index < ability.effects.length; index += 1) {
      const effect = ability.effects[index]!;
      if (effect.kind !== 'addMana') continue;
      for (let option = 0; option < effect.options.length; option += 1) if (effect.options[option]!.includes(color)) return effect.rider;
    }
  }
  return undefined;
}
