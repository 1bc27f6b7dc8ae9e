// Which counts of an amount are the rider sentences' (docs/rules-riders.md): they are read from
// the resolving ability (abilities/rider-amounts.ts), never from the board, so a count made
// outside a resolution (a permanent entering with counters) leaves them out.
import type { Count } from '../../cards/oracle/abilities.ts';
import type { RiderCount } from '../../cards/oracle/rider-effects.ts';

export function isRiderCount(count: Count): count is RiderCount {
  return count.of === 'life lost this way' || count.of === 'toughness of' || count.of === 'sacrificed' || count.of === 'stat of' || count.of === 'sacrificed this way' || count.of === 'damage dealt this way' || count.of === 'cards in hand of target' || count.of === 'revealed top card';
}
