// Delayed triggered abilities (CR 603.7): created by effects ("return that card to the battlefield
// at the beginning of the next end step", "draw a card at the beginning of the next turn's
// upkeep", "sacrifice it at the beginning of the next end step"), they trigger when their step
// begins and use the stack like any other triggered ability (CR 603.7a, 603.3): a player may
// respond, a Stifle-like ability can counter them, and they log `triggered` and `resolved`.
// Their action is the effect `delayed action` (effects/delayed-action.ts), carried out on resolution.
import type { TriggeredAbility } from '../../cards/oracle/abilities.ts';
import type { EventOf } from '../events/engine-events.ts';
import type { Game } from '../turns/game.ts';
import type { DelayedTrigger, GameState } from '../state/state.ts';
import { reboundTriggers } from './cast-triggers.ts';
import { putDelayedOnStack } from '../effects/end-of-combat.ts';

type Action = Exclude<DelayedTrigger['what'], 'effects' | 'rebound'>;

const TEXT: Record<Action, string> = {
  draw: 'Draw a card.',
  'return exiled': 'Return the exiled card to the battlefield.',
  sacrifice: 'Sacrifice it.',
  exile: 'Exile it.',
  bounce: "Return it to its owner's hand.",
};

/** Whether a delayed trigger waits for a step (the dispatcher's gate). */
export const delayedTriggersWait = (state: GameState): boolean => (state.delayed?.length ?? 0) > 0;

/** The step's delayed triggers: each becomes a pending trigger, in the order they were created. */
export function onStepBeganDelayed(game: Game, { step }: EventOf<'step began'>): void {
  const state = game.state;
  if (!state.delayed || state.delayed.length === 0) return;
  const due = state.delayed.filter((trigger) => trigger.step === step);
  if (due.length === 0) return;
  state.delayed = state.delayed.filter((trigger) => trigger.step !== step);
  for (const trigger of due) {
    if (trigger.what === 'rebound') reboundTriggers(game, trigger);
    else if (trigger.what === 'effects') putDelayedOnStack(game, trigger); // "at end of combat" (effects/end-of-combat.ts)
    else {
      const source = trigger.source ?? trigger.cards[0];
      const object = source ? state.objects[source.id] : undefined;
      state.pending.push({
        objectId: object?.id ?? 0,
        sourceZcc: source?.zcc ?? 0,
        sourceName: trigger.sourceName,
        controller: trigger.controller,
        ability: delayedAbility(trigger.what, trigger.cards),
      });
    }
  }
}

function delayedAbility(what: Action, cards: DelayedTrigger['cards']): TriggeredAbility {
  return { kind: 'triggered', event: { on: 'upkeep keyword' }, effects: [{ kind: 'delayed action', what, cards }], targets: [], text: TEXT[what] };
}
