// Kinship (CR 207.2c ability word): "you may look at the top card of your library. If it shares a
// creature type with ~, you may reveal it." Whether the top card of a library shares a creature
// type with the source: a creature or tribal card's subtypes are creature types, and a changeling
// has every creature type in every zone (CR 702.73a).
import type { TypeLine } from '../../cards/type-line.ts';
import type { GameObject, GameState, PlayerId } from '../state/state.ts';

/** `sourceLine`: the source's type line as it is now (Auras may change it), which the caller reads. */
export function topCardSharesCreatureType(state: GameState, controller: PlayerId, source: GameObject, sourceLine: TypeLine): boolean {
  const topId = state.players[controller].library[0];
  if (topId === undefined) return false;
  const top = state.objects[topId]!.card;
  const topTypes = top.types.types.some((type) => type === 'Creature' || type === 'Tribal') ? top.types.subtypes : [];
  const sourceTypes = sourceLine.types.some((type) => type === 'Creature' || type === 'Tribal') ? sourceLine.subtypes : [];
  if (top.allCreatureTypes) return source.card.allCreatureTypes || sourceTypes.length > 0;
  if (source.card.allCreatureTypes) return topTypes.length > 0;
  return topTypes.some((type) => sourceTypes.includes(type));
}
