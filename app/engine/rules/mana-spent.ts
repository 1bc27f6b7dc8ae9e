// Which mana was spent to cast a spell (CR 601.2h): "if {R} was spent to cast ~", "sacrifice it unless
// {W} was spent to cast it", adamant's "if at least three white mana was spent to cast this spell",
// converge's "the number of colors of mana spent to cast ~". The cast remembers the amount of each
// kind of mana it spent (CastRecord.spent), only for a card whose text asks about it.
import type { Condition } from '../../cards/oracle/abilities.ts';
import type { CompiledCard } from '../../cards/oracle/compile.ts';

import { COLOR_INDEX, type PaymentPlan } from './mana-payment.ts';
import type { GameState } from '../state/state.ts';
import type { CastRecord } from '../state/records.ts';

const asks = new WeakMap<CompiledCard, boolean>();

/** Whether the card's rules text asks which mana was spent to cast it (worked out once per card). */
export function remembersManaSpent(card: CompiledCard): boolean {
  let known = asks.get(card);
  if (known === undefined) {
    known = /spent to cast/i.test(card.definition.oracle_text ?? '');
    asks.set(card, known);
  }
  return known;
}

/**
 * The mana a payment spends, indexed W U B R G C: the pool's and each land's. Creatures tapped for
 * convoke and artifacts for improvise pay for mana but spend none (CR 702.51a, 702.126a).
 */
export function manaSpent(payment: PaymentPlan): number[] {
  const spent = payment.fromPool.slice();
  for (const tap of payment.taps) spent[COLOR_INDEX[tap.color]]! += 1;
  return spent;
}

/** The record of how the source was cast: a permanent's own, or the stack item of a spell being cast or resolving. */
export function castRecordFor(state: GameState, sourceId: number): CastRecord | undefined {
  const source = state.objects[sourceId];
  if (!source) return undefined;
  if (source.zone !== 'stack') return source.cast;
  for (const item of state.stack) if (item.kind === 'spell' && item.objectId === sourceId) return item.cast;
  return undefined;
}

/** "if {R} was spent to cast ~", "at least three mana of the same color": none was spent by a permanent that was not cast. */
export function manaSpentHolds(record: CastRecord | undefined, condition: Extract<Condition, { kind: 'mana spent' }>): boolean {
  const spent = record?.spent;
  if (!spent) return false;
  if (condition.color !== 'same') return spent[COLOR_INDEX[condition.color]]! >= condition.atLeast;
  for (let index = 0; index < 5; index += 1) if (spent[index]! >= condition.atLeast) return true;
  return false;
}

/** Converge's "the number of colors of mana spent" (the five colours) and "the amount of mana spent" (all of it). */
export function spentCount(record: CastRecord | undefined, of: 'colors spent' | 'mana spent'): number {
  const spent = record?.spent;
  let total = 0;
  if (spent) for (let index = 0; index < 6; index += 1) if (of === 'mana spent') total += spent[index]!; else if (index < 5 && spent[index]! > 0) total += 1;
  return total;
}
