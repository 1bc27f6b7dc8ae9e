// The one trigger dispatcher (CR 603.2): for each type of event on the stream (engine-events.ts),
// the trigger families that listen to it, in the order their abilities are put on the stack
// (XMage's `checkEventType`, Forge's trigger modes). Each family matches its abilities to the
// event in its own file and adds them as pending triggers; the dispatcher then drops those whose
// intervening "if" is false as the event happens (CR 603.4: they don't trigger at all). Every
// pending trigger goes on the stack the next time a player would receive priority (triggers.ts).
//
// A new trigger family: write its matcher `on<Event><Family>(game, event)` in its file and list it
// under the event types it listens to, here, with its gate: a predicate over the game (its
// game-feature bit, usually) that is false whenever the matcher could trigger nothing. A gate
// that is closed keeps the event from being built at all where nothing else hears it (`heard`).
import { subscribe, type EngineEventType, type Gate, type Listener } from '../events/engine-events.ts';
import type { Game } from '../turns/game.ts';
import { castTriggersInGame, combatDamageTriggersInGame, lifeGainTriggersInGame, onCast, onCombatDamageToPlayer, onDiscarded, onEnters, onLeaves, onLifeChanged, onSelf, onStepBegan, stepTriggersInGame } from './triggers.ts';
import { curseTriggersInGame, onAttackersDeclaredCurse, onCastCurse, onCombatDamageCurse, onDrewCurse, onEntersCurse, onStepBeganCurse } from './curses.ts';
import { auraTriggersInGame, onBecameTargetEnchanted, onCombatDamageEnchanted, onDamageEnchanted, onLeavesEnchanted, onStepBeganEnchanted, onTappedEnchanted } from './enchanted-triggers.ts';
import { grantedTriggersInGame, onCombatDamageGranted, onDiesGranted } from './granted-triggers.ts';
import { onEntersGraveyard } from './graveyard-triggers.ts';
import { onToGraveyard } from './to-graveyard.ts';
import { onSacrificed } from './sacrifice-triggers.ts';
import { drawTriggersInGame, onDrew } from './draw-triggers.ts';
import { dealsDamageTriggersInGame, onDamageDealtBy } from './damage-triggers.ts';
import { damageTriggersInGame, onDamage } from './damage-events.ts';
import { encodedCardsMayExist, onCombatDamageCipher } from './cipher.ts';
import { nextSpellCopiesWait, onCastNextSpell } from './next-spell-copies.ts';
import { onStateChecked, onStepBeganSuspend, stateTriggersInGame, suspendedCardsMayExist } from './upkeep.ts';
import { delayedTriggersWait, onStepBeganDelayed } from './delayed-triggers.ts';
import { onBecameTarget, targetedTriggersInGame } from './targeted-triggers.ts';
import { attackTriggersInGame, onAttackersDeclared } from './combat-triggers.ts';
import { onBlockersDeclared, unblockedTriggersInGame } from './unblocked-triggers.ts';
import { onStepBeganMonarch, youAreTheMonarch } from './monarch.ts';
import { interveningIfHolds } from '../rules/intervening-if.ts';

/** A trigger family's matcher, and the gate that says when it may trigger anything in this game. */
interface Family<K extends EngineEventType> {
  readonly hear: Listener<K>;
  readonly when: Gate;
}

const always: Gate = () => true;
/** A family heard only when its gate is open: most games have no card of most families. */
const gated = <K extends EngineEventType>(when: Gate, hear: Listener<K>): Family<K> => ({ hear, when });
/** A family heard at every event of its type (its matcher reads the object's own abilities, or state no gate covers). */
const heardAlways = <K extends EngineEventType>(hear: Listener<K>): Family<K> => ({ hear, when: always });

const FAMILIES: { readonly [K in EngineEventType]: readonly Family<K>[] } = {
  'zone change': [heardAlways(onEnters), heardAlways(onEntersGraveyard), gated(curseTriggersInGame, onEntersCurse), heardAlways(onLeaves), heardAlways(onDiesGranted), heardAlways(onToGraveyard), gated(auraTriggersInGame, onLeavesEnchanted), heardAlways(onSacrificed)],
  'token created': [heardAlways<'token created'>(onEnters), heardAlways<'token created'>(onEntersGraveyard), gated<'token created'>(curseTriggersInGame, onEntersCurse)],
  drew: [gated(curseTriggersInGame, onDrewCurse), gated(drawTriggersInGame, onDrew)],
  discarded: [heardAlways(onDiscarded)],
  'life changed': [gated(lifeGainTriggersInGame, onLifeChanged)],
  // Suspend first (CR 702.62a), then the delayed triggers of the step (CR 603.7), then the rest.
  'step began': [
    gated(suspendedCardsMayExist, onStepBeganSuspend),
    gated(delayedTriggersWait, onStepBeganDelayed),
    gated(auraTriggersInGame, onStepBeganEnchanted),
    gated(curseTriggersInGame, onStepBeganCurse),
    gated(youAreTheMonarch, onStepBeganMonarch),
    gated(stepTriggersInGame, onStepBegan),
  ],
  cast: [gated(nextSpellCopiesWait, onCastNextSpell), gated(castTriggersInGame, onCast), gated(curseTriggersInGame, onCastCurse)],
  'became target': [gated(auraTriggersInGame, onBecameTargetEnchanted), gated(targetedTriggersInGame, onBecameTarget)],
  'attackers declared': [gated(curseTriggersInGame, onAttackersDeclaredCurse), gated(attackTriggersInGame, onAttackersDeclared)],
  'blockers declared': [gated(unblockedTriggersInGame, onBlockersDeclared)],
  'state checked': [gated(stateTriggersInGame, onStateChecked)],
  self: [heardAlways(onSelf)],
  'combat damage to player': [
    gated(combatDamageTriggersInGame, onCombatDamageToPlayer),
    gated(grantedTriggersInGame, onCombatDamageGranted),
    gated(auraTriggersInGame, onCombatDamageEnchanted),
    gated(curseTriggersInGame, onCombatDamageCurse),
    gated(encodedCardsMayExist, onCombatDamageCipher),
  ],
  damage: [gated(dealsDamageTriggersInGame, onDamageDealtBy), gated(auraTriggersInGame, onDamageEnchanted), gated(damageTriggersInGame, onDamage)],
  tapped: [gated(auraTriggersInGame, onTappedEnchanted)],
};

/** Calls each family whose gate is open, then drops the new triggers whose intervening "if" is false. */
function dispatcher<K extends EngineEventType>(families: readonly Family<K>[]): Listener<K> {
  return (game, event) => {
    const pending = game.state.pending;
    const before = pending.length;
    for (let index = 0; index < families.length; index += 1) {
      const family = families[index]!;
      if (family.when(game.state)) family.hear(game, event);
    }
    if (pending.length > before) dropFalseInterveningIf(game, before);
  };
}

/** The gate of an event type: open when any of its families' is. */
function anyOpen(families: readonly Family<EngineEventType>[]): Gate {
  if (families.some((family) => family.when === always)) return always;
  return (state) => {
    for (let index = 0; index < families.length; index += 1) if (families[index]!.when(state)) return true;
    return false;
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
  subscribe(type, dispatcher(families), anyOpen(families));
}
