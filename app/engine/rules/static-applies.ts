// Whether a static ability applies now (its "as long as …" condition holds). Layer effects that
// live outside the rules core (abilities-lost.ts, aura-animation.ts) are handed this check by their
// caller in the core (attached.ts) instead of importing conditions.ts, so they stay out of the
// core's import cycle.
import type { StaticAbility } from '../../cards/oracle/abilities.ts';
import type { GameObject, GameState } from '../state/state.ts';

export type StaticApplies = (state: GameState, ability: StaticAbility, source: GameObject) => boolean;
