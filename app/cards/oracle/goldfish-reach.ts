// Which enforced lines a goldfish game never exercises (issue 26). The goldfish opponent never
// attacks and never blocks, so a block trigger ("Whenever ~ blocks", CR 509.1i), a blocking rule
// ("~ can't block", CR 509.1b), a target that only a blocking, blocked or attacking-you creature
// can be ("target blocking creature", CR 509.1g–h), "Whenever a creature attacks you" (CR 508.1),
// combat damage to a creature (CR 510.1) and "becomes the target of a spell or ability an opponent
// controls" (the goldfish casts nothing) are read and would work, but no game checks them: the
// coverage report gives such lines their own status instead of counting them as enforced.
import type { ActivatedAbility, CombatRole, StaticAbility, TargetSpec, TriggeredAbility } from './abilities.ts';

/** What one Oracle line added to the card's abilities. */
export interface LineAdditions {
  readonly keywords: readonly string[];
  readonly activated: readonly ActivatedAbility[];
  readonly triggered: readonly TriggeredAbility[];
  readonly statics: readonly StaticAbility[];
  readonly spellEffects: readonly unknown[];
  readonly spellTargets: readonly TargetSpec[];
}

/** Combat roles no creature has in a goldfish game: nothing blocks, nothing attacks you. */
const UNREACHABLE_ROLES: ReadonlySet<CombatRole> = new Set<CombatRole>(['blocking', 'blocked', 'blocking or blocked', 'attacking you']);

const NEVER_TRIGGERS: ReadonlySet<string> = new Set(['blocks self', 'becomes blocked self', 'blocks or becomes blocked self', 'never happens', 'deals combat damage to a creature self']);

/** A required target no object of a goldfish game can be. */
function unreachableTarget(targets: readonly TargetSpec[]): boolean {
  return targets.some((target) => !target.optional && target.filter?.combatRole !== undefined && UNREACHABLE_ROLES.has(target.filter.combatRole));
}

function neverTriggers(ability: TriggeredAbility): boolean {
  const event = ability.event;
  if (NEVER_TRIGGERS.has(event.on)) return true;
  return event.on === 'enchanted' && event.what === 'blocks';
}

function blockRule(ability: StaticAbility): boolean {
  const effect = ability.effect;
  return effect.kind === 'blocking restriction' || (effect.kind === 'restriction' && effect.what === 'cant block');
}

/** Whether everything the line added is something a goldfish game never exercises (and it added something). */
export function neverExercisedByGoldfish(added: LineAdditions): boolean {
  if (added.keywords.length > 0) return false;
  const some = added.activated.length + added.triggered.length + added.statics.length + added.spellEffects.length > 0;
  if (!some) return false;
  if (added.spellEffects.length > 0 && !unreachableTarget(added.spellTargets)) return false;
  return (
    added.activated.every((ability) => unreachableTarget(ability.targets)) &&
    added.triggered.every((ability) => neverTriggers(ability) || unreachableTarget(ability.targets)) &&
    added.statics.every(blockRule)
  );
}
