// Triggered abilities: noticed when their event happens (pending), put on the stack the next
// time a player would receive priority (CR 603.3), with targets chosen as they go on the stack:
// the opponent where legal, else the first legal target in battlefield order; none → removed
// (event `fizzled`).
import type { TriggeredAbility } from '../../cards/oracle/abilities.ts';
import { manaValue } from '../../cards/mana-symbols.ts';
import type { Game } from '../turns/game.ts';
import type { EventOf } from '../events/engine-events.ts';
import { matchesFilter } from '../rules/filters.ts';
import { YOU, type GameObject, type ObjectStamp, type PlayerId } from '../state/state.ts';
import { forEachGrantedTrigger } from '../rules/attached.ts';
import { heard, signal } from '../events/engine-events.ts';
import { automaticModesAndTargets } from './modes.ts';
import { upkeepKeywordTriggers } from './upkeep-triggers.ts';
import { counterCount } from '../state/counters.ts';
import { evolvesFrom } from '../effects/lifecycle.ts';
import { wasDamagedBy } from '../rules/damaged-by.ts';
import { checkAscend } from '../events/lifecycle-steps.ts';
import { hostStamp } from '../events/host-refs.ts';
import { inGame, triggerKinds } from '../state/game-features.ts';

// The game-feature bits of this file's trigger families; the exported ones are the dispatcher's gates (trigger-dispatch.ts).
const ON_CYCLE_OR_DISCARD = triggerKinds('cycle', 'discard');
const ON_ENTERS = triggerKinds('another enters', 'evolve');
const ON_DIES = triggerKinds('dies', 'damaged by self dies');
export const ON_STEP = triggerKinds('step', 'upkeep keyword');
export const ON_GAIN_LIFE = triggerKinds('gain life');
export const ON_CAST = triggerKinds('cast');
export const ON_COMBAT_DAMAGE_SELF = triggerKinds('deals combat damage to a player');


/** A triggered ability noticed now, put on the stack when a player would next receive priority (CR 603.3). */
export function addPending(game: Game, source: GameObject, ability: TriggeredAbility, controller: PlayerId, subject?: ObjectStamp, amount?: number, thatPlayer?: PlayerId, host?: ObjectStamp): void {
  game.state.pending.push({ objectId: source.id, sourceZcc: source.zcc, sourceName: source.card.name, controller, ability, ...(subject ? { subject } : {}), ...(amount !== undefined ? { amount } : {}), ...(thatPlayer !== undefined ? { thatPlayer } : {}), ...(host ? { host } : {}) });
}

/**
 * Each permanent's triggered abilities, both players, in battlefield order, when a card of the game
 * has a trigger of `kinds` (game-features.ts: most events have no listener in most games).
 */
export function forEachBattlefieldTrigger(game: Game, kinds: number, visit: (ability: TriggeredAbility, source: GameObject) => void): void {
  if (!inGame(game.state, kinds)) return;
  for (const player of game.state.players) {
    for (const id of player.battlefield) {
      const source = game.state.objects[id]!;
      const triggered = source.card.triggered;
      for (let index = 0; index < triggered.length; index += 1) visit(triggered[index]!, source);
      forEachGrantedTrigger(game.state, source, visit); // abilities an Aura or Equipment grants
    }
    // CR 114.4: an emblem's abilities work from the command zone.
    for (const id of player.command) for (const ability of game.state.objects[id]!.card.triggered) visit(ability, game.state.objects[id]!);
  }
}

/**
 * A card was discarded. When it paid a cycling cost (CR 702.29c–d, f), "When you cycle this
 * card" triggers from the zone it landed in, "cycle" triggers fire, and "cycles or discards"
 * triggers fire once, not twice.
 */
export function onDiscarded(game: Game, { object: card, player, cycling, x }: EventOf<'discarded'>): void {
  if (cycling) {
    for (const ability of card.card.triggered) {
      if (ability.event.on !== 'cycle self' && ability.event.on !== 'cycle self or dies') continue;
      addPending(game, card, ability, card.owner);
      // Shark Typhoon: "When you cycle ~, create an X/X …": the X paid for cycling it (CR 107.3a).
      if (x !== undefined) game.state.pending[game.state.pending.length - 1]!.x = x;
    }
  }
  forEachBattlefieldTrigger(game, ON_CYCLE_OR_DISCARD, (ability, source) => {
    const event = ability.event;
    if (event.on === 'cycle') {
      if (!cycling && !event.orDiscard) return;
      if (event.who === 'you' && source.controller !== player) return;
      if (event.another && source.id === card.id) return;
      // "for the first time each turn": the player cycled no card earlier this turn (the records counted this one already).
      if (event.firstEachTurn && game.state.players[player].cycledThisTurn !== 1) return;
      addPending(game, source, ability, source.controller);
    } else if (event.on === 'discard') {
      if (event.who === 'you' && source.controller !== player) return;
      if (event.another && source.id === card.id) return;
      addPending(game, source, ability, source.controller);
    }
  });
}

/** A permanent entered (a move or a token): its own "When ~ enters", others' "Whenever another … enters", evolve. */
export function onEnters(game: Game, event: EventOf<'zone change'> | EventOf<'token created'>): void {
  const object = event.object;
  if (event.type === 'zone change' && (event.to !== 'battlefield' || event.silent)) return;
  checkAscend(game, object.controller);
  for (const ability of object.card.triggered) {
    if (ability.event.on === 'enters self') addPending(game, object, ability, object.controller);
  }
  // "Whenever another creature enters the battlefield [under your control]".
  forEachBattlefieldTrigger(game, ON_ENTERS, (ability, source) => {
    const trigger = ability.event;
    if (trigger.on === 'another enters' && matchesFilter(game.state, object, trigger.filter, source.controller, source.id)) addPending(game, source, ability, source.controller, { id: object.id, zcc: object.zcc }, undefined, object.controller);
    else if (trigger.on === 'evolve' && source.controller === object.controller && evolvesFrom(game, source, object)) addPending(game, source, ability, source.controller, { id: object.id, zcc: object.zcc });
  });
}

/**
 * A permanent left the battlefield: "When ~ leaves the battlefield", "When ~ dies", "Whenever a
 * creature dies". Leaves-the-battlefield abilities look back in time (CR 603.10a): the abilities
 * are the permanent's as it last existed (`lastKnown`: one that had lost its abilities triggers
 * nothing), and "Whenever a creature dies" sees the creature as it last existed.
 */
export function onLeaves(game: Game, event: EventOf<'zone change'>): void {
  const { object, lastKnown } = event;
  if (!lastKnown || event.silent) return;
  const abilities = abilitiesAsItLastExisted(lastKnown);
  for (const ability of abilities) {
    if (ability.event.on === 'leaves self') addPending(game, object, ability, object.owner, undefined, undefined, undefined, hostStamp(game, lastKnown));
  }
  if (!event.wasCreature || event.to !== 'graveyard') return;
  for (const ability of abilities) {
    const trigger = ability.event;
    // Persist, undying (CR 702.79a, 702.93a): an intervening "if" on the counters it had as it last existed.
    if (trigger.on === 'dies self' && trigger.unlessCounter && counterCount(lastKnown, trigger.unlessCounter) > 0) continue;
    if (trigger.on === 'dies self' || trigger.on === 'cycle self or dies') addPending(game, object, ability, object.owner);
  }
  // "Whenever a creature dies": the dead creature as it last existed (its zone is the graveyard
  // now, so the filter's types and colours are its card's).
  forEachBattlefieldTrigger(game, ON_DIES, (ability, source) => {
    const trigger = ability.event;
    if (trigger.on === 'dies' && matchesFilter(game.state, object, trigger.filter, source.controller, source.id)) addPending(game, source, ability, source.controller, undefined, undefined, lastKnown.controller);
    else if (trigger.on === 'damaged by self dies' && wasDamagedBy(lastKnown, source)) addPending(game, source, ability, source.controller);
  });
}

/** The triggered abilities a permanent had as it last existed: none when an effect had taken them away (CR 603.10a, 613.1f). */
function abilitiesAsItLastExisted(lastKnown: GameObject): readonly TriggeredAbility[] {
  return lastKnown.card.triggered; // the card it played as: a copy without abilities, a face-down card, a clone's copy
}

/** Puts every pending trigger on the stack, in the order they triggered. */
export function putPendingOnStack(game: Game): void {
  const state = game.state;
  while (state.pending.length > 0) {
    const pending = state.pending.shift()!;
    if (game.events) game.emit({ type: 'triggered', source: pending.sourceName, text: pending.ability.text });
    // CR 603.3c, 700.2a: modes (the default ones) and then targets are chosen as it goes on the stack.
    const chosen = automaticModesAndTargets(game, pending.ability.effects, pending.ability.targets, pending.controller, pending.objectId);
    if (chosen === undefined) {
      if (game.events) game.emit({ type: 'fizzled', source: pending.sourceName });
      continue;
    }
    state.stack.push({
      sid: state.nextStackId++,
      kind: 'trigger',
      objectId: pending.objectId,
      sourceZcc: pending.sourceZcc,
      sourceName: pending.sourceName,
      controller: pending.controller,
      ability: pending.ability,
      effects: chosen.effects,
      targetSpecs: pending.ability.targets,
      targets: chosen.targets,
      x: pending.x ?? 0,
      text: pending.ability.text,
      ...(pending.subject ? { subject: pending.subject } : {}),
      ...(pending.amount !== undefined ? { amount: pending.amount } : {}),
      ...(chosen.modes.length > 0 ? { modes: chosen.modes } : {}),
      ...(pending.thatPlayer !== undefined ? { thatPlayer: pending.thatPlayer } : {}),
      ...(pending.thatCard ? { thatCard: pending.thatCard } : {}),
      ...(pending.host ? { host: pending.host } : {}),
    });
    if (heard(game, 'became target')) signal(game, { type: 'became target', targets: chosen.targets, spell: false });
  }
}

/** "At the beginning of your upkeep / end step / …": every permanent whose trigger names the step (you are the active player every turn). */
export function onStepBegan(game: Game, { step }: EventOf<'step began'>): void {
  forEachBattlefieldTrigger(game, ON_STEP, (ability, source) => {
    const event = ability.event;
    if (event.on === 'step' && event.step === step && (event.whose === 'each' || source.controller === YOU)) addPending(game, source, ability, source.controller, undefined, undefined, event.eachPlayer ? YOU : undefined);
    else if (event.on === 'upkeep keyword' && step === 'upkeep' && source.controller === YOU && upkeepKeywordTriggers(game.state, source, ability)) addPending(game, source, ability, source.controller);
  });
}

/** "Whenever you gain life, …"; "that much" / "that many" in its effect is the life gained, the trigger's X. */
export function onLifeChanged(game: Game, { player, delta }: EventOf<'life changed'>): void {
  if (delta <= 0) return;
  forEachBattlefieldTrigger(game, ON_GAIN_LIFE, (ability, source) => {
    if (ability.event.on === 'gain life' && source.controller === player) {
      addPending(game, source, ability, source.controller);
      game.state.pending[game.state.pending.length - 1]!.x = delta;
    }
  });
}

/** "Whenever you cast a [noncreature] spell", "Whenever you cast a spell that targets ~" (heroic). */
export function onCast(game: Game, { spell, player, targets }: EventOf<'cast'>): void {
  forEachBattlefieldTrigger(game, ON_CAST, (ability, source) => {
    const event = ability.event;
    if (event.on !== 'cast') return;
    if (event.who === 'you' && source.controller !== player) return;
    if (event.who === 'opponent' && source.controller === player) return; // "Whenever an opponent casts …"
    if (event.targetsSelf && !targets.some((target) => target !== null && 'object' in target && target.object === source.id)) return;
    if (event.filter && !matchesFilter(game.state, spell, event.filter, source.controller, source.id)) return;
    // The subject: "copy that spell"; "that player": the caster; the amount: "where X is that spell's mana value".
    addPending(game, source, ability, source.controller, { id: spell.id, zcc: spell.zcc }, spellManaValue(game, spell), player);
  });
}

/** A spell's mana value on the stack: its X counts as the value chosen (CR 202.3e). */
function spellManaValue(game: Game, spell: GameObject): number {
  const symbols = spell.card.manaCost;
  const item = game.state.stack.findLast((entry) => entry.kind === 'spell' && entry.objectId === spell.id);
  const xs = item ? symbols.filter((symbol) => symbol.kind === 'variable').length : 0;
  return manaValue(symbols) + xs * (item?.x ?? 0);
}

/** "Whenever ~ deals combat damage to a player" ("that player": the one it damaged). */
export function onCombatDamageToPlayer(game: Game, { attacker, player }: EventOf<'combat damage to player'>): void {
  for (const ability of attacker.card.triggered) {
    if (ability.event.on === 'deals combat damage to a player') addPending(game, attacker, ability, attacker.controller, undefined, undefined, player);
  }
}

/**
 * Events only the permanent's own abilities hear: "When ~ becomes monstrous" (CR 701.37b), "When
 * ~ exploits a creature" (CR 702.110b: even if it sacrificed itself), "When ~ is turned face up"
 * (CR 702.37, 708.8: the face-up card's abilities), "Whenever ~ phases in / out" (CR 702.26e:
 * phasing in is no entering, so nothing else triggers).
 */
export function onSelf(game: Game, { object, what }: EventOf<'self'>): void {
  for (const ability of object.card.triggered) {
    if (ability.event.on === what) addPending(game, object, ability, object.controller);
  }
}
