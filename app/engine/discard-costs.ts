// The cards a "Discard a card" / "Discard a creature card" cost discards (CR 118.3, 601.2h): the
// last matching cards in hand among `candidates` (the card paid for left out), or null when too few.
import type { Cost } from '../cards/oracle/abilities.ts';
import { matchesTypeQuery } from '../cards/type-line.ts';
import type { GameObject, GameState } from './state.ts';

export function discardsForCost(state: GameState, candidates: readonly number[], cost: Pick<Cost, 'discardOther' | 'discardQuery'>): GameObject[] | null {
  const query = cost.discardQuery;
  const matching = query ? candidates.filter((id) => matchesTypeQuery(state.objects[id]!.card.types, query)) : candidates;
  if (matching.length < cost.discardOther) return null;
  return matching.slice(matching.length - cost.discardOther).map((id) => state.objects[id]!);
}
