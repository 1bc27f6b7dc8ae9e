// "Shuffle all creature cards from target player's graveyard into that player's library" (CR 701.20a).
import { matchesFilter } from '../filters.ts';
import { moveObject, shuffleLibrary } from '../zones.ts';
import { targetAt, type EffectUnit } from './context.ts';

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
