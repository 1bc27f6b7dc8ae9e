// Dethrone (CR 702.105a): "Whenever this creature attacks the player with the most life or tied
// for most life, …". The condition is part of the trigger event, so it is checked only as the
// attackers are declared (not again on resolution, unlike an intervening "if").
import type { Game } from '../turns/game.ts';
import { OPPONENT, YOU } from '../state/state.ts';

/** The goldfish, the only player you can attack, has at least as much life as you. */
export function defenderHasMostLife(game: Game): boolean {
  const players = game.state.players;
  return players[OPPONENT].life >= players[YOU].life;
}
