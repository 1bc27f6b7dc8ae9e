// "When ~ enters the battlefield, each opponent sacrifices a permanent unless they pay {2}." (the
// Rishadan cycle; CR 118.12): the payer is the opponent the effect is about. The goldfish never pays
// (engine/effects/choices.ts), so it always sacrifices.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';

/** Accepts "unless they pay" after effects that are all each opponent's; 'each opponent' or undefined. */
export function unlessOpponentPays(c: Cursor, effects: readonly Effect[]): 'each opponent' | undefined {
  if (effects.length === 0 || !effects.every((effect) => 'who' in effect && effect.who === 'each opponent')) return undefined;
  return c.accept('unless they pay') ? 'each opponent' : undefined;
}
