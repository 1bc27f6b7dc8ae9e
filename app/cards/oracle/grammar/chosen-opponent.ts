// "Choose an opponent." as a sentence of its own (the Offerings of Commander 2014, Slithermuse): in
// the engine's two-player game there is one opponent to choose, the goldfish (CR 102.2), so the
// choice needs no question and "that player" after it is that opponent: "You and that player each
// draw three cards." is each player's draw.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

/** "Choose an opponent" ending its sentence (after "then" too): nothing to do but remember the choice. */
export function chooseOpponent(c: Cursor, context: ParseContext): Effect[] | undefined {
  return c.attempt(() => {
    if (!c.accept('choose an opponent') || !(c.done || c.peek() === '.')) return undefined;
    context.chosenOpponent = true;
    return [];
  });
}

/** "you and that player [each]" / "that player" after "Choose an opponent.". */
export function chosenOpponentPhrase(c: Cursor, context: ParseContext): Subject | undefined {
  if (!context.chosenOpponent) return undefined;
  if (c.acceptOne('you and that player each', 'you and that player')) return { kind: 'player', who: 'each player' };
  return c.accept('that player') ? { kind: 'player', who: 'each opponent' } : undefined;
}
