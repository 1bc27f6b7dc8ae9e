// What a spell or an ability costs once every increase and reduction applies (CR 601.2f), for
// the action that pays it, the table that shows it and the casting rules that compare it.
import type { Game } from '../turns/game.ts';
import type { ActivatedAbility } from '../../cards/oracle/abilities.ts';
import type { ManaSymbol } from '../../cards/mana-symbols.ts';
import type { GameObject, PlayerId } from '../state/state.ts';
import { cyclingCostChanges } from './characteristics.ts';
import { addSelfCostChanges, applyCostChanges, costChangesFor, costChangesInGame, withGenericChange } from './cost-changes.ts';
import { hasStaticOfKind } from './statics.ts';

/**
 * An ability's mana cost with every increase and reduction applied (CR 601.2f): cycling cost
 * changes (CR 702.29f: typecycling too) and "Activated abilities of … cost {N} more" or "Abilities
 * you activate … cost {2} less" from permanents. With `x` (the value announced, CR 107.3a, 601.2b)
 * the {X} is generic mana of that amount before the changes apply, so a reduction takes from it and
 * a floor of one mana counts it (CR 601.2f: the total cost includes X); without, {X} stays a symbol
 * (what the table shows) and a change reaches only the rest.
 */
export function effectiveManaCost(game: Game, ability: ActivatedAbility, player: PlayerId, source?: GameObject, x?: number): ManaSymbol[] {
  const mana = x === undefined ? ability.cost.mana : withXAnnounced(ability.cost.mana, x);
  const cycling = ability.isCycling ? cyclingCostChanges(game.state, player) : { more: 0, less: 0 };
  // CR 605.1a: a mana ability's cost is not changed by "abilities you activate" reductions.
  if (!source || ability.isManaAbility) return withGenericChange(mana, cycling.more, cycling.less);
  const changes = costChangesFor(game.state, player, 'abilities', source);
  changes.more += cycling.more;
  changes.less += cycling.less;
  return applyCostChanges(mana, changes);
}

/** The cost with each {X} replaced by generic mana of the value announced ({X}{X} twice that; CR 107.3a). */
function withXAnnounced(cost: readonly ManaSymbol[], x: number): readonly ManaSymbol[] {
  if (!cost.some((symbol) => symbol.kind === 'variable')) return cost;
  const out: ManaSymbol[] = [];
  for (const symbol of cost) {
    if (symbol.kind !== 'variable') out.push(symbol);
    else if (x > 0) out.push({ kind: 'generic', amount: x, text: `{${x}}` });
  }
  return out;
}

/** Whether a spell costs what its card says: no cost-changing card in the game, no cost change on the spell itself. */
export function printedSpellCostStands(game: Game, spell: GameObject): boolean {
  return !costChangesInGame(game.state) && !hasStaticOfKind(spell.card, 'self cost');
}

/** A spell's mana cost with "Spells … cost {N} more / less to cast" and its own cost changes applied (CR 601.2f). */
export function effectiveSpellCost(game: Game, spell: GameObject, player: PlayerId): ManaSymbol[] {
  // Asked for every cast tried: without a cost-changing card in the game or on the spell, its printed cost (a copy: callers add to it).
  if (printedSpellCostStands(game, spell)) return spell.card.manaCost.slice();
  const changes = costChangesFor(game.state, player, 'spells', spell);
  addSelfCostChanges(game.state, spell, player, changes);
  return applyCostChanges(spell.card.manaCost, changes);
}
