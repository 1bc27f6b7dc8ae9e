// "As ~ enters the battlefield, choose a basic land type / a land type" (CR 614.12) and "Enchanted
// land is the chosen type" (CR 305.7: the land's subtypes become that type, and a basic land type
// gives it that type's mana ability). The player answers with `resolve`'s choice; otherwise the
// engine takes the basic land type most common among your lands (battlefield, hand, library).
import { CHOSEN_LAND_TYPE } from '../../cards/oracle/grammar/attached-statics.ts';
import type { Game } from '../turns/game.ts';
import type { EntersChoices, GameObject } from '../state/state.ts';

export const LAND_TYPE_QUESTIONS: ReadonlySet<string> = new Set(['basic land type', 'land type']);

const BASIC = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
/** CR 205.3i: the land types that are not basic. */
const NONBASIC = ['Desert', 'Gate', 'Lair', 'Locus', 'Mine', 'Power-Plant', 'Tower', "Urza's"];

/** One stable list per type: the land-type layer compares lists by identity to see a change. */
const LISTS = new Map<string, readonly string[]>([...BASIC, ...NONBASIC].map((type) => [type, [type]]));

export function landTypeOptions(what: 'basic land type' | 'land type'): string[] {
  return what === 'basic land type' ? [...BASIC] : [...BASIC, ...NONBASIC];
}

export function defaultLandType(game: Game, object: GameObject): string {
  const player = game.state.players[object.controller];
  const counts = new Map<string, number>();
  for (const id of [...player.battlefield, ...player.hand, ...player.library]) {
    const card = game.state.objects[id]!.card;
    if (!card.isLand) continue;
    for (const type of card.types.subtypes) if (BASIC.includes(type)) counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  let best = 'Island';
  for (const type of BASIC) if ((counts.get(type) ?? 0) > (counts.get(best) ?? 0)) best = type;
  return best;
}

/** The answer read as the chosen type, or the reason it is not one. */
export function readLandType(what: 'basic land type' | 'land type', value: unknown): Partial<EntersChoices> | string {
  const wanted = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const type = landTypeOptions(what).find((option) => option.toLowerCase() === wanted);
  return type ? { landType: LISTS.get(type)! } : `the choice for "choose a ${what}" is one of ${landTypeOptions(what).join(', ')}`;
}

/** The land types an Aura sets: its printed ones, or the one it chose (undefined before it chose). */
export function chosenLandTypes(types: readonly string[], source: GameObject): readonly string[] | undefined {
  return types[0] === CHOSEN_LAND_TYPE ? source.chosen?.landType : types;
}
