// Keyword actions on counters: proliferate (CR 701.27) and adapt (CR 701.43).
import { changeCounters, counterCount } from '../state/counters.ts';
import { otherPlayer } from '../state/state.ts';
import { sourceOnBattlefield, type EffectUnit } from './context.ts';

// Counters a player wants more of on their own permanents; the others (-1/-1, age, time …) they
// would rather not grow, so the default choice leaves those alone.
const WELCOME = new Set(['+1/+1', 'loyalty', 'charge', 'lore', 'quest', 'storage', 'level']);

/**
 * CR 701.27a: choose any number of permanents and players that have counters; each gets one more
 * of each kind it has. The default choice: each of your permanents with counters you want more of,
 * every -1/-1 counter on the opponent's permanents, and the opponent's poison counters.
 */
export const proliferate: EffectUnit<'proliferate'> = (game, _effect, context) => {
  const state = game.state;
  const you = context.item.controller;
  const opponent = otherPlayer(you);
  for (const id of state.players[you].battlefield) {
    const object = state.objects[id]!;
    for (const kind of Object.keys(object.counters ?? {})) if (WELCOME.has(kind) && counterCount(object, kind) > 0) changeCounters(object, kind, 1);
  }
  for (const id of state.players[opponent].battlefield) {
    const object = state.objects[id]!;
    if (counterCount(object, '-1/-1') > 0) changeCounters(object, '-1/-1', 1);
  }
  const poisoned = state.players[opponent];
  if ((poisoned.poison ?? 0) > 0) poisoned.poison! += 1;
};

/** CR 701.43a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it." */
export const adapt: EffectUnit<'adapt'> = (game, effect, context) => {
  const self = sourceOnBattlefield(game, context);
  if (self && counterCount(self, '+1/+1') === 0) changeCounters(self, '+1/+1', effect.amount);
};
