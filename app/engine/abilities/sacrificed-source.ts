// A permanent sacrificed to pay a cost, as it last existed on the battlefield (CR 608.2h, 113.7a):
// its power and toughness ("the sacrificed creature's power"), its counters and the Equipment
// attached to it (Zack Fair: "Put ~'s counters on that creature and attach an Equipment that was
// attached to ~"). Read just before the cost moves it, because leaving the battlefield clears its
// counters and the state-based actions unattach its Equipment (CR 704.5n).
import type { Game } from '../turns/game.ts';
import type { GameObject, SacrificedSource } from '../state/state.ts';
import { lastKnownStats } from './rider-amounts.ts';

export function sacrificedSource(game: Game, object: GameObject): SacrificedSource {
  const equipment: { id: number; zcc: number }[] = [];
  // Either player's Equipment can be attached to it (CR 301.5c: control of the two may differ).
  for (const player of game.state.players) {
    for (const id of player.battlefield) {
      const other = game.state.objects[id]!;
      if (other.attachedTo === object.id && other.card.types.subtypes.includes('Equipment')) equipment.push({ id: other.id, zcc: other.zcc });
    }
  }
  return {
    ...lastKnownStats(game, object),
    ...(object.counters ? { counters: { ...object.counters } } : {}),
    ...(equipment.length > 0 ? { equipment } : {}),
  };
}
