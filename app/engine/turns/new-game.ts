// A new goldfish game from a deck: the library shuffled with the seed, an opening hand of seven,
// turn 1, main phase — the starting point for the table and the simulator.
import { compiledCard } from '../../cards/oracle/compile.ts';
import type { CardDefinition } from '../state/card-definition.ts';
import { Game, type GameOptions } from './game.ts';
import { seedState } from '../state/rng.ts';
import { addObject, type GameState, newPlayer, YOU } from '../state/state.ts';
import { drawCard, shuffleLibrary } from '../events/zones.ts';
import { beginWithOnBattlefield, openingHandPermanents } from '../abilities/upkeep.ts';

export interface NewGameOptions extends GameOptions {
  deck: readonly CardDefinition[];
  seed: number;
  /** On the play (default) the first draw step is skipped (CR 103.8a). */
  onThePlay?: boolean;
  openingHand?: number;
  opponentLife?: number;
  /** Start before the first turn, with the London mulligan open (the `mulligan` / `keep` actions). */
  mulligan?: boolean;
}

export function newGame(options: NewGameOptions): Game {
  const state: GameState = {
    objects: [],
    players: [newPlayer(20), newPlayer(options.opponentLife ?? 20)],
    stack: [],
    turn: 1,
    phase: 'main1',
    onThePlay: options.onThePlay ?? true,
    rng: seedState(options.seed),
    pending: [],
    nextStackId: 1,
    gameOver: null,
    features: 0,
    grantedKeywords: 0,
    // The optional fields present from the start: one state shape for the engine's hot reads.
    monarch: undefined,
    linkedExile: undefined,
    delayed: undefined,
    preventCombatDamage: undefined,
    preventionShields: null,
    unpreventableTurn: -1,
    redirectShields: null,
    combat: undefined,
    endOfCombat: undefined,
    attachedEffects: undefined,
    tokenLeft: undefined,
    opening: undefined,
    extraTurns: undefined,
    extraTurn: undefined,
    skipTurns: 0,
    skipUntapSteps: 0,
    playableFromExile: undefined,
    detained: undefined,
    nextSpellCopies: undefined,
  };
  for (const definition of options.deck) {
    const { id } = addObject(state, compiledCard(definition), { owner: YOU, zone: 'library' });
    state.players[YOU].library.push(id);
  }
  // Set-up is not part of the log: shuffle and draw with recording off, then turn it on.
  const game = new Game(state, { undo: options.undo });
  shuffleLibrary(game, YOU);
  for (let count = options.openingHand ?? 7; count > 0; count -= 1) drawCard(game, YOU);
  if (options.mulligan) state.opening = 0;
  else beginWithOnBattlefield(game, openingHandPermanents(game)); // CR 103.6: the simulator begins with its Leylines
  if (options.recordEvents) game.events = [];
  return game;
}
