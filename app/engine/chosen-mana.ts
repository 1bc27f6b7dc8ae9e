// "{T}: Add one mana of the chosen color." (Sol Grail, Coldsteel Heart): the colour the source chose
// as it entered (CR 614.12, engine/enters-choices.ts); with no colour chosen it adds nothing (CR 106.5).
import type { Effect, ManaColor } from '../cards/oracle/abilities.ts';
import type { GameObject } from './state.ts';

type AddMana = Extract<Effect, { kind: 'addMana' }>;

const NONE: readonly (readonly ManaColor[])[] = [];

/** The options a mana effect offers on this source. */
export function manaOptionsOf(effect: AddMana, source: GameObject): readonly (readonly ManaColor[])[] {
  if (!effect.chosenColor) return effect.options;
  const color = source.chosen?.color;
  return color === undefined ? NONE : effect.options.filter((option) => option[0] === color);
}
