// How long a control change "for as long as you control ~ / ~ remains on the battlefield / ~ remains
// tapped" lasts (CR 611.2b). The effect remembers its source as the object it was (id and zcc, CR
// 400.7); the control pass (attached.ts) ends the effect the first time the duration no longer holds,
// and an ended effect never comes back, even if the source is tapped again (CR 611.2b).
import type { GameState, PlayerId } from '../state/state.ts';
import type { ControlWhile } from '../state/records.ts';

/** Whether the duration still holds for a control effect given to player `to`. */
export function controlStillLasts(state: GameState, lasts: ControlWhile, to: PlayerId): boolean {
  const source = state.objects[lasts.source];
  if (!source || source.zone !== 'battlefield' || source.zcc !== lasts.zcc) return false;
  if (lasts.youControlSource && source.controller !== to) return false;
  return !lasts.sourceTapped || source.tapped;
}
