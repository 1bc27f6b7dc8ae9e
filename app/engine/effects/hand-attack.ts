// "Target opponent reveals their hand. You choose a nonland card from it. That player discards that
// card." The goldfish holds no hand, so against it only the reveal of nothing happens; aimed at
// yourself it reveals your hand and discards the first matching card (or the one named).
import { matchesFilter } from '../filters.ts';
import { discardCard } from '../zones.ts';
import { playersOf, takeAnswer, type EffectUnit } from './context.ts';

export const revealHand: EffectUnit<'revealHand'> = (game, effect, context) => {
  for (const player of playersOf(effect.who, effect.target, context, game)) {
    const hand = game.state.players[player].hand.map((id) => game.state.objects[id]!);
    for (const card of hand) game.emit({ type: 'revealed', card: card.card.name });
    if (effect.discardChosen === undefined) continue;
    const filter = effect.discardChosen;
    const matching = hand.filter((card) => filter === null || matchesFilter(game.state, card, filter, context.item.controller, context.item.objectId));
    const { given, value } = takeAnswer(context);
    const chosen = given && typeof value === 'string' ? matching.find((card) => card.card.name === value) : matching[0];
    if (chosen) discardCard(game, chosen, false);
  }
};
