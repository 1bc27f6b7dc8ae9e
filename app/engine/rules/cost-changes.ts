// Cost increases and reductions from static abilities (CR 601.2f): "Spells you cast cost {1}
// less", "Black spells you cast cost {B} more", "… {1} less to cast for each +1/+1 counter on ~",
// "… can't reduce the amount of mana an ability costs to activate to less than one mana", and a
// spell's own "This spell costs {2} less to cast if you control a Wizard / for each …".
import type { ManaSymbol } from '../../cards/mana-symbols.ts';
import { forEachStatic } from './characteristics.ts';
import { conditionHolds } from './conditions.ts';
import { countOf, matchesFilter } from './filters.ts';
import type { GameObject, GameState, PlayerId } from '../state/state.ts';
import { inGame, staticKinds } from '../state/game-features.ts';

const COST_CHANGE = staticKinds('cost change');

export interface CostChanges {
  more: number;
  less: number;
  /** Reductions that can't bring the cost below one mana. */
  lessAboveOne: number;
  /** Coloured mana added ("{B} more"). */
  colored: ManaSymbol[] | null;
}

/** Whether any card of this game changes what spells or abilities cost: one bit test (state/game-features.ts). */
export const costChangesInGame = (state: GameState): boolean => inGame(state, COST_CHANGE);

/** Every "cost … more / less" of the permanents on the battlefield that applies to this spell or ability's source. */
export function costChangesFor(state: GameState, player: PlayerId, appliesTo: 'spells' | 'abilities', object: GameObject): CostChanges {
  const changes: CostChanges = { more: 0, less: 0, lessAboveOne: 0, colored: null };
  forEachStatic(state, COST_CHANGE, (effect, source) => {
    if (effect.kind !== 'cost change' || effect.appliesTo !== appliesTo) return;
    if (effect.whose === 'you' && source.controller !== player) return;
    if (effect.whose === 'opponents' && source.controller === player) return;
    if (effect.filter && !matchesFilter(state, object, effect.filter, source.controller, source.id)) return;
    if (effect.symbols) {
      (changes.colored ??= []).push(...effect.symbols);
      return;
    }
    const amount = effect.per ? effect.amount * effect.per.times * countOf(state, effect.per.count, source.controller, source.id) : effect.amount;
    if (effect.change === 'more') changes.more += amount;
    else if (effect.floorOne) changes.lessAboveOne += amount;
    else changes.less += amount;
  });
  return changes;
}

/** The spell's own "This spell costs {N} less / more to cast [if …] [for each …]" (CR 601.2f). */
export function addSelfCostChanges(state: GameState, spell: GameObject, player: PlayerId, changes: CostChanges): void {
  for (const ability of spell.card.statics) {
    const effect = ability.effect;
    if (effect.kind !== 'self cost') continue;
    if (effect.condition && !conditionHolds(state, effect.condition, player, spell.id)) continue;
    const change = effect.per ? effect.amount * countOf(state, effect.per.count, player, spell.id) * effect.per.times : effect.amount;
    if (effect.change === 'less') changes.less += change;
    else changes.more += change;
  }
}

const manaAmount = (symbols: readonly ManaSymbol[]): number => symbols.reduce((sum, symbol) => sum + (symbol.kind === 'generic' ? symbol.amount : symbol.kind === 'variable' ? 0 : 1), 0);

/**
 * The cost with the changes applied: increases first, then reductions of the generic part only,
 * never below zero (CR 601.2f); a reduction that can't go below one mana stops there.
 */
export function applyCostChanges(cost: readonly ManaSymbol[], changes: CostChanges): ManaSymbol[] {
  const increased = changes.colored ? [...cost, ...changes.colored] : cost;
  const reduced = withGenericChange(increased, changes.more, changes.less);
  if (changes.lessAboveOne === 0) return reduced;
  return withGenericChange(reduced, 0, Math.min(changes.lessAboveOne, Math.max(0, manaAmount(reduced) - 1)));
}

/** Adds `more` generic mana, then takes up to `less` off the generic part (never below zero, CR 601.2f). */
export function withGenericChange(cost: readonly ManaSymbol[], more: number, less: number): ManaSymbol[] {
  const symbols = cost.slice();
  if (more === 0 && less === 0) return symbols;
  if (more > 0) symbols.push({ kind: 'generic', amount: more, text: `{${more}}` });
  let reduce = less;
  for (let index = 0; index < symbols.length && reduce > 0; index += 1) {
    const symbol = symbols[index]!;
    if (symbol.kind !== 'generic') continue;
    const cut = Math.min(symbol.amount, reduce);
    reduce -= cut;
    symbols[index] = { kind: 'generic', amount: symbol.amount - cut, text: `{${symbol.amount - cut}}` };
  }
  return symbols.filter((symbol) => symbol.kind !== 'generic' || symbol.amount > 0);
}
