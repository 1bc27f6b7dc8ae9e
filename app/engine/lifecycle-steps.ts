// What the lifecycle keywords do as a step begins: unearth's delayed "exile it at the beginning of
// the next end step" (CR 702.84a) and the monarch's draw at the beginning of their end step (CR 724.2).
import type { Game } from './game.ts';
import { YOU } from './state.ts';
import { drawCard, moveObject } from './zones.ts';

/** Exiles the delayed trigger's cards that are still the same permanents. */
export function exileDelayed(game: Game, cards: readonly { id: number; zcc: number }[]): void {
  for (const card of cards) {
    const object = game.state.objects[card.id]!;
    if (object.zone === 'battlefield' && object.zcc === card.zcc) moveObject(game, object, 'exile');
  }
}

/** CR 724.2: "At the beginning of the monarch's end step, that player draws a card" (every turn is yours: the goldfish's are skipped). */
export function monarchDraws(game: Game): void {
  if (game.state.monarch !== YOU) return;
  if (game.events) game.emit({ type: 'triggered', source: 'the monarch', text: 'Draw a card.' });
  drawCard(game, YOU);
}
