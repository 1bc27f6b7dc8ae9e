// A hand discarded and replaced (grammar/discard-hand.ts, CR 701.8): each player discards every card
// in their hand, then draws as many as they discarded, or (Windfall) as many as the player who
// discarded the most. All discard before anyone draws.
import { discardCards, drawCard } from '../events/zones.ts';
import { playersOf, type EffectUnit } from './context.ts';

export const discardHandDraw: EffectUnit<'discardHandDraw'> = (game, effect, context) => {
  const players = playersOf(effect.who, effect.target, context, game);
  const discarded = players.map((player) => {
    const hand = [...game.state.players[player].hand];
    discardCards(game, hand.map((id) => game.state.objects[id]!)); // one group (CR 603.2c)
    return hand.length;
  });
  const greatest = Math.max(0, ...discarded);
  players.forEach((player, index) => {
    for (let left = (effect.draw === 'greatest' ? greatest : discarded[index]!) + (effect.extra ?? 0); left > 0; left -= 1) drawCard(game, player);
  });
};
