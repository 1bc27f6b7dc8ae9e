// Searches for a card by its printed name (CR 201.2, 701.19), in the library or in several zones
// at once — the planeswalker-deck cards: "You may search your library and/or graveyard for a card
// named Ajani, Valiant Protector, reveal it, and put it into your hand. If you search your library
// this way, shuffle it." (Gate to the Afterlife: "your graveyard, hand, and/or library"; Verdant
// Crescendo: "your library and graveyard … Then shuffle your library."), and the one-zone tutors
// for one or two names ("Search your library for a card named Festering Newt or Bubbling Cauldron,
// put it onto the battlefield tapped, then shuffle your library."). The engine runs them in
// engine/effects/zone-search.ts.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

type Search = Extract<Effect, { kind: 'search' }>;

/** Which zones the search looks through besides the library, and whether the library may be left alone ("and/or", read as "and or"). */
const ZONES: readonly (readonly [string, Pick<Search, 'alsoFrom' | 'libraryOptional'>])[] = [
  ['your library and or graveyard', { alsoFrom: ['graveyard'], libraryOptional: true }],
  ['your graveyard and or library', { alsoFrom: ['graveyard'], libraryOptional: true }],
  ['your graveyard , hand , and or library', { alsoFrom: ['graveyard', 'hand'], libraryOptional: true }],
  ['your library and graveyard', { alsoFrom: ['graveyard'] }],
  ['your library', {}],
];

/** What ends a card name inside the sentence (a name may hold a comma or an "and": "Sword of Fire and Ice"). */
const NAME_ENDS = ['.', 'or', 'and put', ', reveal', ', put', ', then put'];

/** A printed card name as written ("Tezzeret, Master of Metal", "God-Pharaoh's Gift"): up to ", reveal", ", put", "and put", "or" or the end of the sentence. */
function cardName(c: Cursor): string | undefined {
  const start = c.position;
  while (!c.done) {
    if (NAME_ENDS.some((end) => c.at(end))) break;
    c.next();
  }
  if (c.position === start || !/^[A-Z]/.test(c.tokens[start]!.raw)) return undefined;
  return c.textSince(start);
}

/** Where the card goes: "put it into your hand", "put it onto the battlefield [tapped]". */
function destination(c: Cursor): Pick<Search, 'to' | 'tapped'> | undefined {
  if (!c.acceptOne('put it', 'put that card')) return undefined;
  if (c.accept('into your hand')) return { to: 'hand', tapped: false };
  if (!c.accept('onto the battlefield')) return undefined;
  return { to: 'battlefield', tapped: c.accept('tapped') };
}

const SHUFFLES = [
  '. if you search your library this way , shuffle it',
  '. if you searched your library this way , shuffle it',
  ', then shuffle your library',
  '. then shuffle your library',
  ', then shuffle',
  '. then shuffle',
];

export function namedCardSearch(c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('search')) return undefined;
  const zones = ZONES.find(([phrase]) => c.accept(phrase))?.[1];
  if (!zones || !c.accept('for a card named')) return undefined;
  const names: string[] = [];
  for (let name = cardName(c); name !== undefined; name = c.accept('or') ? cardName(c) : undefined) names.push(name);
  if (names.length === 0) return undefined;
  c.accept(',');
  const reveal = c.acceptOne('reveal it', 'reveal that card') !== undefined;
  c.accept(',');
  c.acceptOne('and', 'then');
  const to = destination(c);
  if (!to) return undefined;
  const shuffle = c.acceptOne(...SHUFFLES);
  // "If you search your library this way" belongs to "and/or"; a search of the library alone or of both shuffles regardless (CR 701.19b).
  if ((shuffle?.startsWith('. if') ?? false) !== (zones.libraryOptional ?? false)) return undefined;
  return [{ kind: 'search', query: null, ...to, reveal, names, ...zones }];
}
