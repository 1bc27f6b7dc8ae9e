// Static abilities that change damage as it would be dealt (docs/rules-riders.md, "Round 7"):
// "Prevent all damage that would be dealt to you", "If a source would deal damage to you, prevent 1
// of that damage", "If a source would deal damage to a permanent or player, it deals double that
// damage … instead", "… it deals that much damage plus 2 … instead", "Damage can't be prevented".
// The engine applies them in app/engine/rules/damage-changes.ts.
import type { ObjectFilter } from './abilities.ts';

/** Who deals or is dealt the damage; several fields are alternatives ("you or a creature you control"). */
export interface DamageParty {
  /** The permanent with the ability ("~"). */
  readonly self?: boolean;
  /** The creature the Equipment with the ability is attached to. */
  readonly equipped?: boolean;
  /** The ability's controller ("you"). */
  readonly you?: boolean;
  readonly opponents?: boolean;
  readonly players?: boolean;
  /** A kind of permanent or source, checked as the damage would be dealt. */
  readonly filter?: ObjectFilter;
}

export interface DamageChange {
  readonly kind: 'damage change';
  /**
   * `prevent all` (CR 615), `prevent` N of it (CR 615.7), `double` it or `plus` N (CR 614.1a),
   * `unpreventable`: no prevention applies to it (CR 615.12), or `redirect` it to `onto` (CR 614.9).
   */
  readonly change: 'prevent all' | 'prevent' | 'double' | 'plus' | 'unpreventable' | 'redirect';
  /** With `redirect`: the permanent that is dealt the damage instead. */
  readonly onto?: 'self' | 'equipped';
  readonly amount: number;
  readonly damage: 'all' | 'combat' | 'noncombat';
  /** The sources it is about (null: any). */
  readonly by: DamageParty | null;
  /** The recipients it is about (null: any). */
  readonly to: DamageParty | null;
}
