// Entwine (CR 702.42): "You may choose all modes of this spell instead of just the number
// specified. If you do, you pay an additional [cost]." Only mana costs are read: the engine pays
// them with the spell's mana cost (`app/engine/abilities/modes.ts`). German: Gemeinsam; Spanish: Entrelazar.
import type { Cost } from '../abilities.ts';
import { parseCost } from '../costs.ts';

const PATTERN = /^(?:entwine|gemeinsam|entrelazar)(?:\s*[—–]\s*|\s+)(.+)$/i;

/** The entwine cost of an "Entwine {2}" line (mana only), or undefined. */
export function parseEntwine(line: string): Cost | undefined {
  return manaOnlyKeywordCost(line, PATTERN);
}

/** The cost after a keyword when it is mana only ("Entwine {2}", "Escalate {1}"); undefined otherwise. */
export function manaOnlyKeywordCost(line: string, pattern: RegExp): Cost | undefined {
  const match = line.trim().match(pattern);
  const cost = match ? parseCost(match[1]!) : undefined;
  return cost && cost.mana.length > 0 && !cost.tap && !cost.discardSelf && cost.payLife === 0 && cost.sacrifice === null && cost.discardOther === 0 ? cost : undefined;
}
