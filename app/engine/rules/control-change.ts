// Control-changing effects from spells and abilities ("Gain control of target creature until end
// of turn", CR 613.1b, layer 2). The permanent moves to the new controller's side at once and
// remembers who had it (`controlledBefore`, shared with the control-changing Auras of
// attached.ts); when the effect ends in the cleanup step (CR 514.2) the same control pass that
// handles the Auras gives it back. Leaving the battlefield ends it (CR 400.7).
import { moveControl } from './attached.ts';

import type { GameObject, GameState, PlayerId } from '../state/state.ts';
import { OBJECT_LAYER_EFFECTS, noteEffect } from '../state/game-features.ts';
import type { ControlWhile } from '../state/records.ts';

export function takeControl(state: GameState, object: GameObject, to: PlayerId, untilEndOfTurn: boolean, lasts?: ControlWhile): void {
  object.controlEffect = lasts ? { to, untilEndOfTurn, lasts } : { to, untilEndOfTurn };
  if (object.controller === to) return;
  if (object.controlledBefore === undefined) object.controlledBefore = object.controller;
  noteEffect(state, OBJECT_LAYER_EFFECTS);
  moveControl(state, object, to);
}

/** CR 514.2: "until end of turn" control ends in the cleanup step; the control pass then returns the permanent. */
export function endControlAtCleanup(object: GameObject): void {
  if (object.controlEffect?.untilEndOfTurn) object.controlEffect = undefined;
}
