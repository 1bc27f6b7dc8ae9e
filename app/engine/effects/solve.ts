// A Case becomes solved (CR 719): its "To solve" ability ("At the beginning of your end step, if ~ is
// not solved and [condition], it becomes solved") resolving. The designation lasts until the Case
// leaves the battlefield (events/zones.ts clears it); its "Solved —" abilities read it.
import { sourceOnBattlefield, type EffectUnit } from './context.ts';

export const solve: EffectUnit<'solve'> = (game, _effect, context) => {
  const self = sourceOnBattlefield(game, context);
  if (!self || self.solved) return;
  self.solved = true;
};
