// Extra turns (CR 500.7): "Take an extra turn after this one." The most recently created extra turn
// is taken first. The goldfish takes no turns, so every turn is yours either way; the engine
// marks the turn as an extra one (event `extraTurn`) and carries out "At the beginning of that
// turn's end step, you lose the game" (Final Fortune, Last Chance).
import type { Game } from '../turns/game.ts';
import { YOU } from '../state/state.ts';

/** Adds an extra turn after this one (CR 500.7: the last one created is taken first). */
export function addExtraTurn(game: Game, loseAtEnd: boolean): void {
  game.state.extraTurns = [{ loseAtEnd }, ...(game.state.extraTurns ?? [])];
}

/** As a new turn begins: the next extra turn, if one is waiting, is this turn. */
export function beginTurn(game: Game): void {
  const state = game.state;
  const waiting = state.extraTurns;
  if (!waiting || waiting.length === 0) {
    if (state.extraTurn) state.extraTurn = null;
    return;
  }
  state.extraTurn = waiting[0]!;
  state.extraTurns = waiting.length > 1 ? waiting.slice(1) : null;
  game.emit({ type: 'extraTurn', turn: state.turn });
}

/** At the beginning of the end step of an extra turn that said so, you lose the game (CR 104.3c). */
export function extraTurnEndStep(game: Game): void {
  const state = game.state;
  if (!state.extraTurn?.loseAtEnd || state.gameOver !== null) return;
  game.emit({ type: 'triggered', source: 'extra turn', text: 'You lose the game.' });
  state.gameOver = { loser: YOU, reason: 'lost at the end of the extra turn' };
}
