// "Sacrifice ~ unless you discard a card / sacrifice a land / discard a land card" (CR 118.12): you
// do the action when you can and want to (the answer `false` declines; by default you do it, as
// with "unless you pay"), and the effects happen only when you don't.
import type { Effect } from '../../cards/oracle/abilities.ts';
import type { Game } from '../turns/game.ts';
import { matchesFilter, permanentsMatching } from '../rules/filters.ts';
import { amountOf, playersOf, sourceOnBattlefield, takeAnswer, type Context, type EffectUnit } from './context.ts';
import { hostOf } from '../events/host-refs.ts';
import { runEffects } from './index.ts';

/** Whether you can carry out the whole action now: enough (matching) cards in hand, enough permanents to sacrifice. */
function canDo(game: Game, action: readonly Effect[], context: Context): boolean {
  const you = context.item.controller;
  const state = game.state;
  return action.every((effect) => {
    if (effect.kind === 'discard') {
      const filter = effect.filter;
      const cards = filter ? state.players[you].hand.filter((id) => matchesFilter(state, state.objects[id]!, filter, you, context.item.objectId)).length : state.players[you].hand.length;
      return cards >= amountOf(game, effect.amount, context);
    }
    if (effect.kind === 'sacrifice' && effect.objects) return hostOf(game, sourceOnBattlefield(game, context), context.item.host)?.controller === you; // "sacrifice that artifact": the enchanted permanent
    if (effect.kind === 'sacrifice') return permanentsMatching(state, effect.filter, you, context.item.objectId).length >= amountOf(game, effect.count, context);
    return false;
  });
}

export const unlessDo: EffectUnit<'unlessDo'> = (game, effect, context) => {
  const { given, value } = takeAnswer(context);
  // "… unless they sacrifice that artifact": that player acts; when it is not you it is the goldfish, which never does.
  const actor = effect.action.some((inner) => 'who' in inner && inner.who === 'that player') ? playersOf('that player', undefined, context, game)[0] : context.item.controller;
  const wants = actor === context.item.controller && (given ? value !== false : true);
  if (wants && canDo(game, effect.action, context)) runEffects(game, effect.action, context);
  else if (wants && effect.orAction && canDo(game, effect.orAction, context)) runEffects(game, effect.orAction, context); // "… or discard a card"
  else runEffects(game, effect.effects, context);
};
