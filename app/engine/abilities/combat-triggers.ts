// "Whenever … attacks" (CR 508.3a): after the attackers are declared, every ability of a
// permanent that names the declaration triggers: "~ attacks [alone]", "~ attacks or blocks",
// "a creature you control attacks [alone]" (exalted, CR 702.83a), "enchanted / equipped creature
// attacks". The attacker a trigger is about is its subject ("that creature", "it").
import type { Game } from '../turns/game.ts';
import { matchesFilter } from '../rules/filters.ts';
import type { EventOf } from '../events/engine-events.ts';
import { addPending, forEachBattlefieldTrigger } from './triggers.ts';
import { defenderHasMostLife } from './dethrone.ts';
import { triggerKinds } from '../state/game-features.ts';

/** The game-feature bits of this family's triggers: the dispatcher's gate (trigger-dispatch.ts). */
export const ON_ATTACKS = triggerKinds('attacks self', 'attacks', 'host attacks');


export function onAttackersDeclared(game: Game, { attackers }: EventOf<'attackers declared'>): void {
  if (attackers.length === 0) return;
  const state = game.state;
  const alone = attackers.length === 1; // CR 506.5
  forEachBattlefieldTrigger(game, ON_ATTACKS, (ability, source) => {
    const event = ability.event;
    switch (event.on) {
      case 'attacks self':
        if (attackers.includes(source) && (!event.alone || alone) && (!event.mostLife || defenderHasMostLife(game)) && (event.withOthers === undefined || attackers.length - 1 >= event.withOthers)) addPending(game, source, ability, source.controller, { id: source.id, zcc: source.zcc });
        return;
      case 'attacks':
        if (event.alone && !alone) return;
        for (const attacker of attackers) {
          if (matchesFilter(state, attacker, event.filter, source.controller, source.id)) addPending(game, source, ability, source.controller, { id: attacker.id, zcc: attacker.zcc });
        }
        return;
      case 'host attacks': {
        const host = attackers.find((attacker) => attacker.id === source.attachedTo);
        const attachedRightly = event.equipped ? source.card.types.subtypes.includes('Equipment') : source.card.isAura;
        // "its controller" is the attacking host's controller.
        if (host && attachedRightly) addPending(game, source, ability, source.controller, { id: host.id, zcc: host.zcc }, undefined, host.controller);
        return;
      }
      default:
    }
  });
}
