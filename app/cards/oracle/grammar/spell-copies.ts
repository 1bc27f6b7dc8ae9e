// Copies of the spell whose casting triggered the ability (CR 707.10, 603.2): "Whenever you cast an
// instant or sorcery spell, you may pay {3}. If you do, copy that spell. You may choose new targets
// for the copy." (Mirari, Riku of Two Reflections, Cloven Casting), "… you may copy it" (Double
// Stroke, Swarm Intelligence), "… copy it" (Lucky Clover). The copy keeps the spell's targets
// (choosing new ones is optional and the engine keeps them, as for "Copy target instant or
// sorcery spell"); the engine runs it in effects/choice-verbs.ts (`copySpell` with `cast`).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';

const NEW_TARGETS = [
  '. you may choose new targets for the copy',
  '. you may choose new targets for the copies',
  'and you may choose new targets for the copy',
  'and may choose new targets for the copy',
];

/** After "copy": "that spell" / "it" in a cast trigger, "[ twice]", then the optional new-targets sentence. */
export function copyCastSpell(c: Cursor, context: ParseContext): Effect[] | undefined {
  if (!context.castSpell || !c.acceptOne('that spell', 'it')) return undefined;
  const times = c.accept('twice') ? 2 : 1;
  c.acceptOne(...NEW_TARGETS);
  return c.done || c.peek() === '.' ? [{ kind: 'copySpell', target: -1, times, cast: true }] : undefined;
}

const makesCopy = (effect: Effect | undefined): boolean =>
  effect !== undefined && (effect.kind === 'copySpell' || ((effect.kind === 'may' || effect.kind === 'mayPay') && effect.effects.some(makesCopy)));

/**
 * "You may choose new targets for the copy." as a sentence of its own after the one that copies
 * ("If you do, copy that spell."): part of that copy (CR 707.10c), which keeps the targets.
 */
export function newTargetsForCopy(c: Cursor, previous: Effect | undefined): boolean {
  return makesCopy(previous) && c.acceptOne('you may choose new targets for the copy', 'you may choose new targets for the copies') !== undefined && c.done;
}

/** "When you cast your next instant or sorcery spell this turn, copy that spell [twice]. You may choose new targets for the copy." */
export function nextSpellCopy(c: Cursor): Effect[] | undefined {
  return c.attempt(() => {
    if (!c.accept('when you cast your next instant or sorcery spell this turn , copy that spell')) return undefined;
    // "… copy that spell an additional time" (Howl of the Horde's raid): a second delayed trigger beside the first.
    const times = c.accept('twice') ? 2 : (c.accept('an additional time'), 1);
    c.acceptOne(...NEW_TARGETS);
    return c.done || c.peek() === '.' ? [{ kind: 'nextSpellCopy', times }] : undefined;
  });
}
