// The activated keyword abilities of permanents that put +1/+1 counters: reinforce (from the hand),
// scavenge (from the graveyard), outlast (on the battlefield). docs/rules-kwperm.md.
import type { ActivatedAbility } from '../abilities.ts';
import { parseOutlast } from './outlast.ts';
import { parseReinforce } from './reinforce.ts';
import { parseScavenge } from './scavenge.ts';

export function parsePermanentActivated(line: string): (ActivatedAbility & { describe(): string }) | undefined {
  return parseReinforce(line) ?? parseScavenge(line) ?? parseOutlast(line);
}
