// The one trigger dispatcher (CR 603.2): for each type of event on the stream (engine-events.ts),
// the trigger families that listen to it, in the order their abilities are put on the stack
// (XMage's `checkEventType`, Forge's trigger modes). Each family matches its abilities to the
// event in its own file and adds them as pending triggers; the dispatcher then drops those whose
// intervening "if" is false as the event happens (CR 603.4: they don't trigger at all). Every
// pending trigger goes on the stack the next time a player would receive priority (triggers.ts).
//
// A new trigger family: write its matcher `on<Event><Family>(game, event)` in its file and list it
// under the event types it listens to, here.
import { subscribe, type EngineEventType, type Listener } from '../events/engine-events.ts';
import type { Game } from '../turns/game.ts';
import { onCast, onCombatDamageToPlayer, onDiscarded, onEnters, onLeaves, onLifeChanged, onSelf, onStepBegan } from './triggers.ts';
import { onAttackersDeclaredCurse, onCastCurse, onCombatDamageCurse, onDrewCurse, onEntersCurse, onStepBeganCurse } from './curses.ts';
import { onBecameTargetEnchanted, onCombatDamageEnchanted, onDamageEnchanted, onLeavesEnchanted, onStepBeganEnchanted, onTappedEnchanted } from './enchanted-triggers.ts';
import { onCombatDamageGranted, onDiesGranted } from './granted-triggers.ts';
import { onEntersGraveyard } from './graveyard-triggers.ts';
import { onToGraveyard } from './to-graveyard.ts';
import { onSacrificed } from './sacrifice-triggers.ts';
import { onDrew } from './draw-triggers.ts';
import { onDamageDealtBy } from './damage-triggers.ts';
import { onDamage } from './damage-events.ts';
import { onCombatDamageCipher } from './cipher.ts';
import { onCastNextSpell } from './next-spell-copies.ts';
import { onStepBeganSuspend } from './upkeep.ts';
import { onStepBeganDelayed } from './delayed-triggers.ts';
import { onBecameTarget } from './targeted-triggers.ts';
import { onAttackersDeclared } from './combat-triggers.ts';
import { onBatch } from './batch-triggers.ts';
import { interveningIfHolds } from '../rules/intervening-if.ts';

const FAMILIES: { readonly [K in EngineEventType]: readonly Listener<K>[] } = {
  'zone change': [onEnters, onEntersGraveyard, onEntersCurse, onLeaves, onDiesGranted, onToGraveyard, onLeavesEnchanted, onSacrificed],
  'token created': [onEnters, onEntersGraveyard, onEntersCurse],
  drew: [onDrewCurse, onDrew],
  discarded: [onDiscarded],
  'life changed': [onLifeChanged],
  // Suspend first (CR 702.62a), then the delayed triggers of the step (CR 603.7), then the rest.
  'step began': [onStepBeganSuspend, onStepBeganDelayed, onStepBeganEnchanted, onStepBeganCurse, onStepBegan],
  cast: [onCastNextSpell, onCast, onCastCurse],
  'became target': [onBecameTargetEnchanted, onBecameTarget],
  'attackers declared': [onAttackersDeclaredCurse, onAttackersDeclared],
  self: [onSelf],
  'combat damage to player': [onCombatDamageToPlayer, onCombatDamageGranted, onCombatDamageEnchanted, onCombatDamageCurse, onCombatDamageCipher],
  damage: [onDamageDealtBy, onDamageEnchanted, onDamage],
  tapped: [onTappedEnchanted],
  // "One or more" triggers (CR 603.2c), once per group of simultaneous events, after its members'.
  batch: [onBatch],
};

function dispatcher<K extends EngineEventType>(families: readonly Listener<K>[]): Listener<K> {
  return (game, event) => {
    const pending = game.state.pending;
    const before = pending.length;
    for (let index = 0; index < families.length; index += 1) families[index]!(game, event);
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

for (const type of Object.keys(FAMILIES) as EngineEventType[]) subscribe(type, dispatcher(FAMILIES[type] as readonly Listener<EngineEventType>[]));

