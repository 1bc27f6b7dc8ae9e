// Effect units that move permanents and graveyard cards: destroy (regeneration and
// indestructible respected, CR 701.8, 701.15), exile, return to hand, return from a graveyard,
// sacrifice (CR 701.17; the engine chooses the weakest matching permanent).
import { hasKeyword, powerOf } from '../rules/characteristics.ts';
import { matchesFilter } from '../rules/filters.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject, PlayerId } from '../state/state.ts';
import { putAuraOntoBattlefield } from '../abilities/aura-enters.ts';
import { moveObject } from '../events/zones.ts';
import { linkExiled } from '../events/linked-exile.ts';
import { amountOf, noteEntered, rememberLeaving, objectsOf, playersOf, sourceOnBattlefield, targetAt, type Context, type EffectUnit } from './context.ts';
import { totemArmorSaves } from '../events/totem-armor.ts';
import { canBeRegenerated } from '../rules/turn-riders.ts';
import { returnAttached } from '../abilities/graveyard-triggers.ts';
import { lastKnownStats } from '../abilities/rider-amounts.ts';

/** Destroys a permanent unless it is indestructible or a regeneration shield replaces it. */
export function destroyPermanent(game: Game, object: GameObject, canRegenerate: boolean): void {
  if (hasKeyword(game.state, object, 'indestructible')) return;
  if (canRegenerate && object.regenerationShields > 0 && canBeRegenerated(game.state, object)) {
    // CR 701.15a: tap it, remove all damage, remove it from combat; the shield is used up.
    object.regenerationShields -= 1;
    object.tapped = true;
    object.damage = 0;
    return;
  }
  if (totemArmorSaves(game, object)) return; // CR 702.89a
  moveObject(game, object, 'graveyard');
}

export const destroy: EffectUnit<'destroy'> = (game, effect, context) => {
  const objects = effect.objects ? objectsOf(game, effect.objects, context) : objectsOf(game, { ref: 'target', slot: effect.target }, context);
  let destroyed = 0;
  for (const object of objects) {
    rememberLeaving(game, context, object);
    if (object.zone !== 'battlefield') continue;
    destroyPermanent(game, object, !effect.noRegenerate);
    if (object.zone !== 'battlefield') destroyed += 1; // not regenerated, not indestructible
  }
  context.thisWay = destroyed;
};

function exileOne(game: Game, object: GameObject, context: Context): void {
  rememberLeaving(game, context, object);
  moveObject(game, object, 'exile');
  if (object.zone !== 'exile') return;
  (context.exiled ??= []).push({ id: object.id, zcc: object.zcc });
  linkExiled(game, context, object, false);
}

/** Exile: permanents, or cards in a graveyard that were targeted. */
export const exile: EffectUnit<'exile'> = (game, effect, context) => {
  if (effect.objects.ref === 'target' || effect.objects.ref === 'targets') {
    const from = effect.objects.ref === 'target' ? effect.objects.slot : effect.objects.from;
    const count = effect.objects.ref === 'target' ? 1 : effect.objects.count;
    for (let slot = from; slot < from + count; slot += 1) {
      const target = targetAt(context, slot);
      if (!target || !('object' in target)) continue;
      const object = game.state.objects[target.object]!;
      if (object.zcc === target.zcc && object.zone !== 'exile') exileOne(game, object, context);
    }
    return;
  }
  for (const object of objectsOf(game, effect.objects, context)) exileOne(game, object, context);
};

export const toLibraryTop: EffectUnit<'toLibraryTop'> = (game, effect, context) => {
  for (const object of objectsOf(game, effect.objects, context)) moveObject(game, object, 'library', { position: effect.bottom ? 'bottom' : 'top' });
};

export const bounce: EffectUnit<'bounce'> = (game, effect, context) => {
  const objects = effect.objects ? objectsOf(game, effect.objects, context) : objectsOf(game, { ref: 'target', slot: effect.target }, context);
  for (const object of objects) {
    rememberLeaving(game, context, object);
    moveObject(game, object, 'hand');
  }
};

export const returnCard: EffectUnit<'returnCard'> = (game, effect, context) => {
  for (let slot = effect.slot; slot < effect.slot + effect.count; slot += 1) {
    const target = targetAt(context, slot);
    if (!target || !('object' in target)) continue;
    const card = game.state.objects[target.object]!;
    if (card.zone !== 'graveyard' || card.zcc !== target.zcc) continue;
    if (effect.to === 'hand') moveObject(game, card, 'hand');
    else if (effect.to === 'library top' || effect.to === 'library bottom') moveObject(game, card, 'library', { position: effect.to === 'library top' ? 'top' : 'bottom' });
    else {
      moveObject(game, card, 'battlefield', { controller: effect.underYourControl ? context.item.controller : card.owner });
      noteEntered(context, card);
    }
  }
};

export const returnSelf: EffectUnit<'returnSelf'> = (game, effect, context) => {
  const self = game.state.objects[context.item.objectId]!;
  // A resolving spell's "return ~ to its owner's hand" moves the spell itself (resolution leaves it there).
  const resolvingSpell = context.item.kind === 'spell' && self.zone === 'stack' && self.zcc === context.item.sourceZcc ? self : undefined;
  const here = effect.from === 'battlefield' ? (sourceOnBattlefield(game, context) ?? resolvingSpell) : self.zone === 'graveyard' ? self : undefined;
  if (!here) return;
  if (effect.attachTo) returnAttached(game, here, objectsOf(game, effect.attachTo, context)[0], context.item.controller);
  else if (effect.to === 'hand') moveObject(game, here, 'hand');
  else if (effect.to === 'battlefield' && here.card.isAura) putAuraOntoBattlefield(game, here, effect.byThatPlayer ? (context.item.thatPlayer ?? context.item.controller) : context.item.controller, effect.atRandom); // CR 303.4f
  else if (effect.to === 'battlefield') moveObject(game, here, 'battlefield', { controller: context.item.controller, ...(effect.tapped ? { tapped: true } : {}) });
  else moveObject(game, here, 'library', { position: 'top' });
};

function weakestMatching(game: Game, player: PlayerId, effect: Parameters<EffectUnit<'sacrifice'>>[1], sourceId: number): GameObject | undefined {
  const candidates = game.state.players[player].battlefield
    .map((id) => game.state.objects[id]!)
    .filter((object) => matchesFilter(game.state, object, effect.filter, player, sourceId));
  candidates.sort((a, b) => (powerOf(game.state, a) ?? 0) - (powerOf(game.state, b) ?? 0));
  return candidates[0];
}

export const sacrifice: EffectUnit<'sacrifice'> = (game, effect, context) => {
  if (effect.self) {
    const self = sourceOnBattlefield(game, context);
    if (self) moveObject(game, self, 'graveyard', { sacrificed: true });
    return;
  }
  const count = amountOf(game, effect.count, context);
  let sacrificed = 0;
  if (effect.objects) {
    // "Enchanted creature's controller sacrifices it": only its controller can (CR 701.17a).
    const players = playersOf(effect.who, effect.target, context, game);
    for (const object of objectsOf(game, effect.objects, context)) {
      if (!players.includes(object.controller)) continue;
      moveObject(game, object, 'graveyard', { sacrificed: true });
      sacrificed += 1;
    }
    context.thisWay = sacrificed;
    return;
  }
  for (const player of playersOf(effect.who, effect.target, context, game)) {
    for (let left = count; left > 0; left -= 1) {
      const chosen = weakestMatching(game, player, effect, context.item.objectId);
      if (!chosen) break;
      context.sacrificedThisWay ??= lastKnownStats(game, chosen);
      moveObject(game, chosen, 'graveyard', { sacrificed: true });
      sacrificed += 1;
    }
  }
  context.thisWay = sacrificed; // "you may sacrifice another creature. If you do, …" (choices.ts)
};
