// "Tap an untapped creature you control" as part of a cost (CR 118.3, 602.2b; Springleaf Drum,
// Survivors' Encampment): the creatures are tapped as the cost is paid. Summoning sickness does
// not stop it (CR 302.6 restricts only {T} and {Q} costs of the creature's own abilities). The
// engine picks them: other than the permanent whose ability it is when that one taps itself
// too, creatures that could not attack this turn first, then the weakest.
import type { Cost } from '../../cards/oracle/abilities.ts';
import { matchesTypeQuery } from '../../cards/type-line.ts';
import { typesOf } from './attached.ts';
import { isSummoningSick, powerOf } from './characteristics.ts';
import type { Game } from '../turns/game.ts';
import { msg, type Message } from '../messages/message.ts';
import type { GameObject } from '../state/state.ts';

export function permanentsToTap(game: Game, source: GameObject, cost: Cost): GameObject[] | Message {
  const wanted = cost.tapUntapped;
  if (!wanted) return [];
  const state = game.state;
  const candidates = state.players[source.controller].battlefield
    .map((id) => state.objects[id]!)
    .filter((object) => !object.tapped && !(cost.tap && object === source) && matchesTypeQuery(typesOf(object), wanted.query))
    .sort((a, b) => Number(isSummoningSick(state, b)) - Number(isSummoningSick(state, a)) || (powerOf(state, a) ?? 0) - (powerOf(state, b) ?? 0));
  return candidates.length >= wanted.count ? candidates.slice(0, wanted.count) : msg('refusal.nothingToTap', { count: wanted.count, type: wanted.query.text });
}
