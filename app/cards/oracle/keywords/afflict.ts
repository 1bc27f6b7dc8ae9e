// Afflict N (CR 702.130a): "Whenever this creature becomes blocked, defending player loses N
// life." The goldfish never blocks, so it never triggers (its event never happens).
// German: Peinigen; Spanish: Afligir.
import type { TriggeredAbility } from '../abilities.ts';
import { numberedKeyword } from './numbered.ts';

export function parseAfflict(line: string): TriggeredAbility | undefined {
  const amount = numberedKeyword(line, ['afflict', 'peinigen', 'afligir']);
  if (amount === undefined) return undefined;
  return {
    kind: 'triggered',
    event: { on: 'becomes blocked self' },
    effects: [{ kind: 'loseLife', amount, who: 'each opponent' }],
    targets: [],
    text: `Afflict ${amount}: defending player loses ${amount} life.`,
  };
}
