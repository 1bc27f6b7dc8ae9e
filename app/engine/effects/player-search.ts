// "Its controller may search their library for a basic land card, put it onto the battlefield, then
// shuffle their library" and "Each player / each opponent may search their library …" (CR 701.19):
// each of those players searches their own library, and what they find goes to their own hand or
// onto the battlefield under their control. Your own search is the "may" question you answer (yes
// with a card name, or no); the goldfish opponent always searches and takes the first cards that
// match, as it takes the default of every choice it makes (docs/rules-library.md).
import { playersOf, type EffectUnit } from './context.ts';
import { runEffects } from './index.ts';

export const playerSearch: EffectUnit<'playerSearch'> = (game, effect, context) => {
  for (const player of playersOf(effect.who, effect.target, context, game)) {
    if (player === context.item.controller) {
      runEffects(game, effect.must ? effect.search.effects : [effect.search], context);
      continue;
    }
    // The searched library and the new controller are the searcher's: the search runs as theirs, with every default.
    runEffects(game, effect.search.effects, { ...context, item: { ...context.item, controller: player }, answer: undefined, asked: true });
  }
};
