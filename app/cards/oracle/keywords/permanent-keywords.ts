// Keyword abilities of permanents read here (docs/rules-kwperm.md): the activated ones that put
// +1/+1 counters (reinforce from the hand, scavenge from the graveyard, outlast on the
// battlefield) with outlast's companion line, and soulbond with the lines that read the pair.
import type { ActivatedAbility, StaticAbility, TriggeredAbility } from '../abilities.ts';
import { parseOutlast } from './outlast.ts';
import { parseReinforce } from './reinforce.ts';
import { parseScavenge } from './scavenge.ts';
import { parsePairedGrant, parsePairedStatic, parseSoulbond, type ReadActivated } from './soulbond.ts';
import { parseCounterAnthem } from './outlast-companions.ts';
import { parseHideaway } from './hideaway.ts';

export interface PermanentKeyword {
  readonly activated: readonly ActivatedAbility[];
  readonly triggered: readonly TriggeredAbility[];
  readonly statics: readonly StaticAbility[];
  readonly describe: string;
}

export function parsePermanentKeyword(line: string, readActivated: ReadActivated): PermanentKeyword | undefined {
  const counters = parseReinforce(line) ?? parseScavenge(line) ?? parseOutlast(line);
  if (counters) return { activated: [counters], triggered: [], statics: [], describe: counters.describe() };
  const soulbond = parseSoulbond(line);
  if (soulbond) return { activated: [], triggered: soulbond, statics: [], describe: 'soulbond' };
  const paired = parsePairedStatic(line);
  if (paired) return { activated: [], triggered: [], statics: [paired], describe: 'while paired: the pair gets / has' };
  const pairedGrant = parsePairedGrant(line, readActivated);
  if (pairedGrant) return { activated: [], triggered: [], statics: [pairedGrant], describe: 'while paired: the pair has an activated ability' };
  const counterAnthem = parseCounterAnthem(line);
  if (counterAnthem) return { activated: [], triggered: [], statics: [counterAnthem], describe: 'anthem: creatures with a +1/+1 counter' };
  const hideaway = parseHideaway(line);
  if (hideaway) return { activated: [], triggered: hideaway.triggered, statics: hideaway.statics, describe: 'hideaway' };
  return undefined;
}
