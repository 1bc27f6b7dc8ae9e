// Poisonous N (CR 702.70a): "Whenever this creature deals combat damage to a player, that player
// gets N poison counters." The player is the goldfish; ten poison counters lose it the game
// (CR 704.5c). German: Giftig; Spanish: Venenoso.
import type { TriggeredAbility } from '../abilities.ts';
import { numberedKeyword } from './numbered.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['poisonous', 'giftig', 'venenoso'];

export function parsePoisonous(line: string): TriggeredAbility | undefined {
  const amount = numberedKeyword(line, KEYWORD_NAMES);
  if (amount === undefined) return undefined;
  return {
    kind: 'triggered',
    event: { on: 'damage', by: { who: 'self' }, to: { who: 'player' }, combat: true, subject: null },
    effects: [{ kind: 'playerCounters', counter: 'poison', count: amount, who: 'that player' }],
    targets: [],
    text: `Poisonous ${amount}: that player gets ${amount} poison counter${amount === 1 ? '' : 's'}.`,
  };
}
