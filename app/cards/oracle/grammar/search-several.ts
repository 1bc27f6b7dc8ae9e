// Searches the single-card `search` verb does not read (CR 701.19): several cards ("Search your
// library for up to two basic land cards, put them onto the battlefield tapped, then shuffle"),
// split between two zones (Cultivate, Kodama's Reach: "… reveal those cards, and put one onto the
// battlefield tapped and the other into your hand"), and a tutor that puts the card on top after
// the shuffle (Vampiric Tutor: "Search your library for a card, then shuffle and put that card on
// top of it").
import type { Effect, ObjectFilter } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { numberWord } from './words.ts';

const SHUFFLE = [', then shuffle your library', ', then shuffle', '. then shuffle your library', '. then shuffle', 'then shuffle your library', 'then shuffle'];

/** The search effect for a filter: a plain type query when the filter is only that, else the filter. */
export function searchFor(filter: ObjectFilter | null): Pick<Extract<Effect, { kind: 'search' }>, 'query' | 'filter'> {
  const query = filter && filter.anyOf.length === 1 && filter.none.length === 0 && filter.colors.length === 0 ? filter.anyOf[0]! : null;
  const simple = filter === null || (query !== null && Object.keys(filter).every((key) => ['anyOf', 'none', 'colors', 'notColors', 'text'].includes(key)));
  return simple ? { query } : { query: null, filter: filter! };
}

export function searchSeveral(c: Cursor, _context: unknown, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('search your library for')) return undefined;
  // Vampiric Tutor: "a card, then shuffle your library and put that card on top of it".
  if (c.accept('a card , then shuffle your library and put that card on top of it') || c.accept('a card , then shuffle and put that card on top')) {
    return [{ kind: 'search', query: null, to: 'library top', tapped: false, reveal: false }];
  }
  // The tutors: "Search your library for a creature card and reveal that card. Shuffle your
  // library, then put the card on top of it." (Worldly Tutor, Enlightened Tutor).
  const mark = c.position;
  if (c.accept('a') || c.accept('an')) {
    const read = objectFilter(c);
    if (read && read.head === 'card' && c.accept('and reveal that card . shuffle your library , then put the card on top of it')) {
      return [{ kind: 'search', ...searchFor(read.filter), to: 'library top', tapped: false, reveal: true }];
    }
    c.position = mark;
  }
  if (!c.accept('up to')) return undefined;
  const count = numberWord(c.next());
  if (typeof count !== 'number' || count < 2) return undefined;
  const read = objectFilter(c);
  if (!read || read.head !== 'card') return undefined;
  const found = searchFor(read.filter);
  c.accept(',');
  const reveal = c.accept('reveal them') || c.accept('reveal those cards');
  c.accept(',');
  c.accept('and');
  let effect: Effect;
  if (c.accept('put one onto the battlefield tapped and the other into your hand')) {
    if (count !== 2) return undefined;
    effect = { kind: 'search', ...found, to: 'battlefield', tapped: true, reveal, count, split: true };
  } else {
    if (!c.accept('put them')) return undefined;
    if (c.accept('into your hand')) effect = { kind: 'search', ...found, to: 'hand', tapped: false, reveal, count };
    else if (c.accept('onto the battlefield')) effect = { kind: 'search', ...found, to: 'battlefield', tapped: c.accept('tapped'), reveal, count };
    else return undefined;
  }
  c.acceptOne(...SHUFFLE);
  return [effect];
}
