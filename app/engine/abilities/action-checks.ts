// The checks every prepared action starts with (turns/actions.ts, and the ability families that
// prepare their own actions: face-down, dredge): the object still exists, a player has priority,
// sorcery timing. Below the action dispatcher so those families need not import it.
import type { Game } from '../turns/game.ts';
import type { GameObject } from '../state/state.ts';
import { msg, type Message, type MessageParam } from '../messages/message.ts';
import { phaseParams } from '../messages/words.ts';

/** The reason the action is illegal, or the function that performs it. */
export type Prepared = Message | (() => void);

export function objectOrError(game: Game, id: number): GameObject | Message {
  const object = game.state.objects[id];
  return object && object.zone !== 'none' ? object : msg('refusal.noCard', { id });
}

/** CR 117: no player gets priority in the untap step or (normally) the cleanup step. */
export function priorityProblem(game: Game): Message | null {
  const phase = game.state.phase;
  return phase === 'untap' || phase === 'cleanup' ? msg('refusal.noPriority', phaseParams(phase)) : null;
}

/** The refusals for sorcery timing of one kind of action: outside a main phase, and with a non-empty stack. */
export interface TimingRefusals {
  phase: 'refusal.landTiming' | 'refusal.castTiming' | 'refusal.activateTiming';
  stack: 'refusal.landStack' | 'refusal.castStack' | 'refusal.activateStack';
}

/**
 * CR 307.1: sorcery timing = your main phase and an empty stack. The refusal (and its
 * parameters) is built only when there is one: the simulator checks timing constantly.
 */
export function sorceryTimingProblem(game: Game, what: TimingRefusals, params: () => Record<string, MessageParam>): Message | null {
  const state = game.state;
  if (state.phase !== 'main1' && state.phase !== 'main2') return msg(what.phase, { ...params(), ...phaseParams(state.phase) });
  if (state.stack.length > 0) return msg(what.stack, params());
  return null;
}

export const CAST_TIMING: TimingRefusals = { phase: 'refusal.castTiming', stack: 'refusal.castStack' };
