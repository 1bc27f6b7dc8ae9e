// Choosing the modes of a modal spell or ability (CR 700.2) as it is cast, activated or put on the
// stack: the modes the player named, or by default the first modes in printed order whose
// targets can all be chosen (docs/rules-modes.md). Only the chosen modes' targets are chosen
// (CR 700.2b, 601.2c); the object on the stack carries the chosen modes' effects, and its target
// list keeps every mode's slots with the unchosen ones empty, so the tree's slot numbers hold.
// Entwine (CR 702.42) chooses every mode for an extra cost; escalate (CR 702.120) costs extra for
// each mode beyond the first.
import type { Effect, ModalEffect, TargetSpec } from '../../cards/oracle/abilities.ts';
import type { ModeCosts } from '../../cards/oracle/keywords/mode-costs.ts';
import type { ManaSymbol } from '../../cards/mana-symbols.ts';
import type { Game } from '../turns/game.ts';
import { msg, type Message } from '../messages/message.ts';
import type { PlayerId, Target } from '../state/state.ts';
import { chooseTargetsAutomatically } from '../rules/targets.ts';

/** What the player asked for: mode indices (0-based, printed order) and whether to entwine. */
export interface ModeRequest {
  readonly modes?: readonly number[];
  readonly entwine?: boolean;
}

export interface ModeChoice {
  /** The chosen modes, in printed order; empty for an object that is not modal. */
  readonly modes: readonly number[];
  /** The object's effects with the modal effect replaced by the chosen modes' effects. */
  readonly effects: readonly Effect[];
  /** The target slots to choose now (the chosen modes' slots, in order). */
  readonly specs: readonly TargetSpec[];
  /** The index in the object's whole target list of each of `specs`; null when `specs` is that whole list (not modal). */
  readonly slots: readonly number[] | null;
  /** Entwine or escalate mana added to the cost (CR 601.2f). */
  readonly extraMana: readonly ManaSymbol[];
}

/** The modal effect of an ability's effects, if it has one. */
export function modalOf(effects: readonly Effect[]): ModalEffect | undefined {
  return effects.find((effect): effect is ModalEffect => effect.kind === 'modal');
}

const slotsOf = (modal: ModalEffect, modes: readonly number[]): number[] =>
  modes.flatMap((index) => Array.from({ length: modal.modes[index]!.targetCount }, (_, offset) => modal.modes[index]!.firstTarget + offset));

function choiceOf(effects: readonly Effect[], specs: readonly TargetSpec[], modal: ModalEffect, modes: readonly number[], extraMana: readonly ManaSymbol[]): ModeChoice {
  const sorted = modes.slice().sort((a, b) => a - b);
  const slots = slotsOf(modal, sorted);
  return {
    modes: sorted,
    effects: effects.flatMap((effect) => (effect === modal ? sorted.flatMap((index) => modal.modes[index]!.effects) : [effect])),
    specs: slots.map((slot) => specs[slot]!),
    slots,
    extraMana,
  };
}

/**
 * CR 700.2a: the first `min` modes in printed order whose targets can all be chosen, each taken
 * only when its targets and those of the modes taken before it can be chosen together.
 */
export function defaultModes(game: Game, modal: ModalEffect, specs: readonly TargetSpec[], controller: PlayerId, sourceId: number): number[] | undefined {
  const chosen: number[] = [];
  for (let index = 0; index < modal.modes.length && chosen.length < modal.min; index += 1) {
    const candidate = [...chosen, index];
    if (chooseTargetsAutomatically(game, slotsOf(modal, candidate).map((slot) => specs[slot]!), controller, sourceId)) chosen.push(index);
  }
  return chosen.length === modal.min ? chosen : undefined;
}

/** Why a list of modes can't be chosen for this modal effect, or null (CR 700.2: how many, each once, each printed). */
function modesProblem(modal: ModalEffect, modes: readonly number[]): Message | null {
  for (const mode of modes) {
    if (!Number.isInteger(mode) || mode < 0 || mode >= modal.modes.length) return msg('refusal.noMode', { mode: String(mode), last: modal.modes.length - 1 });
  }
  const twice = modes.find((mode, index) => modes.indexOf(mode) !== index);
  if (twice !== undefined) return msg('refusal.modeTwice', { mode: twice });
  if (modes.length < modal.min || modes.length > modal.max) {
    return modal.min === modal.max ? msg('refusal.modeCount', { count: modal.min, given: modes.length }) : msg('refusal.modeCountRange', { min: modal.min, max: modal.max, given: modes.length });
  }
  return null;
}

// Shared by every object that is not modal: the engine checks casts constantly (the simulator).
const NONE: readonly number[] = [];
const NONE_MANA: readonly ManaSymbol[] = [];

const times = (symbols: readonly ManaSymbol[], count: number): ManaSymbol[] => Array.from({ length: count }, () => symbols).flat();

/**
 * The modes of a spell or ability as it is cast or activated: checked when the player named
 * them, the default otherwise; a refusal when they can't be chosen. Objects that are not modal
 * take no modes (naming some is refused).
 */
export function chooseModes(game: Game, effects: readonly Effect[], specs: readonly TargetSpec[], request: ModeRequest, costs: ModeCosts, controller: PlayerId, sourceId: number): ModeChoice | Message {
  const modal = modalOf(effects);
  if (!modal) {
    if ((request.modes && request.modes.length > 0) || request.entwine) return msg('refusal.notModal');
    return { modes: NONE, effects, specs, slots: null, extraMana: NONE_MANA };
  }
  if (request.entwine) {
    // CR 702.42a: every mode, for the entwine cost on top of the mana cost.
    if (!costs.entwine) return msg('refusal.noEntwine');
    const all = modal.modes.map((_, index) => index);
    if (request.modes && request.modes.length > 0 && request.modes.length !== all.length) return msg('refusal.entwineAllModes', { total: all.length });
    return choiceOf(effects, specs, modal, all, costs.entwine.mana);
  }
  let modes: readonly number[];
  if (request.modes && request.modes.length > 0) {
    const problem = modesProblem(modal, request.modes);
    if (problem) return problem;
    modes = request.modes;
  } else {
    const found = defaultModes(game, modal, specs, controller, sourceId);
    if (!found) return msg('refusal.noModes', { count: modal.min });
    modes = found;
  }
  // CR 702.120a: escalate is paid once for each mode beyond the first.
  const extra = costs.escalate ? times(costs.escalate.mana, modes.length - 1) : [];
  return choiceOf(effects, specs, modal, modes, extra);
}

/** The object's whole target list: the chosen targets in their slots, every other slot empty (null). */
export function placeTargets(choice: ModeChoice, total: number, chosen: Target[]): Target[] {
  if (choice.slots === null) return chosen;
  const targets: Target[] = Array.from({ length: total }, () => null as unknown as Target);
  choice.slots.forEach((slot, index) => {
    targets[slot] = chosen[index] ?? (null as unknown as Target);
  });
  return targets;
}

/**
 * A triggered ability put on the stack (CR 603.3c, 700.2a): its default modes, then its targets
 * chosen automatically; undefined when they can't be (the trigger is removed).
 */
export function automaticModesAndTargets(game: Game, effects: readonly Effect[], specs: readonly TargetSpec[], controller: PlayerId, sourceId: number): { effects: readonly Effect[]; targets: Target[]; modes: readonly number[] } | undefined {
  const choice = chooseModes(game, effects, specs, {}, {}, controller, sourceId);
  if ('key' in choice) return undefined;
  const chosen = chooseTargetsAutomatically(game, choice.specs, controller, sourceId);
  if (!chosen) return undefined;
  return { effects: choice.effects, targets: placeTargets(choice, specs.length, chosen), modes: choice.modes };
}
