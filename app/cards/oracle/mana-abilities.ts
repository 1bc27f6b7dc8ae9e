// Mana abilities (CR 605): "{T}: Add {G}.", "{T}: Add {G} or {U}.", "{T}: Add {C}.",
// "{T}: Add one mana of any color."; German "Erzeuge", Spanish "Agrega"/"Añade"; and the
// intrinsic ability of each basic land type (CR 305.6).
import type { ActivatedAbility, ManaColor } from './abilities.ts';
import type { Cost } from './abilities.ts';
import { emptyCost, parseCost } from './costs.ts';
import { dictionary } from '../../dictionary.ts';
import { moreManaAbility } from './mana-amounts.ts';

const LAND_TYPE_COLOR: Record<string, ManaColor> = dictionary({ Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' });

export function manaAbility(options: ManaColor[][], cost: Cost = { ...emptyCost(), tap: true, text: '{T}' }): ActivatedAbility {
  const text = `Add ${options.map((option) => option.map((color) => `{${color}}`).join('')).join(' or ')}.`;
  return {
    kind: 'activated',
    keyword: null,
    cost,
    effects: [{ kind: 'addMana', options }],
    targets: [],
    zone: 'battlefield',
    isCycling: false,
    isManaAbility: true,
    sorcerySpeed: false,
    text,
  };
}

/** CR 305.6: a land with a basic land type has "{T}: Add [its colour]" for each such type. */
export function intrinsicManaAbilities(subtypes: readonly string[]): ActivatedAbility[] {
  const colors = subtypes.map((subtype) => LAND_TYPE_COLOR[subtype]).filter((color): color is ManaColor => color !== undefined);
  return colors.length === 0 ? [] : [manaAbility(colors.map((color) => [color]))];
}

const MANA_LINE = /^([^:]+):\s*(?:add|erzeuge|agrega|añade)\s+(.+?)\.?$/i;

/**
 * "{T}: Add {G}.", and mana abilities with other costs ("{T}, Sacrifice this artifact: Add one
 * mana of any color." — a Treasure; "{1}, {T}: Add {B}{B}."). CR 605.1a: no target, not a loyalty ability.
 */
export function parseManaAbility(line: string): ActivatedAbility | undefined {
  const match = line.trim().match(MANA_LINE);
  if (!match) return undefined;
  const cost = parseCost(match[1]!);
  if (!cost || cost.discardSelf || cost.exileSelf === true) return undefined; // a graveyard mana ability is not read here
  const what = match[2]!.trim();
  // "Exile ~ from your hand: Add {R}.": an ability whose cost moves its card out of a zone works in that zone (CR 113.6k).
  if (cost.exileSelf === 'hand') {
    const fromHand = parseManaAbility(line.replace(/^[^:]+:/, '{0}:'));
    return fromHand ? { ...fromHand, cost, zone: 'hand' } : undefined;
  }
  if (/^(?:one mana of any colou?r|ein mana einer beliebigen farbe|un maná de cualquier color)$/i.test(what)) {
    return manaAbility([['W'], ['U'], ['B'], ['R'], ['G']], cost);
  }
  if (/^one mana of the chosen colou?r$/i.test(what)) {
    const ability = manaAbility([['W'], ['U'], ['B'], ['R'], ['G']], cost);
    return { ...ability, effects: [{ kind: 'addMana', options: [['W'], ['U'], ['B'], ['R'], ['G']], ofChosenColor: true }], text: 'Add one mana of the chosen color.' };
  }
  if (/^two mana of any one colou?r$/i.test(what)) return manaAbility([['W', 'W'], ['U', 'U'], ['B', 'B'], ['R', 'R'], ['G', 'G']], cost);
  const more = moreManaAbility(what, cost);
  if (more) return more;
  const options: ManaColor[][] = [];
  for (const part of what.split(/\s*(?:,\s*or|or|oder|o|,)\s+|\s*,\s*/i)) {
    if (!/^(\{[WUBRGC]\})+$/i.test(part)) return undefined;
    options.push((part.match(/[WUBRGC]/gi) ?? []).map((letter) => letter.toUpperCase() as ManaColor));
  }
  return options.length > 0 ? manaAbility(options, cost) : undefined;
}
