// "… unless they pay {2}", "… unless that player pays {3}" in an Aura's trigger about the permanent
// it enchants (Power Taint, Slow Motion, Seizures): the payer is the player the trigger remembers
// ("that player", CR 118.12), not the Aura's controller.
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';

/** Accepts "unless they pay" / "unless that player pays" where the context names "that player"; 'that player' or undefined. */
export function unlessThatPlayerPays(c: Cursor, context: ParseContext): 'that player' | undefined {
  if (!context.thatPlayer?.includes('that player')) return undefined;
  return c.accept('unless they pay') || c.accept('unless that player pays') ? 'that player' : undefined;
}

/** "… or 1 life" after the mana of "unless that player pays {1}" (Erosion): the life, or undefined (the cursor unmoved). */
export function lifeInstead(c: Cursor): number | undefined {
  return c.attempt(() => {
    if (!c.accept('or')) return undefined;
    const amount = Number(c.peek());
    if (!Number.isInteger(amount) || amount <= 0) return undefined;
    c.next();
    return c.accept('life') ? amount : undefined;
  });
}
