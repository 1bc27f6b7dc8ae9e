// "Exile two cards from your graveyard" / "Exile a creature card from your graveyard" as an
// activation cost (CR 118.3, 602.2b). The cards are chosen as discards for a cost are (the last
// matching ones; the source itself only when the text does not say "another").
import type { Cost } from '../../cards/oracle/abilities.ts';
import { discardsForCost } from './discard-costs.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject, PlayerId } from '../state/state.ts';

/** The graveyard cards that pay the cost; [] when the cost has none; null when too few are there. */
export function graveyardExilesFor(game: Game, source: GameObject, you: PlayerId, cost: Cost): GameObject[] | null {
  const part = cost.graveyardExile;
  if (!part) return [];
  const candidates = game.state.players[you].graveyard.filter((id) => !(part.other && id === source.id));
  return discardsForCost(game.state, candidates, { discardOther: part.count, discardQuery: part.query ?? undefined });
}
