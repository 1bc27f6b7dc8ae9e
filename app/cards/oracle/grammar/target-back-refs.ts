// Phrases that point back at a target an earlier sentence of the ability chose (CR 608.2c: the
// same object or player): "that player" after "target player", "that permanent or player" after
// "any target", "that creature" / "it" after "target creature". Used where a verb names who is
// affected ("that player loses 3 life", "~ deals 4 damage to that permanent or player instead").
import type { TargetKind } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';

const PLAYER_KINDS: readonly TargetKind[] = ['player', 'opponent'];
const EITHER_KINDS: readonly TargetKind[] = ['any', 'player or planeswalker', 'opponent or planeswalker'];
const EITHER_PHRASES = ['that permanent or player', 'that creature or player', 'that player or planeswalker', 'that creature or planeswalker', 'that planeswalker or player'];
const OBJECT_KINDS: readonly TargetKind[] = ['creature', 'permanent', 'nonland permanent'];
const OBJECT_PHRASES = ['that creature', 'that permanent', 'that land', 'that artifact', 'that enchantment'];

/** The last target slot of one of these kinds, or undefined. */
export function lastSlotOf(context: ParseContext, kinds: readonly TargetKind[]): number | undefined {
  for (let slot = context.targets.length - 1; slot >= 0; slot -= 1) if (kinds.includes(context.targets[slot]!.kind)) return slot;
  return undefined;
}

/** "that player" after "target player / opponent": its slot. */
export function thatTargetPlayer(c: Cursor, context: ParseContext): number | undefined {
  const slot = lastSlotOf(context, PLAYER_KINDS);
  return slot !== undefined && c.accept('that player') ? slot : undefined;
}

/** The last target player's slot ("the number of cards in that player's hand"), or undefined. */
export function lastPlayerTarget(context: ParseContext): number | undefined {
  return lastSlotOf(context, PLAYER_KINDS);
}

/** "Counter target spell. Its controller loses 3 life.": the spell target's slot, where no other "it" was named (CR 608.2c). */
export function thatSpellController(c: Cursor, context: ParseContext): number | undefined {
  if (context.it !== undefined && context.it.ref !== 'self') return undefined;
  const slot = lastSlotOf(context, ['spell']);
  return slot !== undefined && c.acceptOne('its controller', "that spell's controller") ? slot : undefined;
}

/** A damage recipient named again: "that permanent or player" (any target), "that creature" / "it" (a target permanent), "that player". */
export function thatTargetRecipient(c: Cursor, context: ParseContext): number | undefined {
  const either = lastSlotOf(context, EITHER_KINDS);
  if (either !== undefined && c.acceptOne(...EITHER_PHRASES)) return either;
  if (context.it?.ref === 'target' && c.acceptOne(...OBJECT_PHRASES, 'it')) return context.it.slot;
  // "that creature" after "~ deals 2 damage to target creature" (where "it" is still ~).
  const object = context.it === undefined || context.it.ref === 'self' ? lastSlotOf(context, OBJECT_KINDS) : undefined;
  if (object !== undefined && c.acceptOne(...OBJECT_PHRASES)) return object;
  return thatTargetPlayer(c, context);
}
