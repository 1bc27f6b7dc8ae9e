// Effects of the damage sentences that spread one amount over several recipients (CR 120.3,
// 115.3; docs/rules-riders.md, Round 5). Run by app/engine/effects/damage-spread.ts.
import type { Amount } from './abilities.ts';

export type DamageSpreadEffect =
  /**
   * "~ deals 2 damage to each of two target creatures", "… each of up to three targets": every
   * target slot from `from` that is still legal; one chosen for two slots is one target (CR 115.3).
   */
  | { kind: 'damageEachTarget'; amount: Amount; from: number; count: number }
  /**
   * "~ deals 4 damage to target player or planeswalker and each creature that player or that
   * planeswalker's controller controls", "… 3 damage to target player and 1 damage to each creature
   * that player controls": the target, then each creature of that player (the planeswalker's controller).
   */
  | { kind: 'damagePlayerAndCreatures'; amount: Amount; target: number; creatures: Amount };
