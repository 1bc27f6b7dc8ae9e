// "As an additional cost to cast this spell, sacrifice a creature." (CR 601.2b, 601.2h): a cost
// paid with the mana cost. German: "Als zusätzliche Kosten, um diesen Zauberspruch zu wirken, …";
// Spanish: "Como coste adicional para lanzar este hechizo, …".
import type { Cost } from '../abilities.ts';
import { parseCost } from '../costs.ts';

const PATTERN = /^(?:as an additional cost to cast (?:this spell|~)|als zusätzliche kosten, um ~ zu wirken|como coste adicional para lanzar ~),\s*(.+?)\.?$/i;

export function parseAdditionalCost(line: string): Cost | undefined {
  const match = line.trim().match(PATTERN);
  if (!match) return undefined;
  const cost = parseCost(match[1]!);
  // Only what a spell can pay besides mana: a sacrifice, a discard, life.
  return cost && cost.mana.length === 0 && !cost.tap && !cost.discardSelf && cost.sacrifice !== 'self' ? cost : undefined;
}
