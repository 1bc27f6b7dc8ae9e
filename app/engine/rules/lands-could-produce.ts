// "Add one mana of any color that a land an opponent controls could produce" (Exotic Orchard,
// Fellwar Stone) and "… any type that a land you control could produce" (Reflecting Pool): the
// options are the colours those lands' mana abilities could make now (CR 106.7); with no such
// land there is none, and the ability makes no mana. Only the lands' own options count, not
// other "could produce" abilities (CR 106.7 stops that loop). "One mana of the chosen color" is
// the colour the permanent chose as it entered.
import type { Effect, ManaColor } from '../../cards/oracle/abilities.ts';
import { activatedAbilitiesOf } from './characteristics.ts';
import type { GameState, PlayerId } from '../state/state.ts';

type AddMana = Extract<Effect, { kind: 'addMana' }>;

const ORDER: readonly ManaColor[] = ['W', 'U', 'B', 'R', 'G', 'C'];

/** The mana options of an "Add …" effect now: its printed options, or those the named lands could make. */
export function manaOptionsNow(state: GameState, effect: AddMana, controller: PlayerId, sourceId: number): readonly (readonly ManaColor[])[] {
  if (effect.ofChosenColor) {
    // "one mana of the chosen color": the colour chosen as it entered (CR 614.12); none chosen, no mana.
    const color = state.objects[sourceId]?.chosen?.color as ManaColor | undefined;
    return color ? [[color]] : [];
  }
  const whose = effect.couldProduce;
  if (!whose) return effect.options;
  const player = whose === 'you' ? controller : controller === 0 ? 1 : 0;
  const found = new Set<ManaColor>();
  for (const id of state.players[player].battlefield) {
    const land = state.objects[id]!;
    if (!land.card.isLand) continue;
    for (const ability of activatedAbilitiesOf(state, land)) {
      if (!ability.isManaAbility) continue;
      for (const made of ability.effects) {
        if (made.kind !== 'addMana' || made.couldProduce) continue;
        for (const option of made.options) for (const color of option) found.add(color);
      }
    }
  }
  // "any color" leaves colourless out (CR 105.1); "any type" keeps it (CR 106.1b).
  return ORDER.filter((color) => found.has(color) && (whose === 'you' || color !== 'C')).map((color) => [color]);
}
