// The damage trigger event (CR 120.3, 603.2): "Whenever ~ is dealt damage", "Whenever a source
// deals damage to ~", "Whenever ~ deals damage to an opponent", "Whenever a creature deals damage
// to you", "Whenever a creature you control deals combat damage to a player", "Whenever equipped
// creature deals combat damage to a player". One event, read by grammar/damage-triggers.ts and
// heard by engine/damage-events.ts each time damage is dealt.
import type { ObjectFilter } from './abilities.ts';

/**
 * Who deals the damage: ~ itself, the creature ~ is attached to ("equipped creature"), or any
 * source matching a filter (`null`: "a source", any source at all).
 */
export type DamageDealer = { readonly who: 'self' } | { readonly who: 'equipped' } | { readonly who: 'filter'; readonly filter: ObjectFilter | null };

/**
 * Who is dealt the damage: ~ itself, the equipped creature, you, a player or an opponent of the
 * trigger's controller, "a player or planeswalker", any creature, an object matching a filter
 * ("a creature you control"), or anything at all.
 */
export type DamageRecipient =
  | { readonly who: 'self' | 'equipped' | 'you' | 'player' | 'opponent' | 'player or planeswalker' | 'creature' | 'any' }
  | { readonly who: 'filter'; readonly filter: ObjectFilter };

export interface DamageEvent {
  readonly on: 'damage';
  readonly by: DamageDealer;
  readonly to: DamageRecipient;
  /** "deals combat damage" (CR 510.2). */
  readonly combat: boolean;
  /** Which object "it" / "that creature" of the effect means: the dealer or the one dealt damage (kept as the trigger's subject). */
  readonly subject: 'dealer' | 'recipient' | null;
}
