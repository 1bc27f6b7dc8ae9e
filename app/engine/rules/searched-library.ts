// Whose library a search looks through (CR 701.19): the searching player's own, or another
// player's ("Search target opponent's library …", "Search that player's library …" in a combat
// damage trigger). One answer for the search's unit, its choice check and the table's question.
import type { Effect } from '../../cards/oracle/abilities.ts';
import type { PlayerId, StackItem } from '../state/state.ts';

export function searchedPlayer(effect: Extract<Effect, { kind: 'search' }>, item: StackItem): PlayerId | undefined {
  if (effect.who === 'that player') return item.thatPlayer;
  if (effect.who !== 'target') return item.controller;
  const target = item.targets[effect.target ?? -1];
  return target && 'player' in target ? target.player : undefined;
}
