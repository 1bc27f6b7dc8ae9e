// "Target land becomes the basic land type of your choice until end of turn" (CR 305.7: it loses
// its other land types and their mana abilities and has the chosen type's) and "~ becomes the
// creature type of your choice until end of turn" (CR 205.1b: the new creature type replaces the
// old ones), both layer-4 type changes (CR 613.1d), and "… becomes the color of your choice until end
// of turn" (CR 105.3, layer 5, CR 613.1e). They end in the cleanup step (CR 514.2) or
// when the permanent leaves the battlefield (CR 400.7). A `resolve` choice names the type.
import type { TypeLine } from '../../cards/type-line.ts';
import { colorsOf } from './attached.ts';
import { COLOR_LETTERS, defaultCreatureType, readEntersChoice } from './enters-choices.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject, GameState, StackItem } from '../state/state.ts';
import { OBJECT_LAYER_EFFECTS, noteEffect } from '../state/game-features.ts';
import type { ChosenTypeKind } from '../state/records.ts';

const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

/** The answer as a type, or why it is not one. */
export function readChosenType(what: ChosenTypeKind, choice: unknown): string | { type: string } {
  if (what === 'creature type' || what === 'color') {
    const read = readEntersChoice(what, choice);
    return typeof read === 'string' ? read : { type: (what === 'color' ? read.color : read.creatureType)! };
  }
  const named = typeof choice === 'string' ? BASIC_LAND_TYPES.find((type) => type.toLowerCase() === choice.trim().toLowerCase()) : undefined;
  return named ? { type: named } : `the choice for "basic land type of your choice" is one of ${BASIC_LAND_TYPES.join(', ')}`;
}

/**
 * The default: a land keeps its first basic land type (so nothing changes), else takes the most
 * common basic land type among its caster's permanents (Plains without one); a creature takes its
 * caster's most common creature type; a colour change keeps its first colour (white for a colourless one).
 */
export function defaultChosenType(game: Game, item: StackItem, what: ChosenTypeKind, object: GameObject): string {
  if (what === 'creature type') return defaultCreatureType(game, game.state.objects[item.objectId] ?? object);
  if (what === 'color') return colorsOf(object)[0] ?? 'W';
  const own = object.card.types.subtypes.find((subtype) => (BASIC_LAND_TYPES as readonly string[]).includes(subtype));
  if (own) return own;
  const counts = new Map<string, number>();
  for (const id of game.state.players[item.controller].battlefield) {
    for (const subtype of game.state.objects[id]!.card.types.subtypes) if ((BASIC_LAND_TYPES as readonly string[]).includes(subtype)) counts.set(subtype, (counts.get(subtype) ?? 0) + 1);
  }
  let best: string = 'Plains';
  for (const [type, count] of counts) if (count > (counts.get(best) ?? 0)) best = type;
  return best;
}

/** Gives the object the chosen type until end of turn. */
export function setChosenType(state: GameState, object: GameObject, what: ChosenTypeKind, type: string): void {
  if (what === 'basic land type') {
    if (!object.card.isLand) return;
    const land = [type];
    object.chosenTypes = { ...object.chosenTypes, land };
    object.landTypes = land; // attached.ts keeps it while no Aura sets another
    noteEffect(state, OBJECT_LAYER_EFFECTS);
    return;
  }
  object.chosenTypes = what === 'color' ? { ...object.chosenTypes, colors: [type] } : { ...object.chosenTypes, creature: [type] };
}

/** The type line with a chosen creature type in place of its creature types (layer 4). */
export function withChosenCreatureType(types: TypeLine, object: GameObject): TypeLine {
  const creature = object.chosenTypes?.creature;
  return creature ? { ...types, subtypes: creature as string[] } : types;
}

/** CR 514.2 / 400.7: the change ends. */
export function endChosenTypes(object: GameObject): void {
  if (object.chosenTypes) object.chosenTypes = undefined;
}

/** The answers the table offers (the five basic land types; your creature types and the default) and the default, for the first object the effect names. */
export function chosenTypeQuestion(game: Game, item: StackItem, what: ChosenTypeKind): { options: string[]; suggested: string } {
  const target = item.targets.find((candidate) => candidate !== null && candidate !== undefined && 'object' in candidate);
  const object = game.state.objects[target && 'object' in target ? target.object : item.objectId]!;
  const suggested = defaultChosenType(game, item, what, object);
  if (what === 'basic land type') return { options: [...BASIC_LAND_TYPES], suggested };
  if (what === 'color') return { options: [...COLOR_LETTERS], suggested };
  const types = new Set<string>([suggested]);
  for (const id of game.state.players[item.controller].battlefield) {
    const card = game.state.objects[id]!.card;
    if (card.isCreature) for (const subtype of card.types.subtypes) types.add(subtype);
  }
  return { options: [...types].sort(), suggested };
}
