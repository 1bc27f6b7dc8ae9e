// "That creature doesn't untap during its controller's untap step for as long as ~ remains tapped"
// (CR 611.2b) and "… for as long as you control ~" (docs/rules-riders.md). Each hold is kept on the
// held permanent and names its source as it was (id, zone-change count). A hold "while tapped" ends
// for good once the source is untapped: it is dropped the first time it is found untapped, and when
// the source makes a new hold (its {T} cost means it was untapped in between).
import type { GameObject, GameState, PlayerId } from '../state/state.ts';
import type { TappedHold } from '../state/records.ts';

/** Whether the hold still lasts: its source is the same object, on the battlefield, under the same control (and tapped). */
function lasts(state: GameState, hold: TappedHold): boolean {
  const source = state.objects[hold.source]!;
  return source.zone === 'battlefield' && source.zcc === hold.sourceZcc && source.controller === hold.controller && (!hold.whileTapped || source.tapped);
}

/** Puts a new hold on the permanent; the source's earlier "while tapped" holds have ended. */
export function holdTapped(state: GameState, held: GameObject, source: GameObject, controller: PlayerId, whileTapped: boolean, what: TappedHold['what']): void {
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const object = state.objects[id]!;
      if (object.heldBy) object.heldBy = object.heldBy.filter((hold) => hold.source !== source.id || !hold.whileTapped);
    }
  }
  held.heldBy = [...(held.heldBy ?? []), { source: source.id, sourceZcc: source.zcc, controller, whileTapped, what }];
}

/**
 * The player's permanents some hold keeps tapped in this untap step, decided before anything
 * untaps (the sources untap in the same step); holds that have ended are dropped. Null when none.
 */
export function heldInUntapStep(state: GameState, battlefield: readonly number[]): Set<number> | null {
  let held: Set<number> | null = null;
  for (const id of battlefield) {
    const object = state.objects[id]!;
    if (!object.heldBy) continue;
    const remaining = object.heldBy.filter((hold) => lasts(state, hold));
    object.heldBy = remaining.length > 0 ? remaining : null;
    if (remaining.some((hold) => hold.what.kind === 'no untap')) (held ??= new Set()).add(id);
  }
  return held;
}

/** The power (or toughness) the lasting holds give it (layer 7c). */
export function heldBonus(state: GameState, object: GameObject, toughness: boolean): number {
  let bonus = 0;
  for (const hold of object.heldBy!) if (hold.what.kind === 'bonus' && lasts(state, hold)) bonus += toughness ? hold.what.toughness : hold.what.power;
  return bonus;
}

/** Whether a lasting hold gives it the keyword. */
export function heldKeyword(state: GameState, object: GameObject, keyword: string): boolean {
  return object.heldBy!.some((hold) => hold.what.kind === 'bonus' && hold.what.keywords.includes(keyword) && lasts(state, hold));
}
