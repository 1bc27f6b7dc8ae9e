// Exert (CR 701.39): "You may exert ~ as it attacks. When you do, [effect]." Exerting is a choice
// made as the attackers are declared (the `attack` action's `exert`); an exerted creature won't
// untap during your next untap step (701.39a), and "When you do" is a reflexive triggered ability
// (CR 603.12) bound to the `exerted` event. "Whenever you exert a creature, …" triggers on every
// creature you exert. The permanent that may be exerted carries the keyword `exert`.
import type { TriggeredAbility } from '../abilities.ts';

/** What the compiler gives this module: the triggered ability the grammar reads in "Whenever ~ attacks, [effect]", or undefined. */
export type ReadAttackTrigger = (effect: string) => TriggeredAbility | undefined;

export const EXERT_KEYWORD = 'exert';

export interface ExertAbility {
  /** The keyword `exert` when the line lets the creature be exerted. */
  readonly keywords: readonly string[];
  readonly triggered: readonly TriggeredAbility[];
  readonly describe: string;
}

const MAY_EXERT = /^you may exert ~ as it attacks\.(?:\s+when you do,\s+(.+))?$/i;
const WHENEVER_YOU_EXERT = /^whenever you exert a creature,\s+(.+)$/i;

export function parseExert(line: string, readAttackTrigger: ReadAttackTrigger): ExertAbility | undefined {
  const text = line.trim();
  const may = text.match(MAY_EXERT);
  if (may) {
    if (may[1] === undefined) return { keywords: [EXERT_KEYWORD], triggered: [], describe: 'may exert as it attacks' };
    const reflexive = exertedTrigger(readAttackTrigger(may[1]), true);
    return reflexive ? { keywords: [EXERT_KEYWORD], triggered: [reflexive], describe: 'may exert as it attacks; when you do: trigger' } : undefined;
  }
  const whenever = text.match(WHENEVER_YOU_EXERT);
  if (whenever) {
    const trigger = exertedTrigger(readAttackTrigger(whenever[1]!), false);
    return trigger ? { keywords: [], triggered: [trigger], describe: 'trigger: you exert a creature' } : undefined;
  }
  return undefined;
}

function exertedTrigger(read: TriggeredAbility | undefined, self: boolean): TriggeredAbility | undefined {
  if (!read || read.condition) return undefined;
  return { ...read, event: { on: 'exerted', self }, text: read.text };
}
