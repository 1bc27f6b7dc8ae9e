// The one trigger dispatcher (CR 603.2): for each type of event on the stream (engine-events.ts),
// the trigger families that listen to it, in the order their abilities are put on the stack
// (XMage's `checkEventType`, Forge's trigger modes). Each family matches its abilities to the
// event in its own file and adds them as pending triggers; the dispatcher then drops those whose
// intervening "if" is false as the event happens (CR 603.4: they don't trigger at all). Every
// pending trigger goes on the stack the next time a player would receive priority (triggers.ts).
//
// A new trigger family: write its matcher `on<Event><Family>(game, event)` in its file and list it
// under the event types it listens to, here, with when it hears: the game-feature bits of its
// triggers (game-features.ts), or a gate on state the game keeps, false whenever the matcher could
// trigger nothing. An event type whose families all stay silent is not even built where nothing
// else hears it (`heard` in engine-events.ts: one mask test, then the few gates).
import { subscribe, type EngineEventType, type Hears, type Listener } from '../events/engine-events.ts';
import type { Game } from '../turns/game.ts';
import type { GameState } from '../state/state.ts';
import { ON_CAST, ON_COMBAT_DAMAGE_SELF, ON_GAIN_LIFE, ON_STEP, onCast, onCombatDamageToPlayer, onDiscarded, onEnters, onLeaves, onLifeChanged, onSelf, onStepBegan } from './triggers.ts';
import { ON_ENCHANTED_PLAYER, onAttackersDeclaredCurse, onCastCurse, onCombatDamageCurse, onDrewCurse, onEntersCurse, onStepBeganCurse } from './curses.ts';
import { ENCHANTED_TRIGGERS, onBecameTargetEnchanted, onCombatDamageEnchanted, onDamageEnchanted, onLeavesEnchanted, onStepBeganEnchanted, onTappedEnchanted } from './enchanted-triggers.ts';
import { grantedTriggersInGame, onCombatDamageGranted, onDiesGranted } from './granted-triggers.ts';
import { onEntersGraveyard } from './graveyard-triggers.ts';
import { onToGraveyard } from './to-graveyard.ts';
import { onSacrificed } from './sacrifice-triggers.ts';
import { ON_DRAW, onDrew } from './draw-triggers.ts';
import { DEALS_DAMAGE, onDamageDealtBy } from './damage-triggers.ts';
import { ON_DAMAGE, onDamage } from './damage-events.ts';
import { encodedCardsMayExist, onCombatDamageCipher } from './cipher.ts';
import { nextSpellCopiesWait, onCastNextSpell } from './next-spell-copies.ts';
import { UPKEEP_RULES, onStateChecked, onStepBeganSuspend, suspendedCardsMayExist } from './upkeep.ts';
import { delayedTriggersWait, onStepBeganDelayed } from './delayed-triggers.ts';
import { ON_TARGETED, onBecameTarget } from './targeted-triggers.ts';
import { ON_ATTACKS, onAttackersDeclared } from './combat-triggers.ts';
import { ON_UNBLOCKED, onBlockersDeclared } from './unblocked-triggers.ts';
import { onStepBeganMonarch, youAreTheMonarch } from './monarch.ts';
import { ON_BATCH, onBatch } from './batch-triggers.ts';
import { interveningIfHolds } from '../rules/intervening-if.ts';

/** A trigger family's matcher, and when it may trigger anything in this game (feature bits, or a gate on state). */
interface Family<K extends EngineEventType> {
  readonly hear: Listener<K>;
  readonly when: Hears;
}

/** A family heard only when its game-feature bits or its gate say so: most games have no card of most families. */
const gated = <K extends EngineEventType>(when: Hears, hear: Listener<K>): Family<K> => ({ hear, when });
/** A family heard at every event of its type (its matcher reads the object's own abilities, or state no gate covers). */
const heardAlways = <K extends EngineEventType>(hear: Listener<K>): Family<K> => ({ hear, when: -1 });

const FAMILIES: { readonly [K in EngineEventType]: readonly Family<K>[] } = {
  'zone change': [heardAlways(onEnters), heardAlways(onEntersGraveyard), gated(ON_ENCHANTED_PLAYER, onEntersCurse), heardAlways(onLeaves), heardAlways(onDiesGranted), heardAlways(onToGraveyard), gated(ENCHANTED_TRIGGERS, onLeavesEnchanted), heardAlways(onSacrificed)],
  'token created': [heardAlways<'token created'>(onEnters), heardAlways<'token created'>(onEntersGraveyard), gated<'token created'>(ON_ENCHANTED_PLAYER, onEntersCurse)],
  drew: [gated(ON_ENCHANTED_PLAYER, onDrewCurse), gated(ON_DRAW, onDrew)],
  discarded: [heardAlways(onDiscarded)],
  'life changed': [gated(ON_GAIN_LIFE, onLifeChanged)],
  // Suspend first (CR 702.62a), then the delayed triggers of the step (CR 603.7), then the rest.
  'step began': [
    gated(suspendedCardsMayExist, onStepBeganSuspend),
    gated(delayedTriggersWait, onStepBeganDelayed),
    gated(ENCHANTED_TRIGGERS, onStepBeganEnchanted),
    gated(ON_ENCHANTED_PLAYER, onStepBeganCurse),
    gated(youAreTheMonarch, onStepBeganMonarch),
    gated(ON_STEP, onStepBegan),
  ],
  cast: [gated(nextSpellCopiesWait, onCastNextSpell), gated(ON_CAST, onCast), gated(ON_ENCHANTED_PLAYER, onCastCurse)],
  'became target': [gated(ENCHANTED_TRIGGERS, onBecameTargetEnchanted), gated(ON_TARGETED, onBecameTarget)],
  'attackers declared': [gated(ON_ENCHANTED_PLAYER, onAttackersDeclaredCurse), gated(ON_ATTACKS, onAttackersDeclared)],
  'blockers declared': [gated(ON_UNBLOCKED, onBlockersDeclared)],
  'state checked': [gated(UPKEEP_RULES, onStateChecked)],
  self: [heardAlways(onSelf)],
  'combat damage to player': [
    gated(ON_COMBAT_DAMAGE_SELF, onCombatDamageToPlayer),
    gated(grantedTriggersInGame, onCombatDamageGranted),
    gated(ENCHANTED_TRIGGERS, onCombatDamageEnchanted),
    gated(ON_ENCHANTED_PLAYER, onCombatDamageCurse),
    gated(encodedCardsMayExist, onCombatDamageCipher),
  ],
  damage: [gated(DEALS_DAMAGE, onDamageDealtBy), gated(ENCHANTED_TRIGGERS, onDamageEnchanted), gated(ON_DAMAGE, onDamage)],
  tapped: [gated(ENCHANTED_TRIGGERS, onTappedEnchanted)],
  // "One or more" triggers (CR 603.2c), once per group of simultaneous events, after its members'.
  batch: [gated(ON_BATCH, onBatch)],
};

/** Whether a family may trigger anything now: its feature bits in the game's mask, or its gate. */
function hearsNow(when: Hears, state: GameState): boolean {
  return typeof when === 'number' ? (state.features & when) !== 0 || when === -1 : when(state);
}

/** Calls each family that may trigger now, then drops the new triggers whose intervening "if" is false. */
function dispatcher<K extends EngineEventType>(families: readonly Family<K>[]): Listener<K> {
  return (game, event) => {
    const pending = game.state.pending;
    const before = pending.length;
    for (let index = 0; index < families.length; index += 1) {
      const family = families[index]!;
      if (hearsNow(family.when, game.state)) family.hear(game, event);
    }
    if (pending.length > before) dropFalseInterveningIf(game, before);
  };
}

/** CR 603.4: an ability with an intervening "if" whose condition is false as its event happens does not trigger. */
function dropFalseInterveningIf(game: Game, from: number): void {
  const pending = game.state.pending;
  for (let index = pending.length - 1; index >= from; index -= 1) {
    if (!interveningIfHolds(game.state, pending[index]!)) pending.splice(index, 1);
  }
}

for (const type of Object.keys(FAMILIES) as EngineEventType[]) {
  const families = FAMILIES[type] as readonly Family<EngineEventType>[];
  subscribe(type, dispatcher(families), families.map((family) => family.when));
}
