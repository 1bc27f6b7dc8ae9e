// A search of several of your zones for a named card (CR 701.19, 400.1): "Search your library
// and/or graveyard for a card named …, reveal it, and put it into your hand. If you search your
// library this way, shuffle it." The answer picks the zone: "library", "graveyard" or "hand" (the
// first matching card there), a card name (found in the library first, then the other zones), null
// (find nothing: the library is searched in vain) — by default the library first, then the other
// zones in printed order. The library is shuffled whenever it was searched; with "and/or" a card
// taken from the graveyard or hand leaves the library unsearched and unshuffled; with "and" both
// are always searched.
import type { Effect } from '../../cards/oracle/abilities.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject, PlayerId, StackItem } from '../state/state.ts';
import { shuffleLibrary } from '../events/zones.ts';
import { matchesSearch, putFound } from './cards.ts';
import { takeAnswer, type Context } from './context.ts';

type Search = Extract<Effect, { kind: 'search' }>;
type Zone = 'library' | 'graveyard' | 'hand';

const ZONE_WORDS: ReadonlySet<string> = new Set(['library', 'graveyard', 'hand']);

function zonesOf(effect: Search): Zone[] {
  return ['library', ...(effect.alsoFrom ?? [])];
}

function firstIn(game: Game, player: PlayerId, zone: Zone, effect: Search, sourceId: number, name: string | null): GameObject | undefined {
  for (const id of game.state.players[player][zone]) {
    const object = game.state.objects[id]!;
    if ((name === null || object.card.name === name) && matchesSearch(game, object, effect, player, sourceId)) return object;
  }
  return undefined;
}

/** The card the answer finds and the zone it is in; a string when the answer can't be followed. */
function findFor(game: Game, item: StackItem, effect: Search, answer: unknown): { card: GameObject | undefined; zone: Zone } | string {
  const player = item.controller;
  const zones = zonesOf(effect);
  if (answer === null || answer === false) return { card: undefined, zone: 'library' };
  if (typeof answer === 'string' && ZONE_WORDS.has(answer)) {
    if (!zones.includes(answer as Zone)) return `this search does not look through your ${answer}`;
    const card = firstIn(game, player, answer as Zone, effect, item.objectId, null);
    return card ? { card, zone: answer as Zone } : `no card named ${effect.names?.join(' or ') ?? ''} in your ${answer}`;
  }
  if (answer !== undefined && answer !== true && typeof answer !== 'string') return 'the choice for this search is a zone (library, graveyard, hand), a card name or null';
  const name = typeof answer === 'string' ? answer : null;
  for (const zone of zones) {
    const card = firstIn(game, player, zone, effect, item.objectId, name);
    if (card) return { card, zone };
  }
  return name === null ? { card: undefined, zone: 'library' } : `"${name}" is not a card this search can find in your ${zones.join(' or ')}`;
}

/** Why the answer can't be followed, or null (checked before anything moves). */
export function zoneSearchProblem(game: Game, item: StackItem, effect: Search, answer: unknown): string | null {
  const found = findFor(game, item, effect, answer);
  return typeof found === 'string' ? found : null;
}

export function searchZones(game: Game, effect: Search, context: Context): void {
  const { given, value } = takeAnswer(context);
  const found = findFor(game, context.item, effect, given ? value : undefined);
  if (typeof found === 'string') return; // checked before resolution
  const { card, zone } = found;
  game.emit({ type: 'searched', zone, found: card?.card.name ?? null });
  if (card) {
    if (effect.reveal) game.emit({ type: 'revealed', card: card.card.name });
    putFound(game, card, effect.to, effect, context.item.controller);
  }
  // CR 701.19b: a searched library is shuffled; "and/or" lets the library go unsearched.
  if (zone === 'library' || !effect.libraryOptional) shuffleLibrary(game, context.item.controller);
}
