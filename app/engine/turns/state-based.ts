// State-based actions (CR 704), checked whenever a player would receive priority, repeated until
// none apply: a player at 0 life or who drew from an empty library loses; creatures with 0
// toughness or lethal damage go to the graveyard; +1/+1 and -1/-1 counters annihilate; Auras
// attached illegally or to nothing go to the graveyard; the legend rule; tokens off the
// battlefield cease to exist.
import { keepsPlayingAtZeroLife } from '../rules/life-rules.ts';
import { enchantingForbidden } from '../rules/aura-rules.ts';
import { canBeRegenerated } from '../rules/turn-riders.ts';
import { canEnchant, hasKeyword, isCreatureNow, protectionRemovesAura, toughnessOf } from '../rules/characteristics.ts';
import type { Game } from './game.ts';
import type { GameObject, PlayerId } from '../state/state.ts';
import { moveObject } from '../events/zones.ts';
import { applyLayerEffects, typesOf } from '../rules/attached.ts';
import { totemArmorSaves } from '../events/totem-armor.ts';
import { outOfLoyalty } from '../rules/loyalty.ts';
import { endBestow } from '../rules/bestow.ts';
import { LEGENDARIES, TOUGHNESS_LOWERING, inGame } from '../state/game-features.ts';

/** Toughness from the card, counters and "until end of turn" effects (no statics). */
function baseToughness(object: GameObject): number {
  const counters = object.counters;
  return (object.card.toughness ?? 0) + (counters?.['+1/+1'] ?? 0) - (counters?.['-1/-1'] ?? 0) + object.pumpToughness;
}

/** Whether any permanent has a static effect that lowers toughness ("enchanted creature gets -2/-2"). */
function staticsLowerToughness(game: Game): boolean {
  const state = game.state;
  if (!inGame(state, TOUGHNESS_LOWERING)) return false;
  for (const player of state.players) {
    for (const id of player.battlefield) if (state.objects[id]!.card.lowersToughness) return true;
  }
  return false;
}


/** Performs one round; true when anything happened. */
function checkOnce(game: Game): boolean {
  const state = game.state;
  let acted = false;
  for (let player: PlayerId = 0; player <= 1; player = (player + 1) as PlayerId) {
    const status = state.players[player];
    if (state.gameOver === null && status.life <= 0 && !keepsPlayingAtZeroLife(state, player)) state.gameOver = { loser: player, reason: '0 or less life' };
    if (state.gameOver === null && (status.poison ?? 0) >= 10) state.gameOver = { loser: player, reason: 'ten or more poison counters' };
    if (status.drewFromEmpty) {
      status.drewFromEmpty = false;
      if (state.gameOver === null) state.gameOver = { loser: player, reason: 'drew from an empty library' };
    }
  }
  if (applyLayerEffects(game)) acted = true; // layers 2 and 4 (CR 613.1b, d) before anything looks at control or types
  let toGraveyard: GameObject[] | null = null;
  // The full toughness sums every Aura and lord on the battlefield; it can only matter for an
  // undamaged creature with positive base toughness when some static lowers toughness. Skipping
  // it otherwise keeps this check (run at every priority) linear in the battlefield.
  const lowered = staticsLowerToughness(game);
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const object = state.objects[id]!;
      const counters = object.counters;
      if (counters && (counters['+1/+1'] ?? 0) > 0 && (counters['-1/-1'] ?? 0) > 0) {
        const both = Math.min(counters['+1/+1']!, counters['-1/-1']!);
        counters['+1/+1']! -= both;
        counters['-1/-1']! -= both;
        acted = true;
      }
      // CR 704.5i: a planeswalker with no loyalty (only objects with counters can be one that entered).
      if (counters && outOfLoyalty(object)) (toGraveyard ??= []).push(object);
      else if (isCreatureNow(object)) {
        // Animations (layer 7b) and switches (7d) change toughness past this shortcut.
        if (!lowered && !object.switchedPT && !object.animated && !object.heldBy && object.damage === 0 && baseToughness(object) > 0) continue;
        const toughness = toughnessOf(state, object)!;
        if (toughness <= 0) (toGraveyard ??= []).push(object);
        else if (object.damage > 0 && object.damage >= toughness && !hasKeyword(state, object, 'indestructible')) {
          // CR 704.5g: lethal damage destroys it, so a regeneration shield replaces that (CR 701.15a).
          if (object.regenerationShields > 0 && canBeRegenerated(state, object)) {
            object.regenerationShields -= 1;
            object.tapped = true;
            object.damage = 0;
            acted = true;
          } else if (totemArmorSaves(game, object)) acted = true; // CR 702.89a
          else (toGraveyard ??= []).push(object);
        }
      } else if (object.card.isAura && object.enchantedPlayer < 0) {
        const host = object.attachedTo >= 0 ? state.objects[object.attachedTo] : undefined;
        if (!host || !canEnchant(state, object.card.enchant, host, object.controller, object.id) || protectionRemovesAura(state, host, object) || enchantingForbidden(state, host, object)) {
          // CR 702.103f: a bestowed Aura that becomes unattached is an enchantment creature again.
          if (object.bestowed) {
            endBestow(object);
            object.attachedTo = -1;
            acted = true;
          } else (toGraveyard ??= []).push(object);
        }
      } else if (object.attachedTo >= 0) {
        // CR 704.5n: an Equipment attached to something that is no longer a creature on the battlefield becomes unattached.
        const host = state.objects[object.attachedTo];
        if (!host || host.zone !== 'battlefield' || !host.card.isCreature) {
          object.attachedTo = -1;
          acted = true;
        }
      }
    }
  }
  // CR 704.5j legend rule: of two legendary permanents with the same name, the newest stays
  // (the player's choice, made automatically). Most games have no legendary card at all.
  if (inGame(state, LEGENDARIES)) for (const player of state.players) {
    const battlefield = player.battlefield;
    for (let index = 0; index < battlefield.length; index += 1) {
      const object = state.objects[battlefield[index]!]!;
      if (!(object.typesSet || object.animated ? typesOf(object) : object.card.types).supertypes.includes('Legendary')) continue; // "is legendary" (an Aura's or an animation's, CR 205.4)
      for (let later = index + 1; later < battlefield.length; later += 1) {
        if (state.objects[battlefield[later]!]!.card.name === object.card.name) {
          (toGraveyard ??= []).push(object);
          break;
        }
      }
    }
  }
  if (toGraveyard) {
    for (const object of toGraveyard) {
      if (object.zone === 'battlefield') moveObject(game, object, 'graveyard');
      acted = true;
    }
  }
  // Tokens that left the battlefield cease to exist (CR 704.5d).
  if (!state.tokenLeft) return acted;
  state.tokenLeft = false;
  for (const player of state.players) {
    for (const zone of ['hand', 'graveyard', 'exile', 'library'] as const) {
      const list = player[zone];
      for (let index = list.length - 1; index >= 0; index -= 1) {
        const object = state.objects[list[index]!]!;
        if (object.token) {
          list.splice(index, 1);
          object.zone = 'none';
          acted = true;
        }
      }
    }
  }
  return acted;
}

export function checkStateBasedActions(game: Game): void {
  for (let round = 0; round < 100 && checkOnce(game); round += 1) {
    // repeat until nothing happens (CR 704.3)
  }
}
