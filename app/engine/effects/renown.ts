// Renown N (CR 702.112a): "When this creature deals combat damage to a player, if it isn't
// renowned, put N +1/+1 counters on it and it becomes renowned." The intervening "if" is read
// again here, on resolution (CR 603.4); renowned lasts until it leaves the battlefield (702.112b).
import { changeCounters } from '../state/counters.ts';
import { sourceOnBattlefield, type EffectUnit } from './context.ts';

export const renown: EffectUnit<'renown'> = (game, effect, context) => {
  const self = sourceOnBattlefield(game, context);
  if (!self || self.renowned) return;
  changeCounters(self, '+1/+1', effect.amount);
  self.renowned = true;
};
