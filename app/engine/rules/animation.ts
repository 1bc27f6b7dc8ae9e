// Animation: an effect that makes a permanent a creature ("~ becomes a 2/2 Assembly-Worker artifact
// creature until end of turn. It's still a land."). It adds card types and creature types
// (layer 4), sets colours (layer 5), grants keywords (layer 6, kept with the other "until end of
// turn" keywords) and sets base power and toughness (layer 7b, CR 613.4b). The permanent keeps its
// other types and abilities (CR 205.1b). It ends in the cleanup step (CR 514.2) unless it has no
// duration, and always when the permanent leaves the battlefield (CR 400.7).
import type { TypeLine } from '../../cards/type-line.ts';
import type { GameObject } from '../state/state.ts';
import type { Animation } from '../state/records.ts';

/** The object made a creature by `animation`, on top of what it already was (a later animation sets P/T again). */
export function animate(object: GameObject, animation: Animation): void {
  const before = object.animated;
  object.animated = before
    ? { ...animation, types: [...new Set([...before.types, ...animation.types])], subtypes: [...new Set([...before.subtypes, ...animation.subtypes])], supertypes: [...new Set([...(before.supertypes ?? []), ...(animation.supertypes ?? [])])], untilEndOfTurn: before.untilEndOfTurn && animation.untilEndOfTurn }
    : animation;
}

/** The type line with the types an animation added (layer 4). */
export function animatedTypes(types: TypeLine, animation: Animation): TypeLine {
  return {
    ...types,
    types: [...new Set([...types.types, ...animation.types])],
    subtypes: [...new Set([...types.subtypes, ...animation.subtypes])],
    ...(animation.supertypes?.length ? { supertypes: [...new Set([...types.supertypes, ...animation.supertypes])] } : {}),
  };
}


/** CR 514.2: "until end of turn" animations end in the cleanup step. */
export function endAnimationAtCleanup(object: GameObject): void {
  if (object.animated?.untilEndOfTurn) object.animated = undefined;
}
