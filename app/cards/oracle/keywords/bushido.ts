// Bushido N (CR 702.45a): "Whenever this creature blocks or becomes blocked, it gets +N/+N until
// end of turn." Bound to its event, which a goldfish game never produces (no one blocks): it
// rightly never triggers. German and Spanish: Bushido.
import type { TriggeredAbility } from '../abilities.ts';
import { numberedKeyword } from './numbered.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['bushido'];

export function parseBushido(line: string): TriggeredAbility | undefined {
  const amount = numberedKeyword(line, KEYWORD_NAMES);
  if (amount === undefined) return undefined;
  return {
    kind: 'triggered',
    event: { on: 'blocks or becomes blocked self' },
    effects: [{ kind: 'pump', power: amount, toughness: amount, to: 'self' }],
    targets: [],
    text: `Bushido ${amount}: this creature gets +${amount}/+${amount} until end of turn.`,
  };
}
