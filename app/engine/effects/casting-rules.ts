// "Your opponents can't cast spells this turn", "Target player can't cast creature spells this
// turn", "You may cast creature spells this turn as though they had flash", "Creature spells you
// cast this turn can't be countered": a rule on each player it names until the turn ends.
import { addTurnCastingRule } from '../rules/casting-rules.ts';
import { playersOf, type EffectUnit } from './context.ts';

export const castingRuleThisTurn: EffectUnit<'castingRuleThisTurn'> = (game, effect, context) => {
  for (const player of playersOf(effect.who, effect.target, context, game)) addTurnCastingRule(game.state, player, context.item.sourceName, effect.rule);
};
