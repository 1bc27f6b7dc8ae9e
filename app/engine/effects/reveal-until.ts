// "Reveal cards from the top of your library until you reveal a creature card. Put that card into
// your hand and the rest …" (CR 701.16a): every card revealed up to the first match; the match
// goes to the hand or the battlefield, the others on the bottom in a random order (the game's
// seeded random source) or into the graveyard. No match reveals the whole library.
import { matchesFilter } from '../rules/filters.ts';
import { moveObject, shuffleInPlace } from '../events/zones.ts';
import type { EffectUnit } from './context.ts';

export const revealUntil: EffectUnit<'revealUntil'> = (game, effect, context) => {
  const player = context.item.controller;
  const library = game.state.players[player].library;
  const revealed: number[] = [];
  let found: number | undefined;
  for (const id of library) {
    const card = game.state.objects[id]!;
    game.emit({ type: 'revealed', card: card.card.name });
    if (matchesFilter(game.state, card, effect.filter, player, context.item.objectId)) {
      found = id;
      break;
    }
    revealed.push(id);
  }
  if (found !== undefined) {
    const card = game.state.objects[found]!;
    if (effect.to === 'battlefield') moveObject(game, card, 'battlefield', { controller: player });
    else moveObject(game, card, 'hand');
  }
  if (effect.rest === 'bottom random') shuffleInPlace(game, revealed);
  for (const id of revealed) {
    const card = game.state.objects[id]!;
    if (effect.rest === 'graveyard') moveObject(game, card, 'graveyard');
    else moveObject(game, card, 'library', { position: 'bottom', silent: true });
  }
};
