// The keywords that let a modal spell's controller choose more modes for an extra cost:
// entwine (CR 702.42) and escalate (CR 702.120).
import type { Cost } from '../abilities.ts';
import { parseEntwine } from './entwine.ts';
import { parseEscalate } from './escalate.ts';

export interface ModeCosts {
  /** CR 702.42a: pay this in addition to choose every mode. */
  readonly entwine?: Cost;
  /** CR 702.120a: pay this once for each mode chosen beyond the first. */
  readonly escalate?: Cost;
}

/** An "Entwine {2}" or "Escalate {1}" line, or undefined. */
export function parseModeCost(line: string): { keyword: keyof ModeCosts; cost: Cost } | undefined {
  const entwine = parseEntwine(line);
  if (entwine) return { keyword: 'entwine', cost: entwine };
  const escalate = parseEscalate(line);
  return escalate ? { keyword: 'escalate', cost: escalate } : undefined;
}
