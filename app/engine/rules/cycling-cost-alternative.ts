// Costs replaced while a condition holds (CR 118.9, 601.2f): New Perspectives' "As long as you have
// seven or more cards in hand, you may pay {0} rather than pay cycling costs." The condition is the
// static's own (checked by the registry as the cost is determined, CR 601.2f: the card being
// cycled is still in hand then, so it counts). The alternative replaces the cycling cost only;
// "Discard this card" follows the cost in cycling's definition and is still paid (CR 702.29a).
// Gavi, Nest Warden's "... the cycling cost of the first card you cycle each turn" counts the cards
// cycled this turn (events/turn-records.ts).
import type { Cost } from '../../cards/oracle/abilities.ts';
import type { ManaSymbol } from '../../cards/mana-symbols.ts';
import { forEachStaticOfKind } from './characteristics.ts';
import type { GameObject, GameState, PlayerId } from '../state/state.ts';
import { staticKinds } from '../state/game-features.ts';

const ALTERNATIVE = staticKinds('cycling cost alternative');

export interface CyclingCostAlternative {
  /** The mana paid instead ({0}: none). */
  readonly mana: readonly ManaSymbol[];
  /** The permanent whose static offers it. */
  readonly source: GameObject;
}

/** The alternative to cycling costs a permanent of this player offers now, the cheapest first; none when no condition holds. */
export function cyclingCostAlternative(state: GameState, player: PlayerId): CyclingCostAlternative | undefined {
  let found: CyclingCostAlternative | undefined;
  forEachStaticOfKind(state, ALTERNATIVE, 'cycling cost alternative', (effect, source) => {
    if (source.controller !== player) return;
    if (effect.firstEachTurn && (state.players[player].cycledThisTurn ?? 0) > 0) return; // Gavi: the first card cycled this turn only
    if (!found || effect.mana.length < found.mana.length) found = { mana: effect.mana, source };
  });
  return found;
}

/** A cycling ability's cost paid the alternative way: this mana and "Discard this card", nothing else of the cycling cost (life included). */
export function withAlternativeCyclingCost(cost: Cost, mana: readonly ManaSymbol[]): Cost {
  const symbols = mana.map((symbol) => symbol.text).join('') || '{0}';
  return { mana, tap: false, discardSelf: cost.discardSelf, payLife: 0, sacrifice: null, discardOther: 0, text: `${symbols}, Discard this card` };
}
