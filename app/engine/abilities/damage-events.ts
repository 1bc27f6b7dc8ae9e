// Damage triggers (CR 120.3, 603.2; the event: app/cards/oracle/damage-events.ts): each time
// damage is dealt, every permanent whose trigger names a matching dealer and recipient triggers,
// remembering the other object of the event (its subject: "put a +1/+1 counter on it", "destroy
// it"), the player dealt the damage or else the dealer's controller ("that player", "that
// source's controller") and the amount ("that much", the trigger's X).
// Heard at every damage event, so it returns at once unless a card in the game has such a
// trigger (game-features.ts).
import type { EventOf } from '../events/engine-events.ts';
import type { DamageDealer, DamageEvent, DamageRecipient } from '../../cards/oracle/damage-events.ts';
import { isCreatureNow } from '../rules/characteristics.ts';
import { matchesFilter } from '../rules/filters.ts';
import type { Game } from '../turns/game.ts';
import { isPlaneswalker } from '../rules/loyalty.ts';
import type { GameObject, GameState, PlayerId, Target } from '../state/state.ts';
import { forEachBattlefieldTrigger } from './triggers.ts';
import { triggerKinds } from '../state/game-features.ts';

/** The game-feature bits of this family's triggers: the dispatcher's gate (trigger-dispatch.ts). */
export const ON_DAMAGE = triggerKinds('damage');


function dealtBy(state: GameState, by: DamageDealer, source: GameObject, listener: GameObject): boolean {
  switch (by.who) {
    case 'self':
      return source.id === listener.id;
    case 'equipped':
      return listener.attachedTo === source.id;
    case 'filter':
      return by.filter === null || matchesFilter(state, source, by.filter, listener.controller, listener.id);
  }
}

function dealtTo(state: GameState, to: DamageRecipient, target: Target, listener: GameObject): boolean {
  if ('player' in target) {
    if (to.who === 'you') return target.player === listener.controller;
    if (to.who === 'opponent') return target.player !== listener.controller;
    return to.who === 'player' || to.who === 'player or planeswalker' || to.who === 'any';
  }
  if (!('object' in target)) return false;
  const object = state.objects[target.object]!;
  switch (to.who) {
    case 'self':
      return object.id === listener.id;
    case 'equipped':
      return listener.attachedTo === object.id;
    case 'creature':
      return isCreatureNow(object);
    case 'player or planeswalker':
      return isPlaneswalker(object);
    case 'any':
      return true;
    case 'filter':
      return matchesFilter(state, object, to.filter, listener.controller, listener.id);
    default:
      return false;
  }
}

const PLAYER_RECIPIENTS: ReadonlySet<string> = new Set(['player', 'opponent', 'player or planeswalker']);

/** `source` dealt `amount` damage to `target` (after prevention). */
export function onDamage(game: Game, { source, target, amount, combat }: EventOf<'damage'>): void {
  const state = game.state;
  forEachBattlefieldTrigger(game, ON_DAMAGE, (ability, listener) => {
    const event = ability.event;
    if (event.on !== 'damage' || (event.combat && !combat)) return;
    if (!dealtBy(state, event.by, source, listener) || !dealtTo(state, event.to, target, listener)) return;
    const subject = subjectOf(event, source, target);
    state.pending.push({
      objectId: listener.id,
      sourceZcc: listener.zcc,
      sourceName: listener.card.name,
      controller: listener.controller,
      ability,
      x: amount,
      amount,
      thatPlayer: thatPlayerOf(state, event, source, target),
      ...(subject ? { subject } : {}),
    });
  });
}

function subjectOf(event: DamageEvent, source: GameObject, target: Target): { id: number; zcc: number } | undefined {
  if (event.subject === 'dealer') return { id: source.id, zcc: source.zcc };
  if (event.subject === 'recipient' && 'object' in target) return { id: target.object, zcc: target.zcc };
  return undefined;
}

/** The player "that player" / "that creature's controller" means (grammar/damage-triggers.ts, `thatPlayerPhrases`). */
function thatPlayerOf(state: GameState, event: DamageEvent, source: GameObject, target: Target): PlayerId {
  const recipient = 'object' in target ? state.objects[target.object]! : undefined;
  if (PLAYER_RECIPIENTS.has(event.to.who)) return 'player' in target ? target.player : recipient?.controller ?? source.controller;
  return event.subject === 'recipient' && recipient ? recipient.controller : source.controller;
}
