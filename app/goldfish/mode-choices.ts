// What the table's mode picker needs for a modal spell or ability (CR 700.2): the modes' texts,
// how many to choose, each mode's legal choices for its one target, and the entwine cost
// (CR 702.42). Modes with several targets get theirs chosen automatically, as the table does for
// every action with more than one target.
import type { Action, Game, TargetChoice } from '../engine/index.ts';
import { activatedAbilitiesOf } from '../engine/index.ts';
import { modalOf } from '../engine/abilities/modes.ts';
import { YOU, type StackItem, type Target } from '../engine/state/state.ts';
import { isLegalTarget } from '../engine/rules/targets.ts';
import { targetCandidates } from './target-candidates.ts';

export interface ModeChoices {
  /** Each mode's rules text (English, as the card has it), in printed order. */
  texts: string[];
  min: number;
  max: number;
  /** Per mode: how many targets it has. */
  targetCounts: number[];
  /** Per mode: the legal choices for its one target; null when it has none or several. */
  targets: (TargetChoice[] | null)[];
  /** The entwine cost as written, when the spell has one. */
  entwine: string | null;
}

function asTarget(game: Game, choice: TargetChoice): Target | undefined {
  if ('player' in choice) return { player: choice.player };
  if ('object' in choice) return { object: choice.object, zcc: game.state.objects[choice.object]!.zcc };
  const item = game.state.stack[game.state.stack.length - 1 - choice.stack];
  return item ? { stackItem: item.sid } : undefined;
}

/** A modal object on the stack as the table shows it: its chosen modes' texts ("• Draw a card."); null when it is not modal. */
export function chosenModesText(game: Game, item: StackItem): string | null {
  if (!item.modes) return null;
  const modal = modalOf(item.ability?.effects ?? game.state.objects[item.objectId]?.card.spell?.effects ?? []);
  return modal ? item.modes.map((mode) => `• ${modal.modes[mode]!.text}`).join(' ') : null;
}

/** The mode picker's data for a cast or activate action, or null when it is not modal. */
export function modeChoices(game: Game, action: Action): ModeChoices | null {
  if (action.do !== 'cast' && action.do !== 'activate') return null;
  const object = game.state.objects[action.card];
  if (!object) return null;
  const ability = action.do === 'cast' ? object.card.spell : activatedAbilitiesOf(game.state, object)[action.ability];
  const modal = ability ? modalOf(ability.effects) : undefined;
  if (!ability || !modal) return null;
  const candidates = targetCandidates(game);
  return {
    texts: modal.modes.map((mode) => mode.text),
    min: modal.min,
    max: modal.max,
    targetCounts: modal.modes.map((mode) => mode.targetCount),
    targets: modal.modes.map((mode) => {
      if (mode.targetCount !== 1) return null;
      const spec = ability.targets[mode.firstTarget]!;
      return candidates.filter((choice) => {
        const target = asTarget(game, choice);
        return target !== undefined && isLegalTarget(game, spec, target, YOU, object.id);
      });
    }),
    entwine: action.do === 'cast' ? (object.card.modeCosts.entwine?.text ?? null) : null,
  };
}
