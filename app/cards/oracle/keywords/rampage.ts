// Rampage N (CR 702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of turn
// for each creature blocking it beyond the first." A goldfish never blocks, so it never becomes
// blocked and this never triggers; were it to, the count of blockers would be the player's to
// apply (a manual step). German: Tollwut; Spanish: Desenfreno.
import type { TriggeredAbility } from '../abilities.ts';
import { numberedKeyword } from './numbered.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['rampage', 'tollwut', 'desenfreno'];

export function parseRampage(line: string): TriggeredAbility | undefined {
  const amount = numberedKeyword(line, KEYWORD_NAMES);
  if (amount === undefined) return undefined;
  const text = `Rampage ${amount}: this creature gets +${amount}/+${amount} until end of turn for each creature blocking it beyond the first.`;
  return { kind: 'triggered', event: { on: 'becomes blocked self' }, effects: [{ kind: 'manual', text }], targets: [], text };
}
