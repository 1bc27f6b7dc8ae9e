// Cards and permanents a cost takes (CR 118.3, 601.2h): the cards a "Discard a card" / "Discard a
// creature card" cost discards (the last matching cards in hand among `candidates`, the card paid
// for left out) and the permanents "Return a land you control to its owner's hand" returns (those
// tapped for the payment or already tapped first); null when there are too few.
import type { Cost } from '../../cards/oracle/abilities.ts';
import type { TypeQuery } from '../../cards/type-line.ts';
import { matchesTypeQuery } from '../../cards/type-line.ts';
import { tappedFirst } from './alternative-cost.ts';
import { typesOf } from '../rules/attached.ts';
import type { Game } from '../turns/game.ts';
import type { PaymentPlan } from '../rules/mana-payment.ts';
import type { GameObject, GameState, PlayerId } from '../state/state.ts';
import { nextRandom } from '../state/rng.ts';
import { discardCards } from './zones.ts';

export function discardsForCost(state: GameState, candidates: readonly number[], cost: Pick<Cost, 'discardOther' | 'discardQuery' | 'discardAtRandom'>): GameObject[] | null {
  const query = cost.discardQuery;
  const matching = query ? candidates.filter((id) => matchesTypeQuery(state.objects[id]!.card.types, query)) : candidates;
  if (matching.length < cost.discardOther) return null;
  if (cost.discardAtRandom) return randomPicks(state.rng, matching, cost.discardOther).map((id) => state.objects[id]!);
  return matching.slice(matching.length - cost.discardOther).map((id) => state.objects[id]!);
}

/** `count` different cards drawn from the random source as it stands (read, not advanced: the cost is only planned here). */
function randomPicks(rng: number, from: readonly number[], count: number): number[] {
  const left = from.slice();
  const picked: number[] = [];
  let seed = rng;
  while (picked.length < count) {
    const [next, value] = nextRandom(seed);
    seed = next;
    picked.push(left.splice(Math.floor(value * left.length), 1)[0]!);
  }
  return picked;
}

/** Discards the cards a cost took; for "at random" the random source moves on past the picks it made (so undo and a seed replay them). */
export function payDiscards(game: Game, discards: readonly GameObject[], atRandom: boolean | undefined): void {
  if (atRandom) for (let pick = 0; pick < discards.length; pick += 1) game.state.rng = nextRandom(game.state.rng)[0];
  discardCards(game, discards); // one group (CR 603.2c)
}

export function permanentsToReturn(game: Game, player: PlayerId, part: { readonly query: TypeQuery; readonly count: number }, payment: PaymentPlan): GameObject[] | null {
  const state = game.state;
  const matching = state.players[player].battlefield.map((id) => state.objects[id]!).filter((candidate) => matchesTypeQuery(typesOf(candidate), part.query));
  const chosen = tappedFirst(matching, payment).slice(0, part.count);
  return chosen.length === part.count ? chosen : null;
}
