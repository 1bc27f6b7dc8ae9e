// "Target player exiles a card from their graveyard / hand" (grammar/player-exiles.ts): the default
// choice is the last card of that zone (the newest in a graveyard), as discard's is the last in hand.
import { moveObject } from '../events/zones.ts';
import { playersOf, type EffectUnit } from './context.ts';

export const playerExiles: EffectUnit<'playerExiles'> = (game, effect, context) => {
  for (const player of playersOf(effect.who, effect.target, context, game)) {
    const zone = game.state.players[player][effect.zone];
    const id = zone[zone.length - 1];
    if (id !== undefined) moveObject(game, game.state.objects[id]!, 'exile');
  }
};
