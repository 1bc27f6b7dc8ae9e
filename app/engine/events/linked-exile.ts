// Cards a permanent's ability exiled, remembered by that permanent (CR 607.2a linked abilities:
// Oblivion Ring's "return the exiled card"; CR 610.3: "exile … until ~ leaves the battlefield").
// A card is linked only when the permanent was still on the battlefield as its ability exiled it,
// so a permanent that left first exiles for good (CR 610.3c). The table is replaced, never
// mutated, so undo snapshots can share it.
import type { Game } from '../turns/game.ts';
import type { Context } from '../effects/context.ts';
import type { GameObject } from '../state/state.ts';
import { moveObject } from './zones.ts';

/** Links a card the resolving ability just exiled to its source permanent, when the source is still that permanent. */
export function linkExiled(game: Game, context: Context, exiled: GameObject, untilLeaves: boolean): boolean {
  const item = context.item;
  if (item.kind === 'spell') return false;
  const source = game.state.objects[item.objectId]!;
  if (source.zone !== 'battlefield' || source.zcc !== item.sourceZcc) return false;
  const links = game.state.linkedExile ?? Object.create(null);
  const held = links[source.id]?.zcc === source.zcc ? links[source.id]!.cards : [];
  game.state.linkedExile = { ...links, [source.id]: { cards: [...held, { id: exiled.id, zcc: exiled.zcc }], untilLeaves: untilLeaves || (links[source.id]?.untilLeaves ?? false), zcc: source.zcc } };
  return true;
}

/** Takes the cards linked to a permanent as it was (its zcc then) out of the table; those still in exile. */
export function takeLinked(game: Game, sourceId: number, zcc: number, onlyUntilLeaves: boolean): GameObject[] {
  const entry = game.state.linkedExile?.[sourceId];
  if (!entry || entry.zcc !== zcc || (onlyUntilLeaves && !entry.untilLeaves)) return [];
  const { [sourceId]: _taken, ...rest } = game.state.linkedExile!;
  game.state.linkedExile = rest;
  return entry.cards.map((card) => game.state.objects[card.id]!).filter((object, index) => object.zone === 'exile' && object.zcc === entry.cards[index]!.zcc);
}

/** CR 610.3a: as a permanent leaves the battlefield, the cards it exiled "until ~ leaves" return at once (not a trigger). */
export function releaseUntilLeaves(game: Game, left: GameObject, zccOnBattlefield: number, silent: boolean): void {
  if (!game.state.linkedExile) return;
  for (const card of takeLinked(game, left.id, zccOnBattlefield, true)) moveObject(game, card, 'battlefield', { controller: card.owner, silent });
}
