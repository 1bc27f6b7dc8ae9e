// Renown N (CR 702.112a): "When this creature deals combat damage to a player, if it isn't
// renowned, put N +1/+1 counters on it and it becomes renowned." German: Ruhm; Spanish: Renombre.
import type { TriggeredAbility } from '../abilities.ts';
import { numberedKeyword } from './numbered.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['renown', 'ruhm', 'renombre'];

export function parseRenown(line: string): TriggeredAbility | undefined {
  const amount = numberedKeyword(line, KEYWORD_NAMES);
  if (amount === undefined) return undefined;
  return {
    kind: 'triggered',
    event: { on: 'deals combat damage to a player' },
    effects: [{ kind: 'renown', amount }],
    targets: [],
    text: `Renown ${amount}: if this creature isn't renowned, put ${amount} +1/+1 counter${amount === 1 ? '' : 's'} on it and it becomes renowned.`,
  };
}
