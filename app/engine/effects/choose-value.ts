// "Choose a color." / "Choose a creature type." / "Choose a [nonland] card name." as a sentence of its own (CR 608.2d: chosen as the
// spell or ability resolves): the source keeps the choice in `chosen`, where "of the chosen color",
// "of that type" read it (filters.ts, enters-choices.ts matchesChosen). The answer is a colour
// (W…G or its name) or a creature type; the defaults are the colour most common among the
// opponent's permanents (white without one) and your most common creature type.
import { cardNameOptions, COLOR_LETTERS, defaultCardName } from '../rules/enters-choices.ts';
import { chosenTypeQuestion, defaultChosenType } from '../rules/chosen-types.ts';
import type { Game } from '../turns/game.ts';
import type { StackItem } from '../state/state.ts';
import { defaultProtectionColor } from './choice-verbs.ts';
import { takeAnswer, type EffectUnit } from './context.ts';

type What = 'color' | 'creature type' | 'card name' | 'nonland card name';

function defaultValue(game: Game, item: StackItem, what: What): string {
  if (what === 'card name' || what === 'nonland card name') return defaultCardName(game, game.state.objects[item.objectId]!, what === 'nonland card name');
  return what === 'color' ? defaultProtectionColor(game, item) : defaultChosenType(game, item, what, game.state.objects[item.objectId]!);
}

/** What the table offers for the choice. */
export function chooseValueQuestion(game: Game, item: StackItem, what: What): { options: string[]; suggested: string } {
  if (what === 'card name' || what === 'nonland card name') return { options: cardNameOptions(game, what === 'nonland card name'), suggested: defaultValue(game, item, what) };
  if (what === 'color') return { options: [...COLOR_LETTERS], suggested: defaultValue(game, item, what) };
  return chosenTypeQuestion(game, item, what);
}

export const chooseValue: EffectUnit<'chooseValue'> = (game, effect, context) => {
  const { given, value } = takeAnswer(context);
  const chosen = given && typeof value === 'string' ? value : defaultValue(game, context.item, effect.what);
  const source = game.state.objects[context.item.objectId]!;
  source.chosen = effect.what === 'color' ? { ...source.chosen, color: chosen } : effect.what === 'creature type' ? { ...source.chosen, creatureType: chosen } : { ...source.chosen, cardName: chosen };
};
