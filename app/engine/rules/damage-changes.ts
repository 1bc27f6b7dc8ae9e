// Static abilities that change damage as it would be dealt (CR 614.1a, 615, 616.1; grammar:
// app/cards/oracle/grammar/damage-changes.ts): prevent all of it, prevent N of it, double it, add N
// to it, or keep any prevention from applying to it ("Damage can't be prevented", CR 615.12). The
// "Damage can't be prevented this turn" effect marks the turn (`GameState.unpreventableTurn`).
//
// dealDamage asks these only when a card of the game has such a static (game-features.ts) or the
// turn is marked. Order (CR 616.1: the affected player or controller chooses): prevention first,
// then doubling, then additions: the order that leaves the recipient the least damage. A
// redirection ("is dealt to ~ instead") is applied first, once.
import type { DamageChange, DamageParty } from '../../cards/oracle/damage-changes.ts';
import { forEachStatic } from './characteristics.ts';
import { matchesFilter } from './filters.ts';
import { inGame, staticKinds } from '../state/game-features.ts';
import type { GameObject, GameState, Target } from '../state/state.ts';

const DAMAGE_CHANGES = staticKinds('damage change');

function objectIn(state: GameState, party: DamageParty, object: GameObject, holder: GameObject): boolean {
  if (party.self && object.id === holder.id) return true;
  if (party.equipped && holder.attachedTo === object.id) return true;
  return party.filter !== undefined && matchesFilter(state, object, party.filter, holder.controller, holder.id);
}

function recipientIn(state: GameState, party: DamageParty, target: Target, holder: GameObject): boolean {
  if ('player' in target) return Boolean(party.players || (party.you && target.player === holder.controller) || (party.opponents && target.player !== holder.controller));
  const recipient = 'object' in target ? state.objects[target.object] : undefined;
  return recipient !== undefined && recipient.zone === 'battlefield' && objectIn(state, party, recipient, holder);
}

function covers(state: GameState, effect: DamageChange, holder: GameObject, source: GameObject, target: Target, combat: boolean): boolean {
  if ((effect.damage === 'combat' && !combat) || (effect.damage === 'noncombat' && combat)) return false;
  if (effect.by && !objectIn(state, effect.by, source, holder)) return false;
  return effect.to === null || recipientIn(state, effect.to, target, holder);
}

/** CR 615.12: no prevention applies to this damage (a static of the game, or "Damage can't be prevented this turn"). */
export function cantBePrevented(state: GameState, source: GameObject, target: Target, combat: boolean): boolean {
  if (state.unpreventableTurn === state.turn) return true;
  if (!inGame(state, DAMAGE_CHANGES)) return false; // asked at every damage event, as its twins below
  let found = false;
  forEachStatic(state, DAMAGE_CHANGES, (effect, holder) => {
    if (!found && effect.kind === 'damage change' && effect.change === 'unpreventable' && covers(state, effect, holder, source, target, combat)) found = true;
  });
  return found;
}

/** The damage after the statics that prevent, double or add to it (0: all of it prevented). */
export function changedDamage(state: GameState, source: GameObject, target: Target, amount: number, combat: boolean, preventable: boolean): number {
  if (!inGame(state, DAMAGE_CHANGES)) return amount;
  let preventAll = false;
  let prevented = 0;
  let doublings = 0;
  let added = 0;
  forEachStatic(state, DAMAGE_CHANGES, (effect, holder) => {
    if (effect.kind !== 'damage change' || !covers(state, effect, holder, source, target, combat)) return;
    if (effect.change === 'prevent all') preventAll = true;
    else if (effect.change === 'prevent') prevented += effect.amount;
    else if (effect.change === 'double') doublings += 1;
    else if (effect.change === 'plus') added += effect.amount;
  });
  if (preventable && preventAll) return 0;
  let dealt = preventable ? Math.max(0, amount - prevented) : amount;
  if (dealt === 0) return 0; // nothing left for a replacement to modify (CR 614.1a)
  dealt *= 2 ** doublings;
  return dealt + added;
}

/**
 * CR 614.9: "All damage that would be dealt to you is dealt to ~ instead": the recipient the damage
 * is dealt to. Not to a permanent that is itself the recipient, nor when the new one is gone.
 */
export function redirectedTarget(state: GameState, source: GameObject, target: Target, combat: boolean): Target {
  if (!inGame(state, DAMAGE_CHANGES)) return target;
  let redirected = target;
  forEachStatic(state, DAMAGE_CHANGES, (effect, holder) => {
    if (redirected !== target || effect.kind !== 'damage change' || effect.change !== 'redirect' || !covers(state, effect, holder, source, target, combat)) return;
    const onto = effect.onto === 'equipped' ? state.objects[holder.attachedTo] : holder;
    if (!onto || onto.zone !== 'battlefield' || ('object' in target && target.object === onto.id)) return;
    redirected = { object: onto.id, zcc: onto.zcc };
  });
  return redirected;
}

/** "Damage can't be prevented this turn." */
export function markDamageUnpreventableThisTurn(state: GameState): void {
  state.unpreventableTurn = state.turn;
}
