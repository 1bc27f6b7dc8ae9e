// The resolution steps of the casting keywords: storm's copies (CR 702.40a, 707.10), cascade's
// exile-until and its bottom-of-library cleanup (CR 702.85a), casting the exiled card (cascade:
// without paying its mana cost; madness: for its madness cost, CR 702.35a), and madness's "if
// that player doesn't, put it into the graveyard".
import { manaValue } from '../../cards/mana-symbols.ts';
import { payMana } from '../abilities/pay-mana.ts';
import { planCast, putOnStack } from '../abilities/casting.ts';
import type { Game } from '../turns/game.ts';
import { nextRandom } from '../state/rng.ts';
import type { GameObject } from '../state/state.ts';
import { chooseTargetsAutomatically } from '../rules/targets.ts';
import { moveObject } from '../events/zones.ts';
import { castEncodedCopy, encode } from '../abilities/cipher.ts';
import type { Context, EffectUnit } from './context.ts';

/** The spell a cast trigger belongs to, still on the stack. */
function spellOnStack(game: Game, context: Context) {
  return game.state.stack.find((item) => item.kind === 'spell' && !item.copy && item.objectId === context.item.objectId && item.sourceZcc === context.item.sourceZcc);
}

/** The card a madness trigger or a cascade found, while it is still in exile as that object. */
function exiledCard(game: Game, context: Context, how: 'cascade' | 'madness' | 'rebound' | 'miracle'): GameObject | undefined {
  if (how !== 'cascade') {
    // Miracle (CR 702.94a): the revealed card, still in hand as that object.
    const card = game.state.objects[context.item.objectId]!;
    return card.zone === (how === 'miracle' ? 'hand' : 'exile') && card.zcc === context.item.sourceZcc ? card : undefined;
  }
  const last = context.exiled?.[context.exiled.length - 1];
  const card = last ? game.state.objects[last.id] : undefined;
  return card && card.zone === 'exile' && card.zcc === last!.zcc && !card.card.isLand ? card : undefined;
}

/** Casts a card during resolution (from exile; ripple: from the library): targets chosen automatically; nothing happens if it can't be cast (no legal target, can't pay). Unpredictable Cyclone casts as cascade does (abilities/cycling-draw-replacement.ts). */
export function castExiled(game: Game, card: GameObject, how: 'cascade' | 'madness' | 'rebound' | 'ripple' | 'miracle'): void {
  const specs = card.card.spell?.targets ?? (card.card.isAura && card.card.enchant ? [{ kind: 'permanent' as const, enchant: card.card.enchant }] : []);
  const targets = specs.length === 0 ? [] : chooseTargetsAutomatically(game, specs, card.owner, card.id);
  if (!targets) return;
  const plan = planCast(game, card, { alternative: how === 'madness' || how === 'miracle' ? how : 'free' }, 0, targets.length);
  if ('key' in plan) return;
  game.emit({ type: 'cast', card: card.card.name });
  payMana(game, card.owner, plan.payment);
  putOnStack(game, card, plan, null, specs, targets, 0, card.owner);
}

export const castingStep: EffectUnit<'castingStep'> = (game, effect, context) => {
  const state = game.state;
  const controller = context.item.controller;
  switch (effect.step) {
    case 'storm copies': {
      // CR 702.40a, 707.10: copies on the stack with the same choices (the engine keeps the targets).
      const spell = spellOnStack(game, context);
      if (!spell) return;
      const at = state.stack.indexOf(spell);
      for (let copy = 0; copy < (effect.count ?? 0); copy += 1) state.stack.splice(at + 1, 0, { ...spell, sid: state.nextStackId++, targets: spell.targets.slice(), copy: true });
      return;
    }
    case 'cascade exile': {
      // CR 702.85a: exile from the top until a nonland card with a lesser mana value.
      const source = state.objects[context.item.objectId]!;
      const limit = manaValue(source.card.manaCost);
      const library = state.players[controller].library;
      context.exiled = [];
      while (library.length > 0) {
        const card = state.objects[library[0]!]!;
        moveObject(game, card, 'exile');
        context.exiled.push({ id: card.id, zcc: card.zcc });
        if (!card.card.isLand && manaValue(card.card.manaCost) < limit) break;
      }
      return;
    }
    case 'cast exiled': {
      const card = exiledCard(game, context, effect.how ?? 'cascade');
      if (card) castExiled(game, card, effect.how ?? 'cascade');
      return;
    }
    case 'cascade bottom': {
      // The exiled cards not cast go to the bottom in a random order (the game's seeded source).
      const left = (context.exiled ?? []).filter((entry) => state.objects[entry.id]!.zone === 'exile' && state.objects[entry.id]!.zcc === entry.zcc).map((entry) => state.objects[entry.id]!);
      for (let index = left.length - 1; index > 0; index -= 1) {
        const [rng, value] = nextRandom(state.rng);
        state.rng = rng;
        const swap = Math.floor(value * (index + 1));
        [left[index], left[swap]] = [left[swap]!, left[index]!];
      }
      for (const card of left) moveObject(game, card, 'library', { position: 'bottom' });
      return;
    }
    case 'ripple': {
      // CR 702.60a: reveal the top N; cast those with the same name free; the rest to the bottom.
      const source = state.objects[context.item.objectId]!;
      const revealed = state.players[controller].library.slice(0, effect.count ?? 0).map((id) => state.objects[id]!);
      for (const card of revealed) game.emit({ type: 'revealed', card: card.card.name });
      for (const card of revealed) if (card.card.name === source.card.name && !card.card.isLand) castExiled(game, card, 'ripple');
      for (const card of revealed) if (card.zone === 'library') moveObject(game, card, 'library', { position: 'bottom', silent: true });
      return;
    }
    case 'cipher encode':
      encode(game, context.item);
      return;
    case 'cipher copy':
      castEncodedCopy(game, context.item);
      return;
    case 'madness graveyard': {
      const card = exiledCard(game, context, 'madness');
      if (card) moveObject(game, card, 'graveyard');
      return;
    }
  }
};
