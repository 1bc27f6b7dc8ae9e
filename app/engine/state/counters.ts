// Counters on a permanent, by kind. Kinds come from card text and from the player's own
// manual counters ("constructor", "__proto__" are names like any other), and game states are
// copied with spread, so the table is read and written only through own keys.
import { ownValue, setOwn } from '../../dictionary.ts';
import type { GameObject } from './state.ts';

/** How many counters of this kind the object has. */
export function counterCount(object: GameObject, kind: string): number {
  return ownValue(object.counters, kind) ?? 0;
}

/** Adds (or, with a negative delta, removes) counters of a kind. */
export function changeCounters(object: GameObject, kind: string, delta: number): void {
  object.counters ??= {};
  setOwn(object.counters, kind, counterCount(object, kind) + delta);
}
