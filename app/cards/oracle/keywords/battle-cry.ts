// Battle cry (CR 702.91a): "Whenever this creature attacks, each other attacking creature gets
// +1/+0 until end of turn." German: Schlachtruf; Spanish: Grito de batalla.
import type { TriggeredAbility } from '../abilities.ts';
import { bareKeyword } from './numbered.ts';

const OTHER_ATTACKING_CREATURES = { anyOf: [{ words: [{ english: 'Creature', kind: 'type' as const }], text: 'creature' }], none: [], colors: [], notColors: [], other: true, attacking: true, text: 'other attacking creature' };

export const BATTLE_CRY: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'attacks self' },
  effects: [{ kind: 'pump', power: 1, toughness: 0, to: 'objects', objects: { ref: 'all', filter: OTHER_ATTACKING_CREATURES } }],
  targets: [],
  text: 'Battle cry: each other attacking creature gets +1/+0 until end of turn.',
};

export function parseBattleCry(line: string): TriggeredAbility | undefined {
  return bareKeyword(line, ['battle cry', 'schlachtruf', 'grito de batalla']) ? BATTLE_CRY : undefined;
}
