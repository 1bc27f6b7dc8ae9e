// Exalted (CR 702.83a): "Whenever a creature you control attacks alone, that creature gets +1/+1
// until end of turn." Each instance triggers separately (702.83b). German: Erhaben; Spanish: Exaltado.
import type { TriggeredAbility } from '../abilities.ts';
import { bareKeyword } from './numbered.ts';

const CREATURE_YOU_CONTROL = { anyOf: [{ words: [{ english: 'Creature', kind: 'type' as const }], text: 'creature' }], none: [], colors: [], notColors: [], controller: 'you' as const, text: 'creature you control' };

export const EXALTED: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'attacks', filter: CREATURE_YOU_CONTROL, alone: true },
  effects: [{ kind: 'pump', power: 1, toughness: 1, to: 'objects', objects: { ref: 'subject' } }],
  targets: [],
  text: 'Exalted: the creature attacking alone gets +1/+1 until end of turn.',
};

export function parseExalted(line: string): TriggeredAbility | undefined {
  return bareKeyword(line, ['exalted', 'erhaben', 'exaltado']) ? EXALTED : undefined;
}
