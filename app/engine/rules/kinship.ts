// Kinship (CR 207.2c ability word): "you may look at the top card of your library. If it shares a
// creature type with ~, you may reveal it." Whether the top card of a library shares a creature
// type with the source: a creature or tribal card's subtypes are creature types, and a changeling
// has every creature type in every zone (CR 702.73a).
import { typesOf } from './attached.ts';
import type { GameState, PlayerId } from '../state/state.ts';

export function topCardSharesCreatureType(state: GameState, controller: PlayerId, sourceId: number): boolean {
  const topId = state.players[controller].library[0];
  const source = state.objects[sourceId];
  if (topId === undefined || !source) return false;
  const top = state.objects[topId]!.card;
  const topTypes = top.types.types.some((type) => type === 'Creature' || type === 'Tribal') ? top.types.subtypes : [];
  const sourceLine = typesOf(source);
  const sourceTypes = sourceLine.types.some((type) => type === 'Creature' || type === 'Tribal') ? sourceLine.subtypes : [];
  if (top.allCreatureTypes) return source.card.allCreatureTypes || sourceTypes.length > 0;
  if (source.card.allCreatureTypes) return topTypes.length > 0;
  return topTypes.some((type) => sourceTypes.includes(type));
}
