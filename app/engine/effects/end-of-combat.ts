// "Sacrifice it at end of combat", "Destroy that creature at end of combat" (CR 511.2, 603.7):
// a delayed triggered ability created as this one resolves. It remembers what this ability's
// words meant (its source, targets and subject, each as the object it is now), so at end of
// combat it acts on the same objects, and on none that left the battlefield since (CR 400.7).
import type { Game } from '../turns/game.ts';
import type { DelayedTrigger } from '../state/state.ts';
import type { Effect } from '../../cards/oracle/abilities.ts';
import type { Context, EffectUnit } from './context.ts';

export const atEndOfCombat: EffectUnit<'at end of combat'> = (game, effect, context) => delayEffects(game, effect, context, 'end of combat');

/** "Destroy it at the beginning of the next end step" (CR 513.1, 603.7): the same, at the next end step. */
export const atNextEndStep: EffectUnit<'at the next end step'> = (game, effect, context) => delayEffects(game, effect, context, 'end');

/** "At the beginning of your next upkeep, pay {2}{B}. If you don't, …" (the Pacts; CR 603.7). */
export const atYourNextUpkeep: EffectUnit<'at your next upkeep'> = (game, effect, context) => delayEffects(game, effect, context, 'upkeep');

function delayEffects(game: Game, effect: { effects: readonly Effect[]; text: string }, context: Context, step: 'end of combat' | 'end' | 'upkeep'): void {
  const state = game.state;
  const from = context.item;
  (state.delayed ??= []).push({
    step,
    controller: from.controller,
    sourceName: from.sourceName,
    what: 'effects',
    cards: [],
    item: {
      sid: 0, // numbered as it goes on the stack
      kind: 'trigger',
      objectId: from.objectId,
      sourceZcc: from.sourceZcc,
      sourceName: from.sourceName,
      controller: from.controller,
      ability: null,
      effects: effect.effects,
      targetSpecs: from.targetSpecs,
      targets: from.targets.slice(),
      x: context.x,
      text: effect.text,
      ...(from.subject ? { subject: from.subject } : {}),
      ...(from.thatPlayer !== undefined ? { thatPlayer: from.thatPlayer } : {}),
    },
  });
}

/** At end of combat (or the next end step): the delayed ability goes on the stack, its targets checked again as it resolves. */
export function putDelayedOnStack(game: Game, trigger: DelayedTrigger): void {
  const item = trigger.item;
  if (!item) return;
  if (game.events) game.emit({ type: 'triggered', source: item.sourceName, text: item.text });
  game.state.stack.push({ ...item, sid: game.state.nextStackId++, targets: item.targets.slice() });
}
