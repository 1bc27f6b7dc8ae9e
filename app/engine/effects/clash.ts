// Clash (CR 701.23): each clashing player reveals the top card of their library, then puts it on
// the top or the bottom; you win if your card's mana value is higher than the other's (CR 701.23b;
// with nothing revealed against you, any card you reveal wins). The `resolve` choice `true` puts
// your card on the bottom; by default it stays on top. The goldfish keeps its card on top.
import { manaValue } from '../../cards/mana-symbols.ts';
import type { Game } from '../turns/game.ts';
import { type GameObject, otherPlayer, type PlayerId } from '../state/state.ts';
import { takeAnswer, type EffectUnit } from './context.ts';
import { runEffects } from './index.ts';

function revealTop(game: Game, player: PlayerId): GameObject | undefined {
  const top = game.state.players[player].library[0];
  if (top === undefined) return undefined;
  const card = game.state.objects[top]!;
  game.emit({ type: 'revealed', card: card.card.name });
  return card;
}

export const clash: EffectUnit<'clash'> = (game, effect, context) => {
  const you = context.item.controller;
  const mine = revealTop(game, you);
  const theirs = revealTop(game, otherPlayer(you));
  const { given, value } = takeAnswer(context);
  if (mine && given && value === true) {
    const library = game.state.players[you].library;
    library.push(library.shift()!);
  }
  const won = mine !== undefined && (theirs === undefined || manaValue(mine.card.manaCost) > manaValue(theirs.card.manaCost));
  runEffects(game, won ? effect.win : effect.lose, context);
};
