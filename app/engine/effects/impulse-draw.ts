// "Until end of turn, you may play that card": the cards this ability exiled, while still in exile.
import { allowPlayFromExile } from '../abilities/impulse-draw.ts';
import type { EffectUnit } from './context.ts';

export const mayPlayExiled: EffectUnit<'mayPlayExiled'> = (game, effect, context) => {
  const state = game.state;
  const cards = (context.exiled ?? []).map((entry) => state.objects[entry.id]!).filter((card, index) => card.zcc === context.exiled![index]!.zcc);
  allowPlayFromExile(game, cards, effect);
};
