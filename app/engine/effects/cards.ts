// Effect units that move cards between library, hand and graveyard: draw, discard, mill, scry,
// surveil, shuffle, look at the top N, search (typecycling's search included, CR 701.23).
import { linkExiled } from '../events/linked-exile.ts';
import type { Effect } from '../../cards/oracle/abilities.ts';
import { cardHasTypes, matchesFilter } from '../rules/filters.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject, PlayerId } from '../state/state.ts';
import { discardCards, drawCard, moveObject, shuffleInPlace, shuffleLibrary } from '../events/zones.ts';
import { manaValue } from '../../cards/mana-symbols.ts';
import { amountOf, playersOf, takeAnswer, type EffectUnit } from './context.ts';
import { nextRandom } from '../state/rng.ts';
import { searchedPlayer } from '../rules/searched-library.ts';
import { filterWithX } from '../rules/mana-value-x.ts';
import { searchZones } from './zone-search.ts';

export const draw: EffectUnit<'draw'> = (game, effect, context) => {
  const count = amountOf(game, effect.amount, context);
  let drawn = 0;
  for (const player of playersOf(effect.who, effect.target, context, game)) {
    const hand = game.state.players[player].hand;
    const before = hand.length;
    for (let left = count; left > 0; left -= 1) drawCard(game, player, context);
    drawn += hand.length - before;
  }
  context.thisWay = drawn;
};

export const discard: EffectUnit<'discard'> = (game, effect, context) => {
  const count = amountOf(game, effect.amount, context);
  for (const player of playersOf(effect.who, effect.target, context, game)) {
    // The cards are chosen first and discarded together (CR 603.2c: one group for "one or more" triggers).
    const hand = game.state.players[player].hand.slice();
    const chosen: GameObject[] = [];
    for (let left = count; left > 0 && hand.length > 0; left -= 1) {
      // The default choice is the last card in hand; "at random" draws on the game's seeded random source.
      let index = hand.length - 1;
      if (effect.filter) {
        // "Discard a land card": the last matching card in hand; none left, nothing more is discarded.
        const filter = effect.filter;
        index = hand.findLastIndex((id) => matchesFilter(game.state, game.state.objects[id]!, filter, player, context.item.objectId));
        if (index < 0) break;
      } else if (effect.random) {
        const [next, value] = nextRandom(game.state.rng);
        game.state.rng = next;
        index = Math.floor(value * hand.length);
      }
      chosen.push(game.state.objects[hand[index]!]!);
      hand.splice(index, 1);
    }
    discardCards(game, chosen);
  }
};

export const mill: EffectUnit<'mill'> = (game, effect, context) => {
  const count = amountOf(game, effect.amount, context);
  for (const player of playersOf(effect.who, effect.target, context, game)) {
    const library = game.state.players[player].library;
    for (let left = count; left > 0 && library.length > 0; left -= 1) moveObject(game, game.state.objects[library[0]!]!, 'graveyard');
  }
};

/** Scry and surveil: the default answer keeps every card on top, in order (CR 701.18, 701.42). */
export const scry: EffectUnit<'scry'> = () => undefined;
export const surveil: EffectUnit<'surveil'> = () => undefined;

export const shuffle: EffectUnit<'shuffle'> = (game, effect, context) => {
  for (const player of playersOf(effect.who, effect.target, context, game)) shuffleLibrary(game, player);
};

/**
 * "Look at (reveal) the top N cards … put one of them into your hand and the rest on the bottom /
 * into your graveyard / into exile". The default keeps the first matching cards from the top (as
 * a search does); "in a random order" shuffles the rest first with the game's seeded random source.
 */
export const lookAt: EffectUnit<'lookAt'> = (game, effect, context) => {
  // Another player's library ("target opponent's library"): no target left, nothing is seen.
  const player = effect.who === undefined ? context.item.controller : playersOf(effect.who, effect.target, context, game)[0];
  if (player === undefined) return;
  const library = game.state.players[player].library;
  const seen = library.slice(0, amountOf(game, effect.amount, context)).map((id) => game.state.objects[id]!);
  // Cards of another player's library are shown to you in the log, as a look at a hand is.
  if (effect.reveal || player !== context.item.controller) for (const card of seen) game.emit({ type: 'revealed', card: card.card.name });
  const takeFilter = filterWithX(effect.takeFilter, context.x);
  const matching = seen.filter((card) => takeFilter === null || matchesFilter(game.state, card, takeFilter, player, context.item.objectId));
  const taken = effect.take === 'all' ? matching : matching.slice(0, effect.take);
  for (const card of taken) {
    if (effect.to === 'battlefield') moveObject(game, card, 'battlefield', { controller: player, tapped: effect.tapped || undefined });
    else if (effect.to === 'exile' || effect.to === 'graveyard') {
      moveObject(game, card, effect.to);
      if (effect.linked) linkExiled(game, context, card, false); // hideaway's "the exiled card"
    }
    else if (effect.to === 'bottom') moveObject(game, card, 'library', { position: 'bottom', silent: true });
    else moveObject(game, card, 'hand');
  }
  const rest = seen.filter((card) => !taken.includes(card)).map((card) => card.id);
  if (effect.rest === 'bottom random') shuffleInPlace(game, rest);
  for (const id of rest) {
    const card = game.state.objects[id]!;
    if (effect.rest === 'bottom' || effect.rest === 'bottom random') moveObject(game, card, 'library', { position: 'bottom', silent: true });
    else if (effect.rest === 'graveyard') moveObject(game, card, 'graveyard');
    else if (effect.rest === 'exile') moveObject(game, card, 'exile');
    else if (effect.rest === 'hand') moveObject(game, card, 'hand');
  }
};

type Search = Extract<Effect, { kind: 'search' }>;

/** Whether a library card is one the search may find: its type query and its filter. */
export function matchesSearch(game: Game, object: GameObject, effect: Search, player: PlayerId, sourceId: number): boolean {
  return (!effect.names || effect.names.includes(object.card.name)) && (!effect.filter || matchesFilter(game.state, object, effect.filter, player, sourceId)) && (effect.query === null || cardHasTypes(object.card, effect.query));
}

export function findInLibrary(game: Game, player: PlayerId, effect: Search, name: string | null, sourceId = -1): GameObject | undefined {
  for (const id of game.state.players[player].library) {
    const object = game.state.objects[id]!;
    if ((name === null || object.card.name === name) && matchesSearch(game, object, effect, player, sourceId)) return object;
  }
  return undefined;
}

/**
 * The cards a search for up to `count` cards finds: the named ones (each a different card that
 * matches), or by default the first matching cards of the library.
 */
export function findSeveral(game: Game, player: PlayerId, effect: Search, names: readonly string[] | null, sourceId = -1): GameObject[] | string {
  const count = effect.count ?? 1;
  if (names !== null && names.length > count) return `a search for up to ${count} cards names ${names.length}`;
  const found: GameObject[] = [];
  // The first card not found yet that matches (and has the name, when one is given).
  const next = (name: string | null): GameObject | undefined => {
    for (const id of game.state.players[player].library) {
      const object = game.state.objects[id]!;
      if ((name === null || object.card.name === name) && !found.includes(object) && matchesSearch(game, object, effect, player, sourceId)) return object;
    }
    return undefined;
  };
  if (names === null) {
    for (let object = next(null); object && found.length < count; object = next(null)) found.push(object);
    return found;
  }
  for (const name of names) {
    const object = next(name);
    if (!object) return `"${name}" is not ${found.length > 0 ? 'another' : 'a'} ${effect.query?.text ?? ''} card in your library`.replace('  ', ' ');
    found.push(object);
  }
  return found;
}

/** Puts a card the search found where the effect says; onto the battlefield under the searching player's control. */
export function putFound(game: Game, card: GameObject, to: Search['to'], effect: Search, controller: PlayerId): void {
  if (to === 'battlefield') moveObject(game, card, 'battlefield', { controller, tapped: effect.tapped || undefined });
  else if (to === 'graveyard' || to === 'exile') moveObject(game, card, to);
  else moveObject(game, card, 'hand');
}

/** CR 701.19: several cards at once (the first onto the battlefield and the rest into the hand for `split`), then a shuffle. */
function searchSeveralCards(game: Game, effect: Search, context: Parameters<EffectUnit<'search'>>[2], library: PlayerId): void {
  const controller = context.item.controller;
  const { given, value } = takeAnswer(context);
  const names = !given || value === undefined ? null : value === null ? [] : Array.isArray(value) ? (value as string[]) : [value as string];
  const found = findSeveral(game, library, effect, names, context.item.objectId);
  const cards = typeof found === 'string' ? [] : found;
  game.emit({ type: 'searched', zone: 'library', found: cards.length > 0 ? cards.map((card) => card.card.name).join(', ') : null });
  cards.forEach((card, index) => {
    if (effect.reveal) game.emit({ type: 'revealed', card: card.card.name });
    putFound(game, card, effect.split && index > 0 ? 'hand' : effect.to, effect, controller);
  });
  shuffleLibrary(game, library);
}

export const search: EffectUnit<'search'> = (game, written, context) => {
  const effect = written.filter?.manaValue?.x ? { ...written, filter: filterWithX(written.filter, context.x) } : written;
  if (effect.alsoFrom) return searchZones(game, effect, context);
  const library = searchedPlayer(effect, context.item);
  if (library === undefined) return; // the player to search is no longer a legal target
  if ((effect.count ?? 1) > 1) return searchSeveralCards(game, effect, context, library);
  const controller = context.item.controller;
  const { given, value } = takeAnswer(context);
  const found = given ? (value === null ? undefined : findInLibrary(game, library, effect, value as string, context.item.objectId)) : findInLibrary(game, library, effect, null, context.item.objectId);
  game.emit({ type: 'searched', zone: 'library', found: found?.card.name ?? null });
  if (found) {
    if (effect.reveal) game.emit({ type: 'revealed', card: found.card.name });
    if (effect.to === 'library top') {
      shuffleLibrary(game, library);
      moveObject(game, found, 'library', { position: 'top', silent: true });
      return;
    }
    putFound(game, found, effect.to, effect, controller);
  }
  shuffleLibrary(game, library);
};

/** "Exile the top card of your library" / "Reveal the top card of your library"; ingest: "that player exiles the top card of their library". */
export const topCard: EffectUnit<'topCard'> = (game, effect, context) => {
  const count = effect.count === undefined ? 1 : amountOf(game, effect.count, context);
  for (const player of playersOf(effect.who, effect.target, context, game)) {
    for (let index = 0; index < count; index += 1) {
      const id = game.state.players[player].library[0];
      if (id === undefined) break;
      const card = game.state.objects[id]!;
      if (effect.action !== 'exile') {
        game.emit({ type: 'revealed', card: card.card.name });
        context.revealedManaValue = manaValue(card.card.manaCost);
        if (effect.action === 'reveal to hand') moveObject(game, card, 'hand');
        break;
      }
      moveObject(game, card, 'exile');
      // Remembered for "you may play that card / those cards" (impulse draw).
      if (card.zone === 'exile') (context.exiled ??= []).push({ id: card.id, zcc: card.zcc });
    }
  }
};
