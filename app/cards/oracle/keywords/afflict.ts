// Afflict N (CR 702.130a): "Whenever this creature becomes blocked, defending player loses N
// life." The goldfish never blocks, so it never triggers (its event never happens).
// German: Peinigen; Spanish: Afligir.
import type { TriggeredAbility } from '../abilities.ts';
import { numberedKeyword } from './numbered.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['afflict', 'peinigen', 'afligir'];

export function parseAfflict(line: string): TriggeredAbility | undefined {
  const amount = numberedKeyword(line, KEYWORD_NAMES);
  if (amount === undefined) return undefined;
  return {
    kind: 'triggered',
    event: { on: 'becomes blocked self' },
    effects: [{ kind: 'loseLife', amount, who: 'each opponent' }],
    targets: [],
    text: `Afflict ${amount}: defending player loses ${amount} life.`,
  };
}
