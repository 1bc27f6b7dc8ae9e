// Mentor (CR 702.134a): "Whenever this creature attacks, put a +1/+1 counter on target attacking
// creature with lesser power." No such target: the trigger is removed (CR 603.3d). German and
// Spanish: Mentor.
import type { TriggeredAbility } from '../abilities.ts';
import { bareKeyword } from './numbered.ts';

const ATTACKING_WITH_LESSER_POWER = {
  anyOf: [{ words: [{ english: 'Creature', kind: 'type' as const }], text: 'creature' }],
  none: [], colors: [], notColors: [], attacking: true, lesserPowerThanSource: true,
  text: 'attacking creature with lesser power',
};

export const MENTOR: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'attacks self' },
  effects: [{ kind: 'counters', counter: '+1/+1', count: 1, to: 'target', target: 0 }],
  targets: [{ kind: 'creature', filter: ATTACKING_WITH_LESSER_POWER }],
  text: 'Mentor: put a +1/+1 counter on target attacking creature with lesser power.',
};

export function parseMentor(line: string): TriggeredAbility | undefined {
  return bareKeyword(line, ['mentor']) ? MENTOR : undefined;
}
