// "Search its controller's graveyard, hand, and library for all cards with the same name as that
// spell and exile them. Then that player shuffles their library." (Counterbore, Eradicate, Splinter,
// Sowing Salt; CR 701.19). The name is the target's: a spell countered earlier in the same
// resolution (remembered by the counter), or a permanent exiled or destroyed earlier (its card keeps
// its name in its new zone). The default answer finds every card of that name, as "all" demands.
import type { Game } from '../turns/game.ts';
import type { PlayerId } from '../state/state.ts';
import { moveObject, shuffleLibrary } from '../events/zones.ts';
import { playersOf, targetAt, type Context, type EffectUnit } from './context.ts';

/** The target's card name and its controller, as the effect saw it. */
function targetNameAndController(game: Game, context: Context, slot: number): { name: string; player: PlayerId } | undefined {
  const target = targetAt(context, slot);
  if (!target) return undefined;
  if ('stackItem' in target) {
    const item = game.state.stack.find((candidate) => candidate.sid === target.stackItem);
    const spell = item ? { id: item.objectId, controller: item.controller } : context.countered;
    return spell ? { name: game.state.objects[spell.id]!.card.name, player: spell.controller } : undefined;
  }
  if (!('object' in target)) return undefined;
  const player = playersOf('controller of target', slot, context, game)[0];
  return player === undefined ? undefined : { name: game.state.objects[target.object]!.card.name, player };
}

/** "cards with that name": the name the source chose and the target player. */
function chosenNameAndPlayer(game: Game, context: Context, slot: number): { name: string; player: PlayerId } | undefined {
  const name = game.state.objects[context.item.objectId]?.chosen?.cardName;
  const target = targetAt(context, slot);
  return name !== undefined && target && 'player' in target ? { name, player: target.player } : undefined;
}

export const exileSameName: EffectUnit<'exileSameName'> = (game, effect, context) => {
  const found = effect.chosenName ? chosenNameAndPlayer(game, context, effect.target) : targetNameAndController(game, context, effect.target);
  if (!found) return;
  const zones = game.state.players[found.player];
  for (const zone of [zones.graveyard, zones.hand, zones.library]) {
    for (const id of zone.filter((candidate) => game.state.objects[candidate]!.card.name === found.name)) moveObject(game, game.state.objects[id]!, 'exile');
  }
  shuffleLibrary(game, found.player);
};
