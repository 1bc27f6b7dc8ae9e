// "Shuffle all creature cards from target player's graveyard into that player's library"
// (Repopulate), "shuffle all cards from your graveyard into your library": a filtered set of
// graveyard cards goes into its owner's library, which is then shuffled (CR 701.20a).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

/** "Return to your hand all cards in your graveyard that you cycled or discarded this turn" (CR 702.29d: cycled cards are discarded). */
export function returnDiscarded(c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  return c.accept('return to your hand all cards in your graveyard that you cycled or discarded this turn') ? [{ kind: 'returnDiscarded' }] : undefined;
}

const WHOLE_GRAVEYARD = { anyOf: [], none: [], colors: [], notColors: [], text: 'card' };

export function graveyardShuffle(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  // "Target player shuffles their graveyard into their library." (Reminisce), "shuffle your graveyard into your library".
  if (subject.kind === 'player' && subject.who === 'target' && subject.slot !== undefined && c.accept('shuffles their graveyard into their library')) return [{ kind: 'graveyardShuffle', filter: WHOLE_GRAVEYARD, target: subject.slot }];
  if (subject.kind === 'player' && subject.who === 'you' && c.accept('shuffle your graveyard into your library')) return [{ kind: 'graveyardShuffle', filter: WHOLE_GRAVEYARD }];
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('shuffle all')) return undefined;
  const read = objectFilter(c);
  if (!read || read.head !== 'card') return undefined;
  if (c.accept("from your graveyard into your library")) return [{ kind: 'graveyardShuffle', filter: read.filter }];
  if (!c.accept("from target player's graveyard into that player's library")) return undefined;
  context.targets.push({ kind: 'player' });
  return [{ kind: 'graveyardShuffle', filter: read.filter, target: context.targets.length - 1 }];
}
