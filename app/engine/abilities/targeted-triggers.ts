// "When ~ becomes the target of a spell or ability, sacrifice it" (the Illusions) and "Whenever a
// creature you control becomes the target of a spell" (CR 115.1, 603.2): each object a spell or
// ability targets as it is put on the stack (CR 601.2c, 602.2b, 603.3d) becomes the target once,
// however many of its target slots name it. The trigger goes on the stack above the spell, so a
// sacrificed Illusion makes the spell lose its target (CR 608.2b).
import type { Game } from '../turns/game.ts';
import { matchesFilter } from '../rules/filters.ts';
import { triggerKinds } from '../state/game-features.ts';
import type { GameObject, Target } from '../state/state.ts';
import type { EventOf } from '../events/engine-events.ts';
import { addPending, forEachBattlefieldTrigger } from './triggers.ts';

/** The game-feature bits of this family's triggers: the dispatcher's gate (trigger-dispatch.ts). */
export const ON_TARGETED = triggerKinds('becomes target');


/** The permanents still on the battlefield that `targets` name, each once (CR 115.1). */
export function targetedPermanents(game: Game, targets: readonly (Target | null)[]): GameObject[] {
  const found: GameObject[] = [];
  for (const target of targets) {
    if (!target || !('object' in target)) continue;
    const object = game.state.objects[target.object]!;
    if (object.zone === 'battlefield' && object.zcc === target.zcc && !found.includes(object)) found.push(object);
  }
  return found;
}

/** The permanents' triggers when `targets` are chosen for a spell (`spell`) or an ability. */
export function onBecameTarget(game: Game, { targets, spell }: EventOf<'became target'>): void {
  forEachBattlefieldTrigger(game, ON_TARGETED, (ability, source) => {
    const event = ability.event;
    if (event.on !== 'becomes target' || (event.spellOnly && !spell)) return;
    for (const object of targetedPermanents(game, targets)) {
      if (event.filter === null) {
        if (object === source) addPending(game, source, ability, source.controller);
      } else if (matchesFilter(game.state, object, event.filter, source.controller, source.id)) {
        addPending(game, source, ability, source.controller, { id: object.id, zcc: object.zcc }, undefined, object.controller);
      }
    }
  });
}
