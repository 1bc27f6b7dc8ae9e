// The replacements every zone move asks before it happens (CR 614): unearth's exile, a bestowed
// card becoming a creature card again (CR 702.103e–f), a face-down card turned face up (CR 708.9).
// Part of the move itself, so it lives with the moves, below the families that set the marks.
import type { GameObject, PlayerZone, Zone } from '../state/state.ts';
import { endBestow } from '../rules/bestow.ts';

/**
 * Where a card that is leaving a zone goes, and what it is there: unearth exiles it instead
 * (CR 702.84a), and a face-down card is turned face up as it leaves the battlefield or the stack
 * for any zone but the battlefield (CR 708.9).
 */
export function leavingReplacement(object: GameObject, from: Zone | 'none', to: PlayerZone): PlayerZone {
  let destination = to;
  if (from === 'battlefield' && object.exileIfLeaves) {
    object.exileIfLeaves = false;
    destination = 'exile';
  }
  // CR 702.103e–f: a bestowed card is the creature card again anywhere but where it resolved to.
  if (object.bestowed && (destination !== 'battlefield' || from !== 'stack')) endBestow(object);
  if (object.faceDown && destination !== 'battlefield') {
    object.card = object.faceDown;
    object.faceDown = null;
  }
  return destination;
}
