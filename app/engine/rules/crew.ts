// The crew cost (CR 702.122a): "Tap any number of other untapped creatures you control with total
// power N or more." Chosen automatically: the strongest first, so the fewest creatures tap.
// Summoning-sick creatures may crew (tapping them is not a {T} cost, CR 302.6 / 702.122).
import type { Game } from '../turns/game.ts';
import { cantCrew } from './aura-rules.ts';
import { isCreatureNow, powerOf } from './characteristics.ts';
import { cardRef, type Message, msg } from '../messages/message.ts';
import type { GameObject } from '../state/state.ts';

export function crewFor(game: Game, vehicle: GameObject, power: number): GameObject[] | Message {
  const state = game.state;
  const candidates = state.players[vehicle.controller].battlefield
    .map((id) => state.objects[id]!)
    .filter((object) => object !== vehicle && !object.tapped && isCreatureNow(object) && !cantCrew(state, object))
    .sort((a, b) => (powerOf(state, b) ?? 0) - (powerOf(state, a) ?? 0));
  const crew: GameObject[] = [];
  let total = 0;
  for (const creature of candidates) {
    if (total >= power) break;
    crew.push(creature);
    total += Math.max(0, powerOf(state, creature) ?? 0);
  }
  return total >= power ? crew : msg('refusal.cantCrew', { card: cardRef(vehicle.card.name), power });
}
