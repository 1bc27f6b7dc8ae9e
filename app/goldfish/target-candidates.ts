// Everything the table can offer as a single target: the two players, every permanent, every
// object on the stack (0 = top). Each caller keeps those that are legal for what it asks.
import type { Game, TargetChoice } from '../engine/index.ts';

export function targetCandidates(game: Game): TargetChoice[] {
  const candidates: TargetChoice[] = [{ player: 1 }, { player: 0 }];
  for (const player of game.state.players) for (const id of player.battlefield) candidates.push({ object: id });
  game.state.stack.forEach((_, index) => candidates.push({ stack: index }));
  return candidates;
}
