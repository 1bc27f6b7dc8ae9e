// Searches another player makes of their own library (CR 701.19): "Its controller may search their
// library for a basic land card, put it onto the battlefield tapped, then shuffle their library."
// (Path to Exile, Ghost Quarter, Assassin's Trophy), "Each player may search their library for up to
// two basic land cards and put them onto the battlefield. Then each player who searched their library
// this way shuffles it." (Veteran Explorer), "Each opponent may search …" (Old-Growth Dryads,
// Boldwyr Heavyweights). Each searcher puts what they find under their own control or into their own
// hand; effects/player-search.ts runs it.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { ANY_NUMBER, howMany } from './library-search.ts';
import { libraryCardFilter } from './library-card-filter.ts';
import { objectFilter, type ParseContext } from './nouns.ts';
import { searchFor } from './search-several.ts';
import type { Subject } from './subjects.ts';

type Search = Extract<Effect, { kind: 'search' }>;

const IT = ['it', 'them', 'that card', 'those cards'];
const SHUFFLED = [', then shuffle their library', ', then shuffles their library', '. then each player who searched their library this way shuffles it', '. then each player who searched a library this way shuffles it'];

/** "put it into their hand", "put them onto the battlefield [tapped]": the searcher's own hand or battlefield. */
function destination(c: Cursor): Pick<Search, 'to' | 'tapped'> | undefined {
  if (!(c.acceptOne('put', 'puts') && c.acceptOne(...IT))) return undefined;
  if (c.accept('into their hand')) return { to: 'hand', tapped: false };
  if (!c.accept('onto the battlefield')) return undefined;
  return { to: 'battlefield', tapped: c.accept('tapped') };
}

export function playerSearch(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who === 'you') return undefined;
  // "Target player searches their library for …, puts it …, then shuffles their library." (Fertilid): no choice to decline.
  const must = c.accept('searches their library for');
  if (!must && !c.accept('may search their library for')) return undefined;
  if (subject.who !== 'controller of target' && subject.who !== 'each player' && subject.who !== 'each opponent' && subject.who !== 'target') return undefined;
  const start = c.position;
  const count = howMany(c);
  if (count === undefined || count === ANY_NUMBER) return undefined;
  const read = c.acceptOne('card', 'cards') ? null : objectFilter(c);
  if (read !== null && (!read || read.head !== 'card')) return undefined;
  const found = searchFor(read === null ? null : libraryCardFilter(c, read.filter));
  c.accept(',');
  const reveal = c.acceptOne('reveal it', 'reveal them', 'reveal that card', 'reveal those cards') !== undefined;
  c.accept(',');
  c.accept('and');
  const to = destination(c);
  if (!to || !c.acceptOne(...SHUFFLED)) return undefined;
  const search: Search = { kind: 'search', ...found, ...to, reveal, ...(count > 1 ? { count } : {}) };
  const text = `search their library for ${c.textSince(start)}`;
  return [{ kind: 'playerSearch', who: subject.who, ...(subject.slot !== undefined ? { target: subject.slot } : {}), search: { kind: 'may', effects: [search], text }, ...(must ? { must } : {}) }];
}
