// Dethrone (CR 702.105a): "Whenever this creature attacks the player with the most life or tied
// for most life, put a +1/+1 counter on this creature." The goldfish is the player attacked; the
// check is in the event (engine/dethrone.ts). German: Entthronen; Spanish: Destronar.
import type { TriggeredAbility } from '../abilities.ts';
import { bareKeyword } from './numbered.ts';

export const DETHRONE: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'attacks self', mostLife: true },
  effects: [{ kind: 'counters', counter: '+1/+1', count: 1, to: 'self' }],
  targets: [],
  text: 'Dethrone: it attacks the player with the most life or tied for most life; put a +1/+1 counter on it.',
};

export function parseDethrone(line: string): TriggeredAbility | undefined {
  return bareKeyword(line, ['dethrone', 'entthronen', 'destronar']) ? DETHRONE : undefined;
}
