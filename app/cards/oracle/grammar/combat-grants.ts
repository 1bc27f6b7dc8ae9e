// Combat rules an effect gives a creature for the turn (CR 508.1c–d, 509.1b–c), kept as words
// among its until-end-of-turn keywords like "can't block": "Target creature attacks this turn if
// able" (a requirement the declaration of attackers checks), "~ can attack this turn as though it
// didn't have defender" (lifts defender's restriction), "Target creature can't block ~ this turn"
// (a block restriction: the goldfish never blocks, so nothing breaks it), "Target creature can't
// attack [or block] this turn" (checked when attackers are declared).
import type { Cursor } from './cursor.ts';

import { ATTACKS_DESPITE_DEFENDER, CANT_ATTACK, MUST_ATTACK } from '../vocabulary.ts';

const GRANTS: readonly [string, string | readonly string[]][] = [
  ["can't block ~ this turn", "can't block ~"],
  ["can't attack or block this turn", [CANT_ATTACK, "can't block"]],
  ["can't attack this turn", CANT_ATTACK],
  ['can block an additional creature this turn', 'can block an additional creature'],
  ['attacks this turn if able', MUST_ATTACK],
  ["can attack this turn as though it didn't have defender", ATTACKS_DESPITE_DEFENDER],
];

/** The rule words for a combat rule "this turn", or undefined (nothing read). */
export function combatGrant(c: Cursor): string[] | undefined {
  for (const [phrase, words] of GRANTS) if (c.accept(phrase)) return typeof words === 'string' ? [words] : [...words];
  return undefined;
}
