// The London mulligan policy shared by the runners (CR 103.5: draw seven, then put one card on
// the bottom for each mulligan taken). Deciding on the seven drawn cards, not on the hand after
// bottoming, matches how players think about "a seven with two to five lands".
import type { MulliganSettings } from './types.ts';

/** Whether to keep a seven holding `landsInSeven` lands after `mulligansTaken` mulligans. */
export function keepsHand(landsInSeven: number, mulligansTaken: number, settings: MulliganSettings): boolean {
  if (!settings.enabled || mulligansTaken >= settings.maxMulligans) return true;
  return landsInSeven >= settings.minLands && landsInSeven <= settings.maxLands;
}

/**
 * How many of the `toBottom` cards put on the bottom are lands: one at a time, a land while
 * the hand holds more lands than spells, otherwise a spell (and never a card the hand lacks).
 */
export function landsToBottom(lands: number, spells: number, toBottom: number): number {
  let bottomedLands = 0;
  for (let i = 0; i < toBottom; i += 1) {
    if ((lands > spells && lands > 0) || spells === 0) {
      lands -= 1;
      bottomedLands += 1;
    } else {
      spells -= 1;
    }
  }
  return bottomedLands;
}

/** Checks settings coming from users (CLI, api): a clear message naming the field. */
export function validateMulliganSettings(settings: MulliganSettings): void {
  const { minLands, maxLands, maxMulligans } = settings;
  for (const [name, value] of Object.entries({ minLands, maxLands, maxMulligans })) {
    if (!Number.isInteger(value) || value < 0 || value > 7) throw new RangeError(`mulligan.${name} must be a whole number from 0 to 7, got ${value}`);
  }
  if (minLands > maxLands) throw new RangeError(`mulligan.minLands (${minLands}) is more than mulligan.maxLands (${maxLands})`);
}
