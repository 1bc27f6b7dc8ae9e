// Impulse draw: exiled cards you may play for a while ("Until end of turn, you may play that card",
// "Until the end of your next turn, you may play those cards"). The permission is for the card as the
// object it is in exile (CR 400.7: once it leaves, it is a new object the permission doesn't know);
// playing it follows the usual rules (CR 601.2 costs and timing, CR 305.2 the land drop).
// Every turn is yours at a goldfish table, so "your next turn" is the next turn.
import type { Game } from '../turns/game.ts';
import type { GameObject, GameState, PlayableFromExile, PlayerId } from '../state/state.ts';
import { YOU } from '../state/state.ts';

/** Lets `player` (you) play these exiled cards until the end of this turn or the next. */
export function allowPlayFromExile(game: Game, cards: readonly GameObject[], how: { until: 'this turn' | 'next turn'; lands: boolean; free: boolean }): void {
  const state = game.state;
  const last = state.turn + (how.until === 'next turn' ? 1 : 0);
  const { lands, free } = how;
  const kept = (state.playableFromExile ?? []).filter((entry) => entry.until >= state.turn);
  state.playableFromExile = [...kept, ...cards.filter((card) => card.zone === 'exile').map((card) => ({ id: card.id, zcc: card.zcc, until: last, lands, free }))];
}

function permission(state: GameState, object: GameObject, player: PlayerId): PlayableFromExile | undefined {
  const list = state.playableFromExile;
  if (!list || object.zone !== 'exile' || player !== YOU || object.owner !== player) return undefined;
  for (const entry of list) {
    if (entry.id === object.id && entry.zcc === object.zcc && entry.until >= state.turn) return entry.lands || !object.card.isLand ? entry : undefined;
  }
  return undefined;
}

/** Whether `object` is an exiled card `player` may play now (a land only with "play"). */
export function playableFromExile(state: GameState, object: GameObject, player: PlayerId): boolean {
  return permission(state, object, player) !== undefined;
}

/** Whether `object` is an exiled card its owner may cast now without paying its mana cost. */
export function freeFromExile(state: GameState, object: GameObject): boolean {
  return permission(state, object, object.owner)?.free === true;
}

/** The exiled cards `player` may play now, for the table's list of actions. */
export function exiledPlayables(state: GameState, player: PlayerId): GameObject[] {
  const list = state.playableFromExile;
  if (!list) return [];
  const cards: GameObject[] = [];
  for (const entry of list) {
    const object = state.objects[entry.id]!;
    if (playableFromExile(state, object, player)) cards.push(object);
  }
  return cards;
}
