// After the mode picker: whether the table asks for a target on the table. Only when the chosen
// modes have exactly one target between them; with several, the engine chooses them, as it does
// for every action with more than one target.
import type { ModeChoices } from '../../../../app/goldfish/mode-choices.ts';
import type { TargetChoice } from '../../../../app/engine/index.ts';

/** The legal choices for the one target of the chosen modes; null when they have none or several. */
export function chosenModesTarget(choices: ModeChoices, modes: readonly number[]): TargetChoice[] | null {
  const total = modes.reduce((sum, mode) => sum + (choices.targetCounts[mode] ?? 0), 0);
  if (total !== 1) return null;
  return choices.targets[modes.find((mode) => choices.targetCounts[mode] === 1)!] ?? null;
}
