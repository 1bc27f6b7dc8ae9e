// Ingest (CR 702.115a): "Whenever this creature deals combat damage to a player, that player exiles
// the top card of their library." At the goldfish table that player is the goldfish. German:
// Einverleiben; Spanish: Ingerir.
import type { TriggeredAbility } from '../abilities.ts';
import { bareKeyword } from './numbered.ts';

export const INGEST: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'deals combat damage to a player' },
  effects: [{ kind: 'topCard', action: 'exile', who: 'that player' }],
  targets: [],
  text: 'Ingest: that player exiles the top card of their library.',
};

export function parseIngest(line: string): TriggeredAbility | undefined {
  return bareKeyword(line, ['ingest', 'einverleiben', 'ingerir']) ? INGEST : undefined;
}
