// 'All Slivers have "{2}: Regenerate this permanent."' (CR 613.1f, layer 6; grammar/group-grants.ts):
// the activated abilities a static grants to each permanent of a kind, after its printed ones and
// those its Auras and Equipment grant (the `activate` index counts them in that order). Read only
// when a card of the game has such a static (game-features.ts).
import type { ActivatedAbility } from '../../cards/oracle/abilities.ts';
import { matchesFilter } from './filters.ts';
import { inGame, staticKinds } from '../state/game-features.ts';
import type { GameObject, GameState } from '../state/state.ts';
import { forEachStaticOfKind } from './characteristics.ts';

const GROUP_GRANTS = staticKinds('group grant');

export function groupGrantedActivated(state: GameState, object: GameObject): ActivatedAbility[] | null {
  if (!inGame(state, GROUP_GRANTS)) return null;
  let granted: ActivatedAbility[] | null = null;
  forEachStaticOfKind(state, GROUP_GRANTS, 'group grant', (effect, source) => {
    if (matchesFilter(state, object, effect.filter, source.controller, source.id)) (granted ??= []).push(...effect.activated);
  });
  return granted;
}
