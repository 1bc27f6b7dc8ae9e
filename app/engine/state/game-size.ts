// What one game may hold (issue 22): a scenario is refused above this when it is read, and a game
// in play (tokens, copies, emblems) is stopped from growing past it, so no game, however it is
// played or whatever its cards say, can grow until it freezes the app or runs out of memory.
// A position with more cards than this is no game anyone plays.
/** Cards in all zones of both players together (tokens, copies and emblems count; the stack too). */
export const GAME_CARD_LIMIT = 10_000;

/** Thrown where a new card would take a game past GAME_CARD_LIMIT; the table takes the action back. */
export class GameSizeError extends Error {
  constructor(readonly limit: number) {
    super(`a game may hold at most ${limit.toLocaleString('en')} cards in all zones (tokens, copies and emblems included)`);
    this.name = 'GameSizeError';
  }
}
