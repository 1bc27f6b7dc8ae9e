// Searches the one-card `search` verb and `searchSeveral` do not read (CR 701.19): any library
// ("Search target opponent's library for a creature card and put that card onto the battlefield
// under your control. Then that player shuffles their library." — Bribery; "Search target player's
// library for three cards and exile them" — Jester's Cap), any count ("for three cards", "for any
// number of Dragon creature cards"), and more destinations (exile, your graveyard). The tribal
// tutors "reveal it, then shuffle your library and put that card on top of it" are read here too.
// Also the name-purge searches of several zones: "Search its controller's graveyard, hand, and
// library for all cards with the same name as that spell and exile them. Then that player shuffles
// their library." (Counterbore, Eradicate, Sowing Salt).
import { purgeChosenName } from './chosen-name-purge.ts';
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter, type ParseContext } from './nouns.ts';
import { libraryCardFilter } from './library-card-filter.ts';
import { searchFor } from './search-several.ts';
import type { Subject } from './subjects.ts';
import { numberWord } from './words.ts';

type Search = Extract<Effect, { kind: 'search' }>;

/** "Any number of" cards: a count no library reaches in a game (the default finds every match). */
export const ANY_NUMBER = 1000;

const IT = ['it', 'them', 'that card', 'those cards', 'the card', 'the cards'];
const OWN_SHUFFLE = [', then shuffle your library', ', then shuffle', '. then shuffle your library', '. then shuffle', 'then shuffle your library', 'then shuffle'];
const THEIR_SHUFFLE = ['. then that player shuffles their library', ', then that player shuffles their library', '. then that player shuffles', '. then the player shuffles their library', '. that player shuffles their library'];

/** Whose library: yours, a target player's (a new target slot), or the player the trigger remembers. */
function whoseLibrary(c: Cursor, context: ParseContext): Pick<Search, 'who' | 'target'> | undefined {
  if (c.accept('your library')) return {};
  const kind = c.accept("target player's library") ? 'player' : c.accept("target opponent's library") ? 'opponent' : undefined;
  if (kind) {
    context.targets.push({ kind, harmful: true });
    return { who: 'target', target: context.targets.length - 1 };
  }
  if (context.thatPlayer?.includes('that player') && c.accept("that player's library")) return { who: 'that player' };
  return undefined;
}

/** "a", "three", "up to two", "any number of": how many cards the search may find. */
export function howMany(c: Cursor): number | undefined {
  if (c.accept('a') || c.accept('an')) return 1;
  if (c.accept('any number of')) return ANY_NUMBER;
  const upTo = c.accept('up to');
  const count = numberWord(c.next());
  return typeof count === 'number' && count >= (upTo ? 2 : 1) ? count : undefined;
}

/** Where the found cards go: "put it into your hand", "put them onto the battlefield tapped under your control", "exile them". */
function destination(c: Cursor, own: boolean): Pick<Search, 'to' | 'tapped'> | undefined {
  if (c.accept('exile') && c.acceptOne(...IT)) return { to: 'exile', tapped: false };
  if (!(c.accept('put') && c.acceptOne(...IT))) return undefined;
  if (c.accept('into your hand')) return { to: 'hand', tapped: false };
  if (c.accept('into your graveyard')) return own ? { to: 'graveyard', tapped: false } : undefined;
  if (c.acceptOne("into that player's graveyard", 'into their graveyard')) return own ? undefined : { to: 'graveyard', tapped: false };
  if (!c.accept('onto the battlefield')) return undefined;
  const tapped = c.accept('tapped');
  // From another player's library the card enters under its owner's control unless the text says yours.
  if (!c.accept('under your control') && !own) return undefined;
  return { to: 'battlefield', tapped };
}

export function librarySearch(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('search')) return undefined;
  if (c.at("its controller's") || c.at('the graveyard')) return purgeByName(c, context);
  if (c.at('target')) {
    const chosen = purgeChosenName(c, context); // "… for any number of cards with that name and exile them" after "Choose a card name."
    if (chosen) return chosen;
  }
  const whose = whoseLibrary(c, context);
  if (!whose || !c.accept('for')) return undefined;
  const own = whose.who === undefined;
  const count = howMany(c);
  if (count === undefined) return undefined;
  let found: Pick<Search, 'query' | 'filter'> = { query: null };
  if (c.acceptOne('card', 'cards')) {
    if (c.accept('named ~')) found = { query: null, filter: { anyOf: [], none: [], colors: [], notColors: [], sameNameAsSource: true, text: 'card named ~' } };
  } else {
    const read = objectFilter(c);
    if (!read || read.head !== 'card') return undefined;
    found = searchFor(libraryCardFilter(c, read.filter));
  }
  c.accept(',');
  const reveal = c.acceptOne('reveal it', 'reveal them', 'reveal that card', 'reveal those cards') !== undefined;
  c.accept(',');
  // The tribal tutors: "reveal it, then shuffle your library and put that card on top of it".
  if (own && reveal && count === 1 && c.acceptOne('then shuffle your library and put that card on top of it', 'then shuffle and put that card on top')) {
    return [{ kind: 'search', ...found, to: 'library top', tapped: false, reveal }];
  }
  c.accept('and');
  const to = destination(c, own);
  if (!to) return undefined;
  // The search shuffles the searched library (CR 701.19b); another player's needs the text to say so.
  const shuffled = c.acceptOne(...(own ? OWN_SHUFFLE : THEIR_SHUFFLE));
  if (!own && !shuffled) return undefined;
  return [{ kind: 'search', ...found, ...to, reveal, ...(count > 1 ? { count } : {}), ...whose }];
}

/** "that spell" after "Counter target spell." (the counter leaves `it` unset), else the target `it` names. */
function spellOrItSlot(context: ParseContext): number | undefined {
  const last = context.targets.length - 1;
  return context.it?.ref === 'target' ? context.it.slot : context.targets[last]?.kind === 'spell' ? last : undefined;
}

/**
 * "Counter target spell. Its controller puts the top three cards of their library into their
 * graveyard." (Thought Collapse): the countered spell's controller mills (CR 701.13).
 */
export function counteredControllerMills(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  const last = context.targets.length - 1;
  if (subject.kind !== 'player' || subject.who !== 'you' || context.targets[last]?.kind !== 'spell' || !c.accept('its controller puts the top')) return undefined;
  const count = c.accept('card') ? 1 : numberWord(c.next());
  if (typeof count !== 'number' || !c.acceptOne('cards of their library into their graveyard', 'of their library into their graveyard')) return undefined;
  return [{ kind: 'mill', amount: count, who: 'controller of target', target: last }];
}

/**
 * "Search its controller's graveyard, hand, and library for all cards with the same name as that
 * spell and exile them. Then that player shuffles their library." after an exile or counter of a
 * target: every card with the target's name leaves those three zones (the default finds them all).
 */
function purgeByName(c: Cursor, context: ParseContext): Effect[] | undefined {
  const slot = spellOrItSlot(context);
  if (slot === undefined) return undefined;
  if (!c.acceptOne("its controller's graveyard , hand , and library", "the graveyard , hand , and library of that spell's controller")) return undefined;
  if (!c.acceptOne('for all cards', 'for any number of cards') || !c.accept('with the same name as')) return undefined;
  if (!c.acceptOne('that spell', 'that land', 'that creature', 'that artifact', 'that enchantment', 'that permanent', 'that card')) return undefined;
  if (!c.acceptOne('and exile them', ', exile those cards', ', exile them')) return undefined;
  if (!c.acceptOne(...THEIR_SHUFFLE, ', then that player shuffles their library')) return undefined;
  return [{ kind: 'exileSameName', target: slot }];
}
