// "Activated abilities of artifacts can't be activated" (CR 602.5): asked as an ability is activated
// and as lands are chosen to pay (an artifact land's mana ability, CR 605.3a); only the permanents
// compiled with such a static (`changesGameRules`) are looked at.
import { matchesFilter } from './filters.ts';
import type { GameObject, GameState } from '../state/state.ts';
import { staticsOfKind } from './statics.ts';

/** The permanent whose static forbids activating `object`'s abilities, or undefined. */
export function activationBannedBy(state: GameState, object: GameObject): GameObject | undefined {
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const source = state.objects[id]!;
      if (!source.card.changesGameRules) continue;
      for (const { effect } of staticsOfKind(source.card, 'activation ban')) if (matchesFilter(state, object, effect.filter, source.controller, source.id)) return source;
    }
  }
  return undefined;
}

/** Whether any permanent has such a static (one flag test per permanent). */
export function anyActivationBan(state: GameState): boolean {
  for (const player of state.players) for (const id of player.battlefield) if (state.objects[id]!.card.changesGameRules) return true;
  return false;
}
