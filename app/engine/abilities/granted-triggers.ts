// Triggered abilities an Aura or Equipment grants in quotation marks ('Enchanted creature has
// "Whenever this creature deals combat damage to a player, you may draw a card."'), for the events
// about the permanent itself that are not heard by looking at every permanent on the battlefield:
// combat damage to a player, and "When this creature dies" (CR 603.10a looks back in time: the
// Aura is still attached to the creature as it last existed). The permanent is the ability's
// source and its controller controls it (CR 113.10, 603.3a). "Whenever this creature attacks" is
// heard with the other battlefield triggers (`forEachBattlefieldTrigger`).
import type { TriggeredAbility } from '../../cards/oracle/abilities.ts';
import { attachedBy, attachmentsMatter } from '../rules/attached.ts';
import { staticApplies } from '../rules/conditions.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject, GameState } from '../state/state.ts';
import { addPending } from './triggers.ts';
import type { EventOf } from '../events/engine-events.ts';

/** Calls `visit` for each trigger granted to `holder` by the attachments on the battlefield that are attached to it. */
/** Whether an Aura or Equipment of this game may grant a trigger (the dispatcher's gate for this family). */
export const grantedTriggersInGame = (state: GameState): boolean => attachmentsMatter(state);

function forEachTriggerGrantedTo(game: Game, holder: GameObject, on: TriggeredAbility['event']['on'], visit: (ability: TriggeredAbility) => void): void {
  const state = game.state;
  if (!attachmentsMatter(state)) return; // an Aura that grants abilities sets the flag (attached.ts)
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const source = state.objects[id]!;
      if (source.attachedTo !== holder.id) continue;
      for (const ability of source.card.statics) {
        const effect = ability.effect;
        if (effect.kind !== 'attached' || !effect.triggered || !attachedBy(source, holder, effect.via === 'equipment') || !staticApplies(state, ability, source)) continue;
        for (const triggered of effect.triggered) if (triggered.event.on === on) visit(triggered);
      }
    }
  }
}

/** "Whenever this creature deals combat damage to a player" granted to the attacker ("that player": the one it damaged). */
export function onCombatDamageGranted(game: Game, { attacker, player: damaged }: EventOf<'combat damage to player'>): void {
  forEachTriggerGrantedTo(game, attacker, 'deals combat damage to a player', (ability) => addPending(game, attacker, ability, attacker.controller, undefined, undefined, damaged));
}

/** "When this creature dies" granted to the creature that died: heard from its Auras, which state-based actions have not yet removed (CR 603.10a, 704.5m). */
export function onDiesGranted(game: Game, { object, lastKnown, wasCreature, to, silent }: EventOf<'zone change'>): void {
  if (!lastKnown || !wasCreature || to !== 'graveyard' || silent) return;
  forEachTriggerGrantedTo(game, object, 'dies self', (ability) => addPending(game, object, ability, lastKnown.controller));
}
