// Detain (CR 701.28a): until your next turn, the permanent can't attack or block and its activated
// abilities can't be activated. The goldfish never attacks, blocks or activates, so this matters
// only for a detained permanent that comes under your control before your next turn.
import type { Game } from '../turns/game.ts';
import type { GameObject, GameState } from '../state/state.ts';

/** Detains the permanent as the object it is now (a new object after a zone change is free, CR 400.7). */
export function detain(game: Game, object: GameObject): void {
  game.state.detained = [...(game.state.detained ?? []), { id: object.id, zcc: object.zcc }];
}

export function isDetained(state: GameState, object: GameObject): boolean {
  const detained = state.detained;
  if (!detained) return false;
  for (const stamp of detained) if (stamp.id === object.id && stamp.zcc === object.zcc) return true;
  return false;
}

/** "Until your next turn" ends as your next turn begins (every turn is yours at a goldfish table). */
export function endDetainAtTurnStart(state: GameState): void {
  if (state.detained) state.detained = null;
}
