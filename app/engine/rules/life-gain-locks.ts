// CR 119.7: "Players can't gain life", "Your opponents can't gain life (this turn)": a gain of life
// for a locked player doesn't happen. The battlefield is read only when a card with such a static
// ability is in this game (game-features.ts); a "this turn" lock is on the player.
import type { LifeGainLock } from '../../cards/oracle/rider-effects.ts';
import type { GameState, PlayerId } from '../state/state.ts';
import { inGame, staticKinds } from '../state/game-features.ts';
import { hasStaticOfKind } from './statics.ts';

const CANT_GAIN_LIFE = staticKinds('cant gain life');

function locks(lock: LifeGainLock['who'], controller: PlayerId, player: PlayerId): boolean {
  return lock === 'each player' || (lock === 'you') === (controller === player);
}

export function lifeGainLocked(state: GameState, player: PlayerId): boolean {
  if (state.players[player].lifeGainLockedThisTurn) return true;
  if (!inGame(state, CANT_GAIN_LIFE)) return false;
  for (const owner of state.players) {
    for (const id of owner.battlefield) {
      const object = state.objects[id]!;
      if (!object.card.locksLifeGain) continue;
      if (hasStaticOfKind(object.card, 'cant gain life', (effect) => locks(effect.who, object.controller, player))) return true;
    }
  }
  return false;
}

/** "Your opponents can't gain life this turn": the lock ends at the next untap step (turns.ts). */
export function lockLifeGainThisTurn(state: GameState, who: LifeGainLock['who'], controller: PlayerId): void {
  state.players.forEach((player, index) => {
    if (locks(who, controller, index as PlayerId)) player.lifeGainLockedThisTurn = true;
  });
}
