// What the "put into a graveyard from anywhere" triggers do (Darksteel Colossus, Emrakul, CR 603.6c):
// "shuffle it into its owner's library" where "it" is the source itself (the trigger's card in the
// graveyard), and "its owner shuffles their graveyard into their library" — the trigger is its
// owner's (it is controlled by the card's owner, CR 603.3a), so the graveyard is the controller's.
// (The phrase appears only in such triggers of the card itself.)
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export function selfShuffle(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  // "~'s owner shuffles it into their library" (Blitz Hellion, Cerulean Sphinx; CR 701.20): the source itself.
  if (subject.kind === 'object' && subject.ref.ref === 'self' && c.accept('s owner shuffles it into their library')) return [{ kind: 'shuffleSelfIn' }];
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  if ((context.it === undefined || context.it.ref === 'self') && c.accept('its owner shuffles it into their library')) return [{ kind: 'shuffleSelfIn' }];
  if (context.it?.ref === 'self' && c.accept("shuffle it into its owner's library")) return [{ kind: 'shuffleSelfIn' }];
  if (c.accept('its owner shuffles their graveyard into their library')) return [{ kind: 'graveyardShuffle', filter: { anyOf: [], none: [], colors: [], notColors: [], text: 'card' } }];
  return undefined;
}
