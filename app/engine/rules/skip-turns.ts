// Skipped turns and untap steps (CR 500.11: "skip" means the step or turn doesn't happen; CR 614.10).
// Only yours are counted: the goldfish takes no turns and its permanents never untap, so a skip the
// opponent gets holds by itself. Kept as two counts on the state (`skipTurns`, `skipUntapSteps`).
import type { Game } from '../turns/game.ts';

/** As a new turn would begin: a skipped turn doesn't happen (nothing untaps, nothing is drawn), the next one begins. */
export function skipTurnsAtTurnStart(game: Game): void {
  const state = game.state;
  while (state.skipTurns) {
    game.emit({ type: 'skippedTurn', turn: state.turn });
    state.skipTurns -= 1;
    state.turn += 1;
  }
}

/** Whether this untap step is skipped (and counts it off). */
export function untapStepSkipped(game: Game): boolean {
  const state = game.state;
  if (!state.skipUntapSteps) return false;
  state.skipUntapSteps -= 1;
  return true;
}
