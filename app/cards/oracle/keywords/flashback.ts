// Flashback (CR 702.34): "You may cast this card from your graveyard by paying [cost] rather than
// its mana cost. If the flashback cost was paid, exile this card instead of putting it anywhere
// else any time it would leave the stack." German: Rückblende; Spanish: Retrospectiva.
import type { Cost } from '../abilities.ts';
import { parseCost } from '../costs.ts';

const PATTERN = /^(?:flashback|rückblende|retrospectiva)(?:\s*[—–]\s*|\s+)(.+)$/i;

/** The flashback cost of a "Flashback {2}{R}" line, or undefined. */
export function parseFlashback(line: string): Cost | undefined {
  const match = line.trim().match(PATTERN);
  return match ? parseCost(match[1]!) : undefined;
}
