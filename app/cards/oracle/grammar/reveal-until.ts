// "Reveal cards from the top of your library until you reveal a creature card. Put that card into
// your hand and the rest on the bottom of your library in a random order." (Ajani, Valiant
// Protector; Hermit Druid; Atla Palani): one verb phrase over its two sentences (CR 701.16a).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { oneCardOf } from './library-look.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

type RevealUntil = Extract<Effect, { kind: 'revealUntil' }>;

/** Where the other revealed cards go. */
function restOf(c: Cursor): RevealUntil['rest'] | undefined {
  if (!c.acceptOne('and the rest', 'and all other cards revealed this way', 'and put all other cards revealed this way')) return undefined;
  if (c.accept('on the bottom of your library in a random order')) return 'bottom random';
  if (c.accept('into your graveyard')) return 'graveyard';
  return undefined;
}

export function revealUntil(c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('reveal cards from the top of your library until you reveal')) return undefined;
  const filter = oneCardOf(c); // "a creature card"; not any card
  if (!filter || !c.accept('.') || !c.accept('put that card')) return undefined;
  const to = c.accept('into your hand') ? 'hand' : c.accept('onto the battlefield') ? 'battlefield' : undefined;
  if (!to) return undefined;
  const rest = restOf(c);
  return rest ? [{ kind: 'revealUntil', filter, to, rest }] : undefined;
}
