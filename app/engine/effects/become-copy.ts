// "~ becomes a copy of target artifact[, except it has this ability][ until end of turn]" (CR 707.2,
// 707.9b): the source takes the target's copiable values (enters-as-copy.ts keeps its own card).
import { becomeCopyOf } from '../rules/enters-as-copy.ts';
import { sourceOnBattlefield, targetObject, type EffectUnit } from './context.ts';

export const becomeCopy: EffectUnit<'becomeCopy'> = (game, effect, context) => {
  const self = sourceOnBattlefield(game, context);
  const original = targetObject(game, context, effect.of);
  if (!self || !original || original.zone !== 'battlefield') return;
  // "Except it has this ability": the line itself, kept by the copy (CR 707.9b).
  // The ability's text lacks its cost: the whole line is found in the source's rules text.
  const line = effect.thisAbility ? (self.card.definition.oracle_text ?? '').split('\n').find((text) => text.endsWith(context.item.text)) : undefined;
  if (effect.thisAbility && !line) return;
  const except = line ? { lines: [line.split(self.card.name).join('~')] } : (effect.except ?? {});
  becomeCopyOf(self, original.card, except, effect.untilEndOfTurn);
};
