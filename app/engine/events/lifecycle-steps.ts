// What the lifecycle keywords do as the board changes: ascend's city's blessing (CR 702.131). The
// monarch's draw (CR 724.2) is a triggered ability on the stack: abilities/monarch.ts.
import type { Game } from '../turns/game.ts';
import { inGame, staticKinds } from '../state/game-features.ts';
import type { PlayerId } from '../state/state.ts';
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
