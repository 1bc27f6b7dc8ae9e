// Morph (CR 702.37) and megamorph (CR 702.37b): the card may be cast face down for {3} as a 2/2
// creature with no name, text, subtypes or mana cost (CR 708.2); its controller may turn it face
// up any time they have priority by paying the morph cost (a special action, CR 116.2b: no
// stack); a megamorph creature gets a +1/+1 counter as it is turned face up. German: Morph,
// Megamorph; Spanish: Metamorfosis, Megamorfosis. Mana costs only: "Morph—Reveal a white card"
// and the like stay text.
import type { Cost } from '../abilities.ts';
import { parseCost } from '../costs.ts';

export interface Morph {
  /** The cost to turn it face up (CR 702.37a). */
  readonly cost: Cost;
  readonly megamorph: boolean;
}

const PATTERN = /^(morph|megamorph|metamorfosis|megamorfosis)(?:\s*[—–]\s*|\s+)(.+)$/i;

export function parseMorph(line: string): Morph | undefined {
  const match = line.trim().match(PATTERN);
  if (!match) return undefined;
  const cost = parseCost(match[2]!);
  if (!cost || cost.tap || cost.discardSelf || cost.payLife > 0 || cost.sacrifice !== null || cost.discardOther > 0 || cost.mana.length === 0) return undefined;
  return { cost, megamorph: /^mega/i.test(match[1]!) };
}
