// Melee (CR 702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for each
// opponent you attacked with a creature this combat." A goldfish game has one opponent, and a
// creature attacking means you attacked it, so the count is always 1. Each instance triggers
// separately (702.121b). German: Handgemenge; Spanish: Combate cuerpo a cuerpo.
import type { TriggeredAbility } from '../abilities.ts';
import { bareKeyword } from './numbered.ts';

export const MELEE: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'attacks self' },
  effects: [{ kind: 'pump', power: 1, toughness: 1, to: 'self' }],
  targets: [],
  text: 'Melee: it gets +1/+1 until end of turn for each opponent you attacked this combat (one).',
};

export function parseMelee(line: string): TriggeredAbility | undefined {
  return bareKeyword(line, ['melee', 'handgemenge', 'combate cuerpo a cuerpo']) ? MELEE : undefined;
}
