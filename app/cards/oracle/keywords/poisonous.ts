// Poisonous N (CR 702.70a): "Whenever this creature deals combat damage to a player, that player
// gets N poison counters." The player is the goldfish; ten poison counters lose it the game
// (CR 704.5c). German: Giftig; Spanish: Venenoso.
import type { TriggeredAbility } from '../abilities.ts';
import { numberedKeyword } from './numbered.ts';

export function parsePoisonous(line: string): TriggeredAbility | undefined {
  const amount = numberedKeyword(line, ['poisonous', 'giftig', 'venenoso']);
  if (amount === undefined) return undefined;
  return {
    kind: 'triggered',
    event: { on: 'damage', by: { who: 'self' }, to: { who: 'player' }, combat: true, subject: null },
    effects: [{ kind: 'playerCounters', counter: 'poison', count: amount, who: 'that player' }],
    targets: [],
    text: `Poisonous ${amount}: that player gets ${amount} poison counter${amount === 1 ? '' : 's'}.`,
  };
}
