// "You have hexproof / shroud" (CR 702.11d, 702.18d): whether a player can be a target. Only the
// permanents compiled with such a static are looked at (`changesGameRules`), so games without
// one pay a flag test per permanent.
import type { GameState, PlayerId } from '../state/state.ts';
import { hasStaticOfKind } from './statics.ts';

export function playerHasKeyword(state: GameState, player: PlayerId, keyword: 'hexproof' | 'shroud'): boolean {
  for (const id of state.players[player].battlefield) {
    const card = state.objects[id]!.card;
    if (!card.changesGameRules) continue;
    if (hasStaticOfKind(card, 'player keyword', (effect) => effect.keyword === keyword)) return true;
  }
  return false;
}

/** CR 115.4: a player with shroud can't be targeted; with hexproof, not by an opponent's spell or ability. */
export function playerUntargetable(state: GameState, player: PlayerId, controller: PlayerId): boolean {
  return playerHasKeyword(state, player, 'shroud') || (player !== controller && playerHasKeyword(state, player, 'hexproof'));
}
