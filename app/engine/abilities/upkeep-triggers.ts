// When the upkeep keywords trigger at the beginning of your upkeep (CR 503.1): cumulative upkeep
// and fading every upkeep; echo only if the permanent came under your control since the beginning
// of your last upkeep (CR 702.30a: you take every turn, so: during the previous turn); vanishing
// only while it has a time counter (CR 702.63a, an intervening "if"). Suspend triggers from exile
// (`upkeep.ts`), not here.
import type { TriggeredAbility } from '../../cards/oracle/abilities.ts';
import { counterCount } from '../state/counters.ts';
import type { GameObject, GameState } from '../state/state.ts';

export function upkeepKeywordTriggers(state: GameState, source: GameObject, ability: TriggeredAbility): boolean {
  const effect = ability.effects[0];
  if (effect?.kind !== 'upkeepKeyword') return false;
  switch (effect.keyword.kind) {
    case 'cumulative upkeep':
    case 'fading':
      return true;
    case 'echo':
      return source.sinceTurn === state.turn - 1;
    case 'vanishing':
      return counterCount(source, 'time') > 0;
    default:
      return false;
  }
}
