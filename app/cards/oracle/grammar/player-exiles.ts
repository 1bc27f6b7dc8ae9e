// "Target player exiles a card from their graveyard." (Scrabbling Claws, Relic of Progenitus) and
// "Target opponent exiles a card from their hand." (Mindmelter): that player chooses the card (CR
// 406.1); the engine's default choice is the last card of the zone, as discard's default is.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export function playerExiles(c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'target' || subject.slot === undefined || !c.accept('exiles a card from their')) return undefined;
  const zone = c.acceptOne('graveyard', 'hand');
  return zone ? [{ kind: 'playerExiles', zone, who: 'target', target: subject.slot }] : undefined;
}
