// "~ becomes a 2/2 Assembly-Worker artifact creature until end of turn": see app/engine/rules/animation.ts.
import { animate as animateObject } from '../rules/animation.ts';
import { objectsOf, type EffectUnit } from './context.ts';

export const animate: EffectUnit<'animate'> = (game, effect, context) => {
  const types = effect.artifact ? ['Artifact', 'Creature'] : ['Creature'];
  for (const object of objectsOf(game, effect.objects, context)) {
    animateObject(object, { power: effect.power, toughness: effect.toughness, colors: effect.colors, types, subtypes: effect.subtypes, untilEndOfTurn: effect.untilEndOfTurn, ...(effect.legendary ? { supertypes: ['Legendary'] } : {}) });
    // Layer 6: the keywords last as long as the animation.
    if (effect.keywords.length === 0) continue;
    if (effect.untilEndOfTurn) object.keywordsUntilEndOfTurn = [...(object.keywordsUntilEndOfTurn ?? []), ...effect.keywords];
    else object.keywordsGained = [...(object.keywordsGained ?? []), ...effect.keywords];
  }
};
