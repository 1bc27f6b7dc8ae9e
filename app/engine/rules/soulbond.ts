// Soulbond (CR 702.95): two creatures are paired by a soulbond trigger and "remain paired for as
// long as you control both of them" (702.95a). The pairing is kept as a stamp on both creatures
// and checked where it is read: it holds while the partner is the same object (CR 400.7), on the
// battlefield, and both have the same controller (702.95e: it ends when either leaves or changes
// control). The "As long as ~ is paired with another creature, each of those creatures / both
// creatures …" lines are anthems whose filter is the pair (`pairedWithSource`).
import { isCreatureNow } from './characteristics.ts';
import type { ActivatedAbility } from '../../cards/oracle/abilities.ts';
import type { GameObject, GameState } from '../state/state.ts';
import { staticsOfKind } from './statics.ts';

/** The creature the object is paired with now, or undefined. */
export function pairedPartner(state: GameState, object: GameObject): GameObject | undefined {
  const stamp = object.pairedWith;
  if (!stamp || object.zone !== 'battlefield') return undefined;
  const partner = state.objects[stamp.id];
  if (!partner || partner.zcc !== stamp.zcc || partner.zone !== 'battlefield' || partner.controller !== object.controller) return undefined;
  // Both must still point at each other (a creature that left and came back is a new object).
  const back = partner.pairedWith;
  return back && back.id === object.id && back.zcc === object.zcc ? partner : undefined;
}

/** The object is the source or the creature paired with it, while they are paired. */
export function inPairWith(state: GameState, object: GameObject, sourceId: number): boolean {
  const source = state.objects[sourceId];
  if (!source) return false;
  const partner = pairedPartner(state, source);
  return partner !== undefined && (object === source || object === partner);
}

/** The creatures `object` could be paired with: other unpaired creatures its controller controls. */
export function pairCandidates(state: GameState, object: GameObject): GameObject[] {
  const found: GameObject[] = [];
  for (const id of state.players[object.controller].battlefield) {
    const other = state.objects[id]!;
    if (other !== object && isCreatureNow(other) && pairedPartner(state, other) === undefined) found.push(other);
  }
  return found;
}

/** The engine's choice when the player gives none: the strongest candidate (pairing only helps: every soulbond line is a bonus). */
export function defaultPartner(candidates: readonly GameObject[], powerOf: (object: GameObject) => number): GameObject | undefined {
  let best: GameObject | undefined;
  for (const candidate of candidates) if (!best || powerOf(candidate) > powerOf(best)) best = candidate;
  return best;
}

export function pair(first: GameObject, second: GameObject): void {
  first.pairedWith = { id: second.id, zcc: second.zcc };
  second.pairedWith = { id: first.id, zcc: first.zcc };
}

/** The activated abilities the pair grants the object ('each of those creatures has "…"'), null when none (the usual case). */
export function pairGrantedActivated(state: GameState, object: GameObject): ActivatedAbility[] | null {
  const partner = pairedPartner(state, object);
  if (!partner) return null;
  let granted: ActivatedAbility[] | null = null;
  for (const source of [object, partner]) {
    for (const ability of staticsOfKind(source.card, 'pair grants')) (granted ??= []).push(...ability.effect.activated);
  }
  return granted;
}
