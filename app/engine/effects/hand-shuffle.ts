// Cards from a hand shuffled into the library (grammar/hand-shuffle.ts, CR 701.20a). Each player
// counts their own cards: "then draws that many cards" draws as many as that player put in. The
// card chosen for "a card from your hand" is by default the last one in hand (as discard's is).
import { drawCard, moveObject, shuffleLibrary } from '../events/zones.ts';
import { playersOf, type EffectUnit } from './context.ts';

export const handIntoLibrary: EffectUnit<'handIntoLibrary'> = (game, effect, context) => {
  for (const player of playersOf(effect.who, undefined, context, game)) {
    const hand = game.state.players[player].hand;
    const cards = effect.count === 'all' ? [...hand] : hand.slice(Math.max(0, hand.length - effect.count));
    for (const id of cards) moveObject(game, game.state.objects[id]!, 'library');
    shuffleLibrary(game, player);
    if (effect.drawThatMany) for (let left = cards.length; left > 0; left -= 1) drawCard(game, player);
  }
};
