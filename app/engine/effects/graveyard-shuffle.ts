// Graveyard cards going back: "Shuffle all creature cards from target player's graveyard into that
// player's library" (CR 701.20a) and "Return to your hand all cards … you cycled or discarded this turn".
import { matchesFilter } from '../rules/filters.ts';
import { moveObject, shuffleLibrary } from '../events/zones.ts';
import { targetAt, type EffectUnit } from './context.ts';

/** "Return to your hand all cards in your graveyard that you cycled or discarded this turn": those still there, as they were put there. */
export const returnDiscarded: EffectUnit<'returnDiscarded'> = (game, _effect, context) => {
  const state = game.state;
  for (const { id, zcc } of state.players[context.item.controller].discardedCards ?? []) {
    const card = state.objects[id]!;
    if (card.zone === 'graveyard' && card.zcc === zcc && card.owner === context.item.controller) moveObject(game, card, 'hand');
  }
};

export const graveyardShuffle: EffectUnit<'graveyardShuffle'> = (game, effect, context) => {
  const state = game.state;
  let player = context.item.controller;
  if (effect.target !== undefined) {
    const target = targetAt(context, effect.target);
    if (!target || !('player' in target)) return;
    player = target.player;
  }
  const cards = state.players[player].graveyard.map((id) => state.objects[id]!).filter((card) => matchesFilter(state, card, effect.filter, context.item.controller, context.item.objectId));
  for (const card of cards) moveObject(game, card, 'library');
  shuffleLibrary(game, player);
};
