// Auras that come back from the graveyard attached to a creature: "When a creature with converted
// mana cost 6 or greater enters the battlefield, you may return ~ from your graveyard to the
// battlefield attached to that creature." An ability whose effect moves its card out of a zone
// works only in that zone (CR 113.6k): this trigger is heard from the graveyard. The Aura is
// attached, not cast and not targeting (CR 303.4f); where it could not enchant the creature, it
// stays where it is (CR 303.4g).
import type { Effect, TriggeredAbility } from '../../cards/oracle/abilities.ts';
import type { CompiledCard } from '../../cards/oracle/compile.ts';
import { canEnchant } from '../rules/characteristics.ts';
import { matchesFilter } from '../rules/filters.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject, PlayerId } from '../state/state.ts';
import { addPending } from './triggers.ts';
import type { EventOf } from '../events/engine-events.ts';
import { moveObject } from '../events/zones.ts';
import { inGame, triggerKinds } from '../state/game-features.ts';

const ON_ANOTHER_ENTERS = triggerKinds('another enters');

const returnsFromGraveyard = (effects: readonly Effect[]): boolean =>
  effects.some((effect) => (effect.kind === 'returnSelf' && effect.from === 'graveyard') || (effect.kind === 'may' && returnsFromGraveyard(effect.effects)));

/** The card's "another enters" triggers that work from the graveyard (cached: looked up at every entering). */
const fromGraveyard = new WeakMap<CompiledCard, readonly TriggeredAbility[]>();
function graveyardEntersTriggers(card: CompiledCard): readonly TriggeredAbility[] {
  let found = fromGraveyard.get(card);
  if (!found) {
    found = card.triggered.filter((ability) => ability.event.on === 'another enters' && returnsFromGraveyard(ability.effects));
    fromGraveyard.set(card, found);
  }
  return found;
}

/** `entered` entered the battlefield: the graveyard cards whose trigger names such a permanent trigger, for their owner. */
export function onEntersGraveyard(game: Game, event: EventOf<'zone change'> | EventOf<'token created'>): void {
  if (event.type === 'zone change' && (event.to !== 'battlefield' || event.silent)) return;
  const entered = event.object;
  if (!inGame(game.state, ON_ANOTHER_ENTERS)) return; // most games have no such card, and this is heard at every entering
  for (const player of game.state.players) {
    for (const id of player.graveyard) {
      const card = game.state.objects[id]!;
      for (const ability of graveyardEntersTriggers(card.card)) {
        if (ability.event.on === 'another enters' && matchesFilter(game.state, entered, ability.event.filter, card.owner, card.id)) addPending(game, card, ability, card.owner, { id: entered.id, zcc: entered.zcc });
      }
    }
  }
}

/** Puts the Aura `aura` onto the battlefield attached to `host`, if it can enchant it (CR 303.4f, 303.4g). */
export function returnAttached(game: Game, aura: GameObject, host: GameObject | undefined, controller: PlayerId): void {
  if (!host || host.zone !== 'battlefield' || !canEnchant(game.state, aura.card.enchant, host, controller, aura.id)) return;
  moveObject(game, aura, 'battlefield', { controller, attachTo: host.id });
}
