// Triggers of Auras about the permanent they enchant (CR 603.2): the engine tells this module
// when a permanent dies, deals or is dealt damage, becomes tapped (for mana or otherwise), and when
// an upkeep begins; each Aura attached to it whose trigger names that event triggers, remembering
// the permanent's controller ("that player") and the damage dealt ("that much"). "Whenever
// enchanted land is tapped for mana, its controller adds an additional …" is a triggered mana
// ability (CR 605.1b): it resolves at once, without the stack.
import type { EnchantedEvent, TriggeredAbility } from '../../cards/oracle/abilities.ts';
import { attachmentsMatter, hasEnchantedTriggers, typesOf } from '../rules/attached.ts';
import type { Game } from '../turns/game.ts';
import { targetedPermanents } from './targeted-triggers.ts';
import { lastKnownStats } from './rider-amounts.ts';
import { countOf } from '../rules/filters.ts';
import { inGame, triggerKinds } from '../state/game-features.ts';
import { manaAbilityOutput } from './mana-ability-output.ts';
import type { EventOf } from '../events/engine-events.ts';
import { MANA_ORDER, OPPONENT, YOU, type GameObject, type GameState, type ObjectStamp, type PlayerId } from '../state/state.ts';

type What = EnchantedEvent['what'];

/** The game-feature bits of the Auras' "enchanted …" triggers: the dispatcher's gate (trigger-dispatch.ts). */
export const ENCHANTED_TRIGGERS = triggerKinds('enchanted');

/** Whether an Aura of this game may have an "enchanted …" trigger now. */
const auraTriggersInGame = (state: GameState): boolean => attachmentsMatter(state) && inGame(state, ENCHANTED_TRIGGERS);

/** Calls `visit` for each enchanted-object trigger of the Auras attached to `object` (any object, for -1) that names `what`. */
function forEachAuraTrigger(game: Game, object: GameObject | null, what: What, visit: (ability: TriggeredAbility, event: EnchantedEvent, aura: GameObject) => void): void {
  // Heard at every tap, damage and move off the battlefield: most games have no such Aura.
  if (!auraTriggersInGame(game.state)) return;
  for (const player of game.state.players) {
    for (const id of player.battlefield) {
      const aura = game.state.objects[id]!;
      if (aura.attachedTo < 0 || (object !== null && aura.attachedTo !== object.id) || !hasEnchantedTriggers(aura.card)) continue;
      for (const ability of aura.card.triggered) {
        if (ability.event.on === 'enchanted' && ability.event.what === what) visit(ability, ability.event, aura);
      }
    }
  }
}

function trigger(game: Game, aura: GameObject, ability: TriggeredAbility, thatPlayer: PlayerId, x?: number, thatCard?: { id: number; zcc: number }, subject?: ObjectStamp): void {
  game.state.pending.push({
    objectId: aura.id,
    sourceZcc: aura.zcc,
    sourceName: aura.card.name,
    controller: aura.controller,
    ability,
    thatPlayer,
    ...(x !== undefined ? { x } : {}),
    ...(thatCard ? { thatCard } : {}),
    ...(subject ? { subject } : {}),
  });
}

/**
 * "When enchanted creature dies": its Auras are still on the battlefield when it does (CR 603.10a
 * looks back). `lastKnown` is the permanent as it last existed there: its controller is "that
 * player", and its power or toughness the X of "where X is its power" (CR 608.2h).
 */
function enchantedDies(game: Game, object: GameObject, lastKnown: GameObject): void {
  const thatCard = { id: object.id, zcc: object.zcc }; // the card in the graveyard ("return that card")
  forEachAuraTrigger(game, object, 'dies', (ability, event, aura) => {
    const x = event.diedStat ? lastKnownStats(game, lastKnown)[event.diedStat] : undefined;
    trigger(game, aura, ability, lastKnown.controller, x, thatCard);
  });
}

/** CR 700.6: artifacts, legendaries and Sagas are historic; as the permanent last existed. */
function wasHistoric(lastKnown: GameObject): boolean {
  const types = typesOf(lastKnown);
  return types.types.includes('Artifact') || types.supertypes.includes('Legendary') || types.subtypes.includes('Saga');
}

/**
 * "When enchanted creature leaves the battlefield" / "dies or is put into exile" (CR 603.6c,
 * 603.10a): like a death, it looks back; "that card" is the card in its new zone.
 */
/** A permanent left the battlefield: its Auras' "When enchanted … dies / leaves the battlefield" (still attached as it last existed). */
export function onLeavesEnchanted(game: Game, { object, lastKnown, to, silent }: EventOf<'zone change'>): void {
  if (!lastKnown || silent) return;
  if (to === 'graveyard') enchantedDies(game, object, lastKnown); // "When enchanted land dies" too
  enchantedLeaves(game, object, lastKnown);
}

function enchantedLeaves(game: Game, object: GameObject, lastKnown: GameObject): void {
  const to = object.zone;
  forEachAuraTrigger(game, object, 'leaves', (ability, event, aura) => {
    if (event.into && to !== 'graveyard' && to !== 'exile') return;
    if (event.wasHistoric && !wasHistoric(lastKnown)) return; // an intervening "if" that never changes: what it was (CR 603.4)
    trigger(game, aura, ability, lastKnown.controller, undefined, { id: object.id, zcc: object.zcc });
  });
}

/** Damage dealt by `source` to `target`: "Whenever enchanted creature deals damage [to an opponent]", "When enchanted creature is dealt damage". */
export function onDamageEnchanted(game: Game, { source, target, amount }: EventOf<'damage'>): void {
  if (source.zone === 'battlefield') {
    forEachAuraTrigger(game, source, 'deals damage', (ability, event, aura) => {
      const to = event.to ?? 'any';
      if (to === 'creature' && !('object' in target)) return;
      if (to === 'player' && !('player' in target)) return;
      if (to === 'opponent' && !('player' in target && target.player !== aura.controller)) return;
      // "deals damage to a player, that player …": the damaged player; else "its controller".
      // "deals damage to a creature, destroy the other creature": the damaged creature is the subject.
      const damaged = to === 'creature' && 'object' in target ? { id: target.object, zcc: game.state.objects[target.object]!.zcc } : undefined;
      trigger(game, aura, ability, (to === 'player' || to === 'opponent') && 'player' in target ? target.player : source.controller, amount, undefined, damaged);
    });
  }
  if ('object' in target) {
    const recipient = game.state.objects[target.object]!;
    forEachAuraTrigger(game, recipient, 'dealt damage', (ability, _event, aura) => trigger(game, aura, ability, recipient.controller, amount));
  }
}

/** "Whenever enchanted creature deals combat damage to a player" ("that many": the damage dealt, X of the trigger). */
export function onCombatDamageEnchanted(game: Game, { attacker, amount }: EventOf<'combat damage to player'>): void {
  // "that player" is the damaged player: the goldfish, whom every attack hits.
  forEachAuraTrigger(game, attacker, 'deals combat damage to a player', (ability, _event, aura) => trigger(game, aura, ability, OPPONENT, amount));
}

/**
 * A permanent became tapped; `forMana` is the colour it was tapped for, when it was tapped for
 * mana. Triggered mana abilities add their mana to the permanent's controller's pool at once,
 * of the colour the land made where the ability lets the player choose.
 */
export function onTappedEnchanted(game: Game, { object, forMana }: EventOf<'tapped'>): void {
  forEachAuraTrigger(game, object, 'becomes tapped', (ability, _event, aura) => trigger(game, aura, ability, object.controller));
  if (forMana === undefined) return;
  forEachAuraTrigger(game, object, 'tapped for mana', (ability, _event, aura) => {
    const pool = game.state.players[object.controller].pool;
    for (const effect of ability.effects) {
      if (effect.kind !== 'addMana') continue;
      // "for each Elf on the battlefield": counted now; "of the chosen color": the Aura's choice.
      const times = typeof effect.times === 'object' ? countOf(game.state, effect.times.count, aura.controller, aura.id) * effect.times.times : typeof effect.times === 'number' ? effect.times : 1;
      for (const color of manaAbilityOutput(game, object.controller, aura.id, { ...effect, times }, forMana, 0)) pool[MANA_ORDER.indexOf(color)]! += 1;
    }
  });
}

/**
 * "At the beginning of the upkeep / draw step / end step of enchanted creature's controller": only
 * you take turns, so only your permanents' Auras trigger.
 */
export function onStepBeganEnchanted(game: Game, event: EventOf<'step began'>): void {
  const step = event.step === 'upkeep' ? 'upkeep' : event.step === 'draw' ? 'draw step' : event.step === 'end' ? 'end step' : undefined;
  if (!step) return;
  forEachAuraTrigger(game, null, step, (ability, _event, aura) => {
    const host = game.state.objects[aura.attachedTo]!;
    if (host.zone === 'battlefield' && host.controller === YOU) trigger(game, aura, ability, YOU);
  });
}

/**
 * "When enchanted creature becomes the target of a spell [or ability]" (CR 115.1, 603.2): the
 * objects a spell or ability targets as it is put on the stack. An object targeted in several
 * slots becomes the target once.
 */
export function onBecameTargetEnchanted(game: Game, { targets, spell }: EventOf<'became target'>): void {
  if (!attachmentsMatter(game.state)) return;
  for (const object of targetedPermanents(game, targets)) {
    forEachAuraTrigger(game, object, 'becomes target', (ability, event, aura) => {
      if (spell || !event.spellOnly) trigger(game, aura, ability, object.controller);
    });
  }
}
