// Cases (CR 719, Murders at Karlov Manor). "To solve — [condition]" means "At the beginning of your
// end step, if this Case is not solved and [condition], it becomes solved": a triggered ability with
// an intervening "if" (CR 603.4), checked as the end step begins and again on resolution.
// "Solved — [ability]" is an ability that works only while the Case is solved: read like any line,
// then bound to the `solved` designation (a static applies only then, an activated ability can be
// activated only then). A solved ability the grammar cannot bind (a triggered one) stays text.
import type { ActivatedAbility, Condition, StaticAbility, TriggeredAbility } from '../abilities.ts';
import { Cursor } from './cursor.ts';
import { stateCondition } from './conditions.ts';

const SOLVED: Condition = { kind: 'self is', what: 'solved' };

export interface CaseAbilities {
  triggered: TriggeredAbility[];
  statics: StaticAbility[];
  activated: ActivatedAbility[];
}

/** "To solve — Three or more creature cards were put into graveyards from anywhere this turn." */
export function toSolveLine(line: string): TriggeredAbility | undefined {
  const match = line.match(/^To solve — (.+?)\.?$/);
  if (!match) return undefined;
  const c = Cursor.of(match[1]!);
  const condition = stateCondition(c);
  if (!condition || !c.done) return undefined;
  const unsolvedAndHolds: Condition = { kind: 'all', conditions: [{ kind: 'not', condition: SOLVED }, condition] };
  return {
    kind: 'triggered',
    event: { on: 'step', step: 'end', whose: 'you' },
    condition: unsolvedAndHolds,
    effects: [{ kind: 'if', condition: unsolvedAndHolds, effects: [{ kind: 'solve' }] }],
    targets: [],
    text: `If ~ is not solved and ${match[1]!.replace(/^./, (first) => first.toLowerCase()).replace(/\.$/, '')}, it becomes solved.`,
  };
}

/** The ability text after "Solved — ", or undefined for another line. */
export function solvedAbilityText(line: string): string | undefined {
  return line.match(/^Solved — (.+)$/)?.[1];
}

/** The abilities of a "Solved —" line bound to the designation; undefined when one of them can't be (it stays text). */
export function whileSolved(read: CaseAbilities): CaseAbilities | undefined {
  if (read.triggered.length > 0) return undefined;
  const bound = (condition: Condition | undefined): Condition => (condition ? { kind: 'all', conditions: [SOLVED, condition] } : SOLVED);
  return {
    triggered: [],
    statics: read.statics.map((ability) => ({ ...ability, condition: bound(ability.condition) })),
    activated: read.activated.map((ability) => ({ ...ability, activateIf: bound(ability.activateIf) })),
  };
}
