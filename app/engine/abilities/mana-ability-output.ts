// The mana one "Add …" effect of a mana ability makes (CR 605.3b: at once, no stack): the option
// holding the colour the player named, else the first; as many times as it says ("three mana",
// "for each storage counter removed this way"). "Any combination" (`eachUnitApart`) without a
// named colour picks each unit for what the rest of the hand still needs, as spells' mana does.
import type { Effect, ManaColor } from '../../cards/oracle/abilities.ts';
import type { Game } from '../turns/game.ts';
import { handManaDemand } from '../rules/hand-mana-demand.ts';
import { COLOR_INDEX } from '../rules/mana-payment.ts';
import { neededMost } from '../effects/mana.ts';
import { manaOptionsNow } from '../rules/lands-could-produce.ts';
import type { PlayerId } from '../state/state.ts';

type AddMana = Extract<Effect, { kind: 'addMana' }>;

/** The colours made, one entry per mana (`removed`: the counters the cost removed). */
export function manaAbilityOutput(game: Game, player: PlayerId, sourceId: number, effect: AddMana, color: ManaColor | undefined, removed: number): ManaColor[] {
  const options = manaOptionsNow(game.state, effect, player, sourceId);
  if (options.length === 0) return []; // CR 106.7: no colour it could produce
  const named = color ? options.find((candidate) => candidate.includes(color)) : undefined;
  const times = effect.perRemoved ? removed : typeof effect.times === 'number' ? effect.times : 1;
  if (effect.eachUnitApart && !named) {
    const demand = handManaDemand(game, player, sourceId);
    const made: ManaColor[] = [];
    for (let unit = 0; unit < times; unit += 1) {
      const option = neededMost(options, demand);
      for (const produced of option) {
        made.push(produced);
        if (demand[COLOR_INDEX[produced]]! > 0) demand[COLOR_INDEX[produced]]! -= 1;
      }
    }
    return made;
  }
  const option = named ?? options[0] ?? [];
  const made: ManaColor[] = [];
  for (let unit = 0; unit < times; unit += 1) made.push(...option);
  return made;
}
