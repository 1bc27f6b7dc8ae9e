// Every effect kind of the ability tree and the small unit that carries it out (the shape Forge
// and XMage give their effects). Resolution runs an ability's effects through this table in order.
import { discardHandDraw } from './discard-hand.ts';
import type { Effect } from '../../cards/oracle/abilities.ts';
import type { Game } from '../turns/game.ts';
import { auraSwap } from './aura-swap.ts';
import { discard, draw, lookAt, mill, scry, search, shuffle, surveil, topCard } from './cards.ts';
import { castingStep } from './casting.ts';
import { ifEffect, manual, may, mayPay, unlessPay } from './choices.ts';
import { addMana } from './mana.ts';
import { adapt, proliferate } from './counter-actions.ts';
import { putFromHand } from './put-from-hand.ts';
import { revealHand } from './hand-attack.ts';
import { revealUntil } from './reveal-until.ts';
import { exileSameName } from './name-purge.ts';
import { returnExiled } from './flicker.ts';
import { handIntoLibrary } from './hand-shuffle.ts';
import { handToLibrary } from './hand-to-library.ts';
import { giveSelf } from './give-self.ts';
import { playerExiles } from './player-exiles.ts';
import type { Context, EffectUnit } from './context.ts';
import { damage, gainLife, loseLife, prevent } from './life-and-damage.ts';
import { unattach } from './unattach.ts';
import { delayedAction } from './delayed-action.ts';
import { doubleLife } from './life-double.ts';
import { amass, attach, bolster, counters, delayed, grant, monstrosity, pump, regenerate, tap, token } from './permanents.ts';
import { counterObject } from './stack.ts';
import { renown } from './renown.ts';
import { crewed } from './crewed.ts';
import { graveyardShuffle, returnDiscarded } from './graveyard-shuffle.ts';
import { animate } from './animate.ts';
import { solve } from './solve.ts';
import { attachSourceEquipment, moveSourceCounters } from './sacrificed-source.ts';
import { gainControl } from './gain-control.ts';
import { exchangeControl } from './exchange-control.ts';
import { playerSearch } from './player-search.ts';
import { switchPT } from './switch-pt.ts';
import { becomes } from './becomes.ts';
import { phaseOut } from './phase-out.ts';
import { skip } from './skip.ts';
import { gameEnds, playerCounters } from './player-counters.ts';
import { extraLandPlays } from './extra-land.ts';
import { doubleCounters } from './double-counters.ts';
import { coinFlip } from './coin-flip.ts';
import { atEndOfCombat, atNextEndStep, atYourNextUpkeep } from './end-of-combat.ts';
import { modal } from './modal.ts';
import { energy, upkeepKeyword } from './upkeep.ts';
import { LIFECYCLE_UNITS } from './lifecycle.ts';
import { CHOICE_UNITS } from './choice-verbs.ts';
import { RIDER_UNITS } from './riders.ts';
import { DAMAGE_SPREAD_UNITS } from './damage-spread.ts';
import { returnThatCard } from './that-card.ts';
import { mayPlayExiled } from './impulse-draw.ts';
import { pairEffect } from './soulbond.ts';
import { emblem } from '../abilities/emblems.ts';
import { castingRuleThisTurn } from './casting-rules.ts';
import { unlessDo } from './unless-action.ts';
import { bounce, destroy, exile, returnCard, returnSelf, sacrifice, toLibraryTop } from './zones.ts';

type Units = { [K in Effect['kind']]: EffectUnit<K> };

const UNITS: Units = {
  castingRuleThisTurn,
  solve,
  'move source counters': moveSourceCounters,
  'attach source equipment': attachSourceEquipment,
  unlessDo,
  draw, discard, mill, scry, surveil, shuffle, exileSameName, returnExiled, handIntoLibrary, discardHandDraw, handToLibrary, giveSelf, playerExiles, graveyardShuffle, returnDiscarded, lookAt, search, topCard, revealUntil,
  gainLife, loseLife, damage, prevent,
  token, counters, pump, grant, tap, regenerate, attach, unattach, doubleLife, delayed, 'delayed action': delayedAction, bolster, amass, monstrosity, renown, crewed, animate, gainControl, exchangeControl, playerSearch, switchPT, becomes, phaseOut, skip, playerCounters, gameEnds, extraLandPlays, doubleCounters, coinFlip, 'at end of combat': atEndOfCombat, 'at the next end step': atNextEndStep, 'at your next upkeep': atYourNextUpkeep,
  destroy, exile, bounce, returnCard, returnSelf, sacrifice, toLibraryTop, returnThatCard,
  proliferate, adapt, putFromHand, revealHand,
  counterObject, auraSwap, addMana, may, mayPay, unlessPay, if: ifEffect, manual, modal, castingStep,
  upkeepKeyword, energy, pair: pairEffect, mayPlayExiled, emblem,
  ...LIFECYCLE_UNITS,
  ...CHOICE_UNITS,
  ...RIDER_UNITS,
  ...DAMAGE_SPREAD_UNITS,
};

export function runEffects(game: Game, effects: readonly Effect[], context: Context): void {
  for (const effect of effects) (UNITS[effect.kind] as EffectUnit<typeof effect.kind>)(game, effect as never, context);
}
