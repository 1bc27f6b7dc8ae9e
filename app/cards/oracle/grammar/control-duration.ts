// "… for as long as you control ~", "… for as long as ~ remains on the battlefield", "… for as long
// as ~ remains tapped", "… for as long as you control ~ and ~ remains tapped" after a control change
// (Sower of Temptation, Vedalken Shackles, Helm of Possession; CR 611.2b). Every form ends when the
// source leaves the battlefield; engine/control-duration.ts checks the rest.
import type { ControlDuration } from '../abilities.ts';
import type { Cursor } from './cursor.ts';

const FORMS: readonly (readonly [string, ControlDuration])[] = [
  ['for as long as you control ~ and ~ remains tapped', { youControlSource: true, sourceTapped: true }],
  ['for as long as you control ~', { youControlSource: true, sourceTapped: false }],
  ['for as long as ~ remains on the battlefield', { youControlSource: false, sourceTapped: false }],
  ['for as long as ~ remains tapped', { youControlSource: false, sourceTapped: true }],
];

export function controlDuration(c: Cursor): ControlDuration | undefined {
  for (const [phrase, lasts] of FORMS) if (c.accept(phrase)) return lasts;
  return undefined;
}
