// "Put a creature card from your hand onto the battlefield" (CR 110.2: it enters under your
// control). The default choice is the matching card with the greatest mana value; a card name
// given to `resolve` chooses that card.
import { manaValue } from '../../cards/mana-symbols.ts';
import { matchesFilter } from '../rules/filters.ts';
import type { GameObject } from '../state/state.ts';
import { moveObject } from '../events/zones.ts';
import { noteEntered, takeAnswer, type EffectUnit } from './context.ts';

export const putFromHand: EffectUnit<'putFromHand'> = (game, effect, context) => {
  const controller = context.item.controller;
  const candidates = game.state.players[controller].hand
    .map((id) => game.state.objects[id]!)
    .filter((card) => matchesFilter(game.state, card, effect.filter, controller, context.item.objectId));
  const { given, value } = takeAnswer(context);
  let chosen: GameObject | undefined;
  if (given && typeof value === 'string') chosen = candidates.find((card) => card.card.name === value);
  else if (!given || value !== null) for (const card of candidates) if (!chosen || manaValue(card.card.manaCost) > manaValue(chosen.card.manaCost)) chosen = card;
  if (!chosen) return;
  moveObject(game, chosen, 'battlefield', { controller, ...(effect.tapped ? { tapped: true } : {}) });
  noteEntered(context, chosen);
};
