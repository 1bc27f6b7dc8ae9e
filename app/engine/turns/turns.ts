// Turn structure (CR 500–514): the next step or phase, with its turn-based actions. The goldfish
// takes no turns: after your cleanup comes your next untap step. Mana pools empty between steps.
import { endPreventionShields } from '../abilities/prevention-shields.ts';
import type { Game } from './game.ts';
import { PHASES, YOU, type Phase } from '../state/state.ts';
import { phaseAtUntapStep } from '../abilities/phasing.ts';
import { drawCard } from '../events/zones.ts';
import { discardToHandSize } from './cleanup-discard.ts';
import { skipsDrawStep, untapStep } from '../abilities/upkeep.ts';
import { channelOf, signalOn, STEP_BEGAN } from '../events/engine-events.ts';
import { beginEndOfCombat } from '../abilities/end-of-combat.ts';
import { endTurnEffectsOn } from '../rules/end-of-turn-effects.ts';
import { beginTurn, extraTurnEndStep } from '../abilities/extra-turns.ts';
import { skipTurnsAtTurnStart, untapStepSkipped } from '../rules/skip-turns.ts';
import { endDetainAtTurnStart } from '../rules/detain.ts';

/** Looked up once: a step's beginning is signalled at every step of every turn (engine-events.ts). */
const STEP_BEGAN_CHANNEL = channelOf('step began');

/** The phase after each (cleanup's next is the untap step of the next turn, handled apart). */
const NEXT_PHASE: ReadonlyMap<Phase, Phase> = new Map(PHASES.slice(0, -1).map((phase, index) => [phase, PHASES[index + 1]!]));

/** Sets each slot to 0, writing only the slots that hold mana (usually none: this runs at every step). */
function emptyPool(pool: number[]): void {
  for (let index = 0; index < pool.length; index += 1) if (pool[index] !== 0) pool[index] = 0;
}

export function advancePhase(game: Game): void {
  const state = game.state;
  if (beginEndOfCombat(game)) return; // CR 511: its abilities resolve before the phase ends
  // CR 500.4: mana empties from each pool at the end of each step and phase.
  for (const player of state.players) emptyPool(player.pool);
  if (state.phase === 'cleanup') {
    state.turn += 1;
    if (state.skipTurns) skipTurnsAtTurnStart(game);
    state.phase = 'untap';
    beginTurn(game);
    endDetainAtTurnStart(state);
  } else {
    state.phase = NEXT_PHASE.get(state.phase)!;
  }
  if (game.events) game.emit({ type: 'phase', turn: state.turn, phase: state.phase }); // about 70 a game: not built when nothing records them (the simulator)
  const you = state.players[YOU];
  switch (state.phase) {
    case 'untap': // CR 502.3
      you.landsPlayed = 0;
      you.extraLandPlays = 0;
      for (const player of state.players) {
        player.discardedThisTurn = 0;
        player.creatureCardsToGraveyardThisTurn = 0;
        player.cycledThisTurn = 0;
        player.drawnThisTurn = 0;
        if (player.discardedCards) player.discardedCards = null;
        player.spellsCastThisTurn = 0;
        player.lostLifeThisTurn = false;
        player.permanentLeftThisTurn = false;
        player.creatureDiedThisTurn = false;
        player.landEnteredThisTurn = false;
        if (player.lifeGainLockedThisTurn) player.lifeGainLockedThisTurn = false;
        if (player.damagedThisTurn) player.damagedThisTurn = false;
      }
      you.attackedThisTurn = false;
      if (state.preventionShields) endPreventionShields(state, true); // "until your next turn"
      state.combat = null;
      if (state.endOfCombat) state.endOfCombat = false;
      // "doesn't untap during your untap step" (and an Aura's "doesn't untap during its controller's untap step").
      if (!state.skipUntapSteps || !untapStepSkipped(game)) {
        phaseAtUntapStep(game); // CR 502.1: phasing first
        untapStep(game);
      }
      break;
    case 'upkeep':
      signalOn(game, STEP_BEGAN_CHANNEL, STEP_BEGAN.upkeep); // suspend (CR 702.62a), delayed and "at the beginning of your upkeep" triggers
      break;
    case 'main1':
    case 'combat':
      signalOn(game, STEP_BEGAN_CHANNEL, STEP_BEGAN[state.phase]);
      break;
    case 'end':
      signalOn(game, STEP_BEGAN_CHANNEL, STEP_BEGAN.end); // "At the beginning of your end step …"
      extraTurnEndStep(game);
      break;
    case 'draw': // CR 504.1, 103.8a: the player on the play skips the first draw
      if (skipsDrawStep(state)) break; // "Skip your draw step."
      if (!(state.turn === 1 && state.onThePlay)) drawCard(game, YOU);
      signalOn(game, STEP_BEGAN_CHANNEL, STEP_BEGAN.draw);
      break;
    case 'cleanup': {
      signalOn(game, STEP_BEGAN_CHANNEL, STEP_BEGAN.cleanup); // delayed "at the beginning of the next cleanup step"
      // CR 402.2, 514.1: discard down to the maximum hand size (seven unless a permanent changes it), the player choosing.
      discardToHandSize(game);
      // CR 514.2: damage wears off and "until end of turn" effects end.
      for (const player of state.players) {
        for (const id of player.battlefield) endTurnEffectsOn(state.objects[id]!);
      }
      // Prevention effects "this turn" end too.
      state.preventCombatDamage = false;
      if (state.preventionShields) endPreventionShields(state, false);
      for (const player of state.players) {
        player.preventDamage = 0;
        if (player.sourceShields) player.sourceShields = null;
      }
      break;
    }
    default:
      break;
  }
}

