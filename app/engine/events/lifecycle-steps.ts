// What the lifecycle keywords do as a step begins: unearth's delayed "exile it at the beginning of
// the next end step" (CR 702.84a) and the monarch's draw at the beginning of their end step (CR 724.2).
import type { Game } from '../turns/game.ts';
import { inGame, staticKinds } from '../state/game-features.ts';
import { type PlayerId, YOU } from '../state/state.ts';
import { drawCard } from './zones.ts';
import { hasStaticOfKind } from '../rules/statics.ts';

/** Ten permanents for the city's blessing (CR 702.131a–b). */
const CITY_SIZE = 10;

/**
 * CR 702.131b: a permanent with ascend gives its controller the city's blessing as soon as they
 * control ten or more permanents. Permanents only come under a player's control by entering in
 * this engine, so checking as one enters is exact.
 */
/** Asked as each permanent enters: most games have no card with ascend. */
const ASCEND = staticKinds('ascend');

export function checkAscend(game: Game, player: PlayerId): void {
  const state = game.state.players[player];
  if (state.citysBlessing || state.battlefield.length < CITY_SIZE || !inGame(game.state, ASCEND)) return;
  const ascends = state.battlefield.some((id) => hasStaticOfKind(game.state.objects[id]!.card, 'ascend'));
  if (ascends) state.citysBlessing = true;
}

/** CR 702.131a: an instant or sorcery with ascend, as it resolves. */
export function ascendNow(game: Game, player: PlayerId): void {
  const state = game.state.players[player];
  if (state.battlefield.length >= CITY_SIZE) state.citysBlessing = true;
}

/** CR 724.2: "At the beginning of the monarch's end step, that player draws a card" (every turn is yours: the goldfish's are skipped). */
export function monarchDraws(game: Game): void {
  if (game.state.monarch !== YOU) return;
  if (game.events) game.emit({ type: 'triggered', source: 'the monarch', text: 'Draw a card.' });
  drawCard(game, YOU);
}
