// Cards and permanents a cost takes (CR 118.3, 601.2h): the cards a "Discard a card" / "Discard a
// creature card" cost discards (the last matching cards in hand among `candidates`, the card paid
// for left out) and the permanents "Return a land you control to its owner's hand" returns (those
// tapped for the payment or already tapped first); null when there are too few.
import type { Cost } from '../cards/oracle/abilities.ts';
import type { TypeQuery } from '../cards/type-line.ts';
import { matchesTypeQuery } from '../cards/type-line.ts';
import { tappedFirst } from './alternative-cost.ts';
import { typesOf } from './attached.ts';
import type { Game } from './game.ts';
import type { PaymentPlan } from './mana-payment.ts';
import type { GameObject, GameState, PlayerId } from './state.ts';

export function discardsForCost(state: GameState, candidates: readonly number[], cost: Pick<Cost, 'discardOther' | 'discardQuery'>): GameObject[] | null {
  const query = cost.discardQuery;
  const matching = query ? candidates.filter((id) => matchesTypeQuery(state.objects[id]!.card.types, query)) : candidates;
  if (matching.length < cost.discardOther) return null;
  return matching.slice(matching.length - cost.discardOther).map((id) => state.objects[id]!);
}

export function permanentsToReturn(game: Game, player: PlayerId, part: { readonly query: TypeQuery; readonly count: number }, payment: PaymentPlan): GameObject[] | null {
  const state = game.state;
  const matching = state.players[player].battlefield.map((id) => state.objects[id]!).filter((candidate) => matchesTypeQuery(typesOf(candidate), part.query));
  const chosen = tappedFirst(matching, payment).slice(0, part.count);
  return chosen.length === part.count ? chosen : null;
}
