// Unpredictable Cyclone (CR 614.11, 121.6): "If a cycling ability of another nonland card would
// cause you to draw a card, instead exile cards from the top of your library until you exile a
// card that shares a card type with the cycled card. You may cast that card without paying its
// mana cost. Then put the exiled cards that weren't cast this way on the bottom of your library in
// a random order."
//
// A draw replacement (events/draw-replacements.ts): it applies to a draw whose cause is the
// resolving cycling ability (not typecycling, which searches rather than draws) of a nonland card,
// when the drawing player controls a permanent with it. The card is cast as the cycling ability
// resolves (CR 608.2g: timing permissions don't apply), its targets chosen as cascade's are; "you
// may" is the resolve action's choice (`true` casts it), default no (docs/engine.md). If no card
// shares a type, every exiled card goes to the bottom and nothing is drawn.
import type { Game } from '../turns/game.ts';
import type { GameObject, PlayerId, StackItem } from '../state/state.ts';
import { inGame, staticKinds } from '../state/game-features.ts';
import { forEachStaticOfKind } from '../rules/characteristics.ts';
import { addDrawReplacement, type DrawCause } from '../events/draw-replacements.ts';
import { moveObject, shuffleInPlace } from '../events/zones.ts';
import { castExiled } from '../effects/casting.ts';

const KIND = 'cycling draw becomes exile until shared type';
const CYCLONE = staticKinds(KIND);

/** The cycled card when `cause` is the cycling ability of a nonland card, else undefined. */
function cycledCard(game: Game, cause: DrawCause): GameObject | undefined {
  const item = cause.item;
  if (item.kind !== 'ability' || item.ability?.kind !== 'activated' || !item.ability.isCycling) return undefined;
  const cycled = game.state.objects[item.objectId];
  return cycled && !cycled.card.isLand ? cycled : undefined;
}

/** Whether a Cyclone `player` controls replaces the draw of this cycled card's ability. */
function cycloneApplies(game: Game, player: PlayerId, cycled: GameObject): boolean {
  let applies = false;
  // "another nonland card": the Cyclone's own cycling (from hand) is never this permanent.
  forEachStaticOfKind(game.state, CYCLONE, KIND, (_effect, source) => {
    if (source.controller === player && source.id !== cycled.id) applies = true;
  });
  return applies;
}

/** Whether resolving `item` would ask "You may cast that card" (a `resolve` choice of true/false is then its answer). */
export function cycloneAsks(game: Game, item: StackItem): boolean {
  if (!inGame(game.state, CYCLONE)) return false;
  const cycled = cycledCard(game, { item, answer: undefined, asked: false });
  return cycled !== undefined && cycloneApplies(game, item.controller, cycled);
}

/** Replaces the draw a cycling ability causes when a Cyclone applies; true when it did. */
function cycloneInstead(game: Game, player: PlayerId, cause: DrawCause | undefined): boolean {
  if (!cause || !inGame(game.state, CYCLONE)) return false;
  const cycled = cycledCard(game, cause);
  if (!cycled || !cycloneApplies(game, player, cycled)) return false;
  const types = cycled.card.types.types;
  const library = game.state.players[player].library;
  const exiled: { object: GameObject; zcc: number }[] = [];
  let found: GameObject | undefined;
  while (library.length > 0 && !found) {
    const card = game.state.objects[library[0]!]!;
    moveObject(game, card, 'exile');
    exiled.push({ object: card, zcc: card.zcc });
    if (card.card.types.types.some((type) => types.includes(type))) found = card;
  }
  if (found && !found.card.isLand && castChosen(cause)) castExiled(game, found, 'cascade'); // a land is never cast (CR 305.9)
  const left = exiled.filter((entry) => entry.object.zone === 'exile' && entry.object.zcc === entry.zcc).map((entry) => entry.object.id);
  shuffleInPlace(game, left);
  for (const id of left) moveObject(game, game.state.objects[id]!, 'library', { position: 'bottom' });
  return true;
}

/** "You may cast that card": the resolve action's answer (`true`), default no. */
function castChosen(cause: DrawCause): boolean {
  if (cause.asked || cause.answer === undefined) return false;
  cause.asked = true;
  return cause.answer.value === true;
}

addDrawReplacement(cycloneInstead);
