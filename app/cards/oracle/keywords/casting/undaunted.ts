// Undaunted (CR 702.125a): "This spell costs {1} less to cast for each opponent you have." A
// goldfish game has one opponent: the spell costs {1} less (the generic part only, CR 601.2f:
// it never reduces coloured mana). German: Unerschrocken; Spanish: Impávido.
import { flagModule } from './model.ts';

export const undaunted = flagModule('undaunted', ['undaunted', 'unerschrocken', 'impávido'], 'undaunted');

/** How many opponents the caster has at a goldfish table. */
export const GOLDFISH_OPPONENTS = 1;
