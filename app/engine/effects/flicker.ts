// "… then return that card to the battlefield under its owner's / your control" after this ability
// exiled it (grammar/flicker.ts). Only a card still in exile as the object this ability put there
// comes back (CR 400.7); it returns as a new object, untapped, with its enters-the-battlefield
// abilities triggering like any permanent's.
import { moveObject } from '../events/zones.ts';
import type { EffectUnit } from './context.ts';

export const returnExiled: EffectUnit<'returnExiled'> = (game, effect, context) => {
  for (const { id, zcc } of context.exiled ?? []) {
    const card = game.state.objects[id]!;
    if (card.zone !== 'exile' || card.zcc !== zcc) continue;
    moveObject(game, card, 'battlefield', { controller: effect.underYourControl ? context.item.controller : card.owner });
  }
};
