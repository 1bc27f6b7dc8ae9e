// Escalate (CR 702.120): "Escalate [cost]" means "For each mode you choose beyond the first as
// you cast this spell, you pay an additional [cost]." Only mana costs are read (the engine adds
// them to the spell's mana cost, `app/engine/abilities/modes.ts`). German: Eskalation; Spanish: Escalada.
import type { Cost } from '../abilities.ts';
import { manaOnlyKeywordCost } from './entwine.ts';

const PATTERN = /^(?:escalate|eskalation|escalada)(?:\s*[—–]\s*|\s+)(.+)$/i;

/** The escalate cost of an "Escalate {1}" line (mana only), or undefined. */
export function parseEscalate(line: string): Cost | undefined {
  return manaOnlyKeywordCost(line, PATTERN);
}
