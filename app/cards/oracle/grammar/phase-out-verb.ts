// "~ phases out", "Target artifact, creature, or land phases out", "Enchanted creature phases out",
// "All lands you control phase out" (CR 702.26d): the engine's phasing (engine/phasing.ts) takes
// the permanent out until its controller's next untap step.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export const phaseOutVerb = (c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'object' || !(c.accept('phases out') || c.accept('phase out'))) return undefined;
  return [{ kind: 'phaseOut', objects: subject.ref }];
};
