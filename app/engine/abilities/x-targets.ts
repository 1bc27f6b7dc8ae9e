// "X target creatures" (CR 601.2c, 107.3a): the number of targets is chosen with X. The grammar
// reserves X_TARGET_SLOTS optional slots marked `perX`; once X is known, exactly X of them ("X target")
// or at most X ("up to X target") must be filled.
import type { TargetSpec } from '../../cards/oracle/abilities.ts';
import { X_TARGET_SLOTS } from '../../cards/oracle/grammar/nouns.ts';
import { msg, type Message } from '../messages/message.ts';
import type { Target } from '../state/state.ts';

/**
 * The targets with the X rule applied: the player's choice checked (`given`), or the automatic
 * choice cut to the first X (`given` false). A Message when the count is wrong.
 */
export function applyXTargets(specs: readonly TargetSpec[], targets: Target[], x: number, given: boolean): Target[] | Message {
  let rule: TargetSpec['perX'];
  let filled = 0;
  for (let index = 0; index < specs.length; index += 1) {
    const perX = specs[index]!.perX;
    if (!perX) continue;
    rule = perX;
    if (targets[index] === null || targets[index] === undefined) continue;
    if (!given && filled >= x) targets[index] = null as unknown as Target;
    else filled += 1;
  }
  if (rule === undefined) return targets;
  if (x > X_TARGET_SLOTS) return msg('refusal.xTargetsTooMany', { max: X_TARGET_SLOTS });
  if (rule === 'exactly' ? filled !== x : filled > x) return msg('refusal.xTargetCount', { x, given: filled });
  return targets;
}
