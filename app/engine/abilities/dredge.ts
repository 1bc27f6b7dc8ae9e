// Dredge N (CR 702.52): "If you would draw a card, you may mill N cards instead. If you do, return
// this card from your graveyard to your hand." A replacement the player chooses at a draw; the
// engine has no pause inside a draw, so the player declares it ahead with the `dredge` action
// ("dredge this card instead of my next draw"), and the next draw is replaced if the card is still
// the same card in the graveyard and the library has at least N cards (CR 702.52b).
import type { Game } from '../turns/game.ts';
import { objectOrError, type Prepared } from './action-checks.ts';
import { cardRef, msg } from '../messages/message.ts';
import { type GameObject, type PlayerId, YOU } from '../state/state.ts';
import { moveObject } from '../events/zones.ts';
import { addDrawReplacement } from '../events/draw-replacements.ts';
import { staticOfKind } from '../rules/statics.ts';

/** The card's dredge number, or 0. */
export function dredgeAmount(object: GameObject): number {
  return staticOfKind(object.card, 'dredge')?.amount ?? 0;
}

export function prepareDredge(game: Game, id: number): Prepared {
  const object = objectOrError(game, id);
  if ('key' in object) return object;
  const amount = dredgeAmount(object);
  if (object.zone !== 'graveyard' || object.owner !== YOU || amount === 0) return msg('refusal.noDredge', { card: cardRef(object.card.name) });
  if (game.state.players[YOU].library.length < amount) return msg('refusal.dredgeLibrary', { card: cardRef(object.card.name), count: amount });
  return () => {
    game.state.players[YOU].dredgeNext = { id: object.id, zcc: object.zcc };
  };
}

/** Replaces a draw by the declared dredge when it still can (CR 702.52a–b); true when it did. */
export function dredgeInstead(game: Game, player: PlayerId): boolean {
  const state = game.state.players[player];
  const declared = state.dredgeNext;
  if (!declared) return false;
  state.dredgeNext = null;
  const card = game.state.objects[declared.id]!;
  const amount = dredgeAmount(card);
  if (card.zone !== 'graveyard' || card.zcc !== declared.zcc || state.library.length < amount) return false;
  for (let milled = 0; milled < amount; milled += 1) moveObject(game, game.state.objects[state.library[0]!]!, 'graveyard');
  moveObject(game, card, 'hand');
  game.emit({ type: 'dredged', card: card.card.name, count: amount });
  return true;
}

addDrawReplacement(dredgeInstead);
