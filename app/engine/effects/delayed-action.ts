// A delayed trigger's action as it resolves (CR 603.7; delayed-triggers.ts): each remembered card
// is acted on only if it is still the object that was remembered (CR 400.7) and where the action expects it.
import type { EffectUnit } from './context.ts';
import { drawCard, moveObject } from '../events/zones.ts';

const ZONE = { sacrifice: 'graveyard', exile: 'exile', bounce: 'hand' } as const;

export const delayedAction: EffectUnit<'delayed action'> = (game, effect, context) => {
  const state = game.state;
  if (effect.what === 'draw') {
    drawCard(game, context.item.controller);
    return;
  }
  for (const card of effect.cards) {
    const object = state.objects[card.id]!;
    if (object.zcc !== card.zcc) continue; // CR 400.7: a new object, not the one remembered
    if (effect.what === 'return exiled') {
      if (object.zone === 'exile') moveObject(game, object, 'battlefield', { controller: object.owner });
    } else if (object.zone === 'battlefield') moveObject(game, object, ZONE[effect.what], effect.what === 'sacrifice' ? { sacrificed: true } : {});
  }
};
