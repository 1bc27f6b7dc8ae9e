// Loyalty abilities (CR 606): "+1: …", "−2: …", "0: …", "−X: …". The cost is a number of loyalty
// counters put on or removed from the planeswalker (CR 606.4); the ability may be activated only
// as a sorcery and only if no loyalty ability of that permanent has been activated this turn
// (CR 606.3). The engine's side is app/engine/rules/loyalty.ts.
import type { Cost } from '../abilities.ts';
import { describeCost, emptyCost } from '../costs.ts';

/** "+1", "−2" (Oracle's minus sign U+2212, an en dash or a hyphen), "0", "−X", "+X". */
const LOYALTY_COST = /^\s*([+−–-]?)(\d+|X)\s*$/;

/** The cost of a loyalty ability, or undefined when `text` is not a loyalty cost. */
export function parseLoyaltyCost(text: string): Cost | undefined {
  const match = text.match(LOYALTY_COST);
  if (!match) return undefined;
  const sign = match[1] === '' || match[1] === '+' ? 1 : -1;
  if (match[2] === 'X') {
    // "−X": remove X counters (the action's x, CR 107.3); "+X" is not printed on any card.
    if (sign > 0) return undefined;
    const cost: Cost = { ...emptyCost(), loyalty: 'X' };
    return { ...cost, text: describeCost(cost) };
  }
  if (match[1] === '' && match[2] !== '0') return undefined; // "2: …" is not a loyalty cost
  const cost: Cost = { ...emptyCost(), loyalty: sign * Number(match[2]) };
  return { ...cost, text: describeCost(cost) };
}
