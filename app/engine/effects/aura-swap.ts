// Aura swap (CR 702.65a–b and rulings): exchange this permanent with an Aura card in your hand.
// Nothing happens when no Aura is chosen. The exchange happens only if both halves can: the
// Aura with aura swap is still on the battlefield, is an Aura, is owned by you, enchants a
// permanent, and the chosen Aura can enchant that permanent as it currently exists. Then both
// move at once (no state-based check in between) and the new Aura is not cast.
import { canEnchant } from '../rules/characteristics.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject, PlayerId } from '../state/state.ts';
import { moveObject } from '../events/zones.ts';
import { takeAnswer, type EffectUnit } from './context.ts';

export function auraInHand(game: Game, player: PlayerId, name: string): GameObject | undefined {
  for (const id of game.state.players[player].hand) {
    const object = game.state.objects[id]!;
    if (object.card.name === name && object.card.isAura) return object;
  }
  return undefined;
}

export const auraSwap: EffectUnit<'auraSwap'> = (game, _effect, context) => {
  const state = game.state;
  const item = context.item;
  const { given, value } = takeAnswer(context);
  if (!given || value === null) return; // "you may": choosing none does nothing
  const controller = item.controller;
  const chosen = auraInHand(game, controller, value as string);
  const source = state.objects[item.objectId]!;
  const stillThere = source.zone === 'battlefield' && source.zcc === item.sourceZcc;
  const host = stillThere && source.attachedTo >= 0 ? state.objects[source.attachedTo] : undefined;
  const completes =
    chosen !== undefined &&
    stillThere &&
    source.card.isAura && // a non-Aura with aura swap does nothing
    source.owner === controller && // you must own the Aura with aura swap (CR 702.65b example)
    host !== undefined &&
    host.zone === 'battlefield' &&
    canEnchant(state, chosen.card.enchant, host, controller); // checked while the swapped Aura is still attached
  if (!completes) {
    context.fizzled = true;
    return;
  }
  // Simultaneous exchange: the permanent is never enchanted by both or by neither.
  moveObject(game, source, 'hand');
  moveObject(game, chosen, 'battlefield', { controller, attachTo: host.id, tapped: false });
  game.emit({ type: 'exchanged', left: source.card.name, entered: chosen.card.name });
};
