// "Target opponent reveals their hand. You choose a nonland card from it. That player discards that
// card." and its kin (grammar/hand-attack.ts). The player whose hand it is reveals it (or only
// `revealCount` cards of it: the goldfish shows its first ones; you, choosing both the cards and the
// one among them, may as well choose from your whole hand); you choose a matching card — the one a
// `resolve` choice names, else the first — and they discard it (`exileChosen`: you exile it).
// `discardAll`: they discard every matching card (Cabal Therapy's "all cards with that name").
import type { Effect } from '../../cards/oracle/abilities.ts';
import { matchesFilter } from '../rules/filters.ts';
import { filterWithX } from '../rules/mana-value-x.ts';
import type { Game } from '../turns/game.ts';
import { type GameObject, otherPlayer, type PlayerId, type StackItem } from '../state/state.ts';
import { discardCard, discardCards, moveObject } from '../events/zones.ts';
import { amountOf, playersOf, takeAnswer, type Answer, type EffectUnit } from './context.ts';

type RevealHand = Extract<Effect, { kind: 'revealHand' }>;

/** The cards the player shows: the whole hand, or its first `count` (the goldfish's choice; yours is free anyway). */
function revealedCards(game: Game, player: PlayerId, controller: PlayerId, count: number | undefined): GameObject[] {
  const hand = game.state.players[player].hand.map((id) => game.state.objects[id]!);
  if (count === undefined || player === controller) return count === 0 ? [] : hand;
  return hand.slice(0, Math.max(0, count));
}

/** The revealed cards you may choose. */
function choosable(game: Game, item: StackItem, effect: RevealHand, revealed: readonly GameObject[]): GameObject[] {
  const filter = filterWithX(effect.discardChosen, item.x); // "with converted mana cost X or less" (Venarian Glimmer)
  return revealed.filter((card) => filter === null || filter === undefined || matchesFilter(game.state, card, filter, item.controller, item.objectId));
}

/** Whose hand, without a resolution context (the choice is checked before anything moves). */
function handOwner(item: StackItem, effect: RevealHand): PlayerId | undefined {
  if (effect.who === 'target') {
    const target = item.targets[effect.target ?? -1];
    return target && 'player' in target ? target.player : undefined;
  }
  if (effect.who === 'that player') return item.thatPlayer;
  return effect.who === 'you' ? item.controller : otherPlayer(item.controller);
}

/** The names of the cards you may choose, in hand order (a counted reveal other than N or X: the whole hand). */
export function handChoiceOptions(game: Game, item: StackItem, effect: RevealHand): string[] {
  const player = handOwner(item, effect);
  const count = typeof effect.revealCount === 'number' ? effect.revealCount : effect.revealCount === 'X' ? item.x : undefined;
  return player === undefined ? [] : choosable(game, item, effect, revealedCards(game, player, item.controller, count)).map((card) => card.card.name);
}

/** A `resolve` choice for "you choose a card from it": the name of a card you may choose. */
export function handChoiceAnswer(game: Game, item: StackItem, effect: RevealHand, choice: unknown): Answer | string {
  if (typeof choice !== 'string') return 'the choice is the name of a card in the revealed hand';
  return handChoiceOptions(game, item, effect).includes(choice) ? { value: choice } : `"${choice}" is not a ${effect.discardChosen?.text ?? 'card'} you may choose from that hand`;
}

export const revealHand: EffectUnit<'revealHand'> = (game, effect, context) => {
  const controller = context.item.controller;
  for (const player of playersOf(effect.who, effect.target, context, game)) {
    const count = effect.revealCount === undefined ? undefined : amountOf(game, effect.revealCount, context);
    const revealed = revealedCards(game, player, controller, count);
    for (const card of revealed) game.emit({ type: 'revealed', card: card.card.name });
    const all = effect.discardAll;
    if (all) {
      discardCards(game, revealed.filter((card) => matchesFilter(game.state, card, all, controller, context.item.objectId))); // at once (CR 603.2c)
    }
    if (effect.discardChosen === undefined) continue;
    const matching = choosable(game, context.item, effect, revealed);
    const { given, value } = takeAnswer(context);
    const chosen = (given && typeof value === 'string' ? matching.find((card) => card.card.name === value) : undefined) ?? matching[0];
    if (!chosen) continue;
    if (effect.exileChosen) moveObject(game, chosen, 'exile');
    else discardCard(game, chosen, false);
  }
};
