// "Target player exiles a card from their graveyard." (Scrabbling Claws, Relic of Progenitus),
// "Target opponent exiles a card from their hand." (Mindmelter) and, in a trigger that names a player,
// "that player exiles two cards from their graveyard" (Curse of Oblivion): that player chooses the
// cards (CR 406.1); the engine's default choice is the last card of the zone, as discard's default is.
// N cards are N exiles of one card each, so the effect stays one card at a time.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { numberWord } from './words.ts';

export function playerExiles(c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player') return undefined;
  const targeted = subject.who === 'target' && subject.slot !== undefined;
  if (!targeted && subject.who !== 'that player') return undefined;
  const count = c.attempt(() => {
    if (!c.accept('exiles')) return undefined;
    if (c.accept('a card')) return 1;
    const n = numberWord(c.next() ?? '');
    return typeof n === 'number' && n > 1 && c.accept('cards') ? n : undefined;
  });
  if (count === undefined || !c.accept('from their')) return undefined;
  const zone = c.acceptOne('graveyard', 'hand');
  if (!zone) return undefined;
  const one: Effect = targeted ? { kind: 'playerExiles', zone, who: 'target', target: subject.slot } : { kind: 'playerExiles', zone, who: 'that player' };
  return Array.from({ length: count }, () => one);
}
