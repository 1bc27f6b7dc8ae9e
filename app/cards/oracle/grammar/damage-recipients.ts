// Damage recipients named by a reference rather than a target (CR 120.3; docs/rules-riders.md,
// Round 5): "~ deals 2 damage to it" (the creature a trigger is about: "Whenever a creature
// enters the battlefield"), "… to that creature", "That creature deals damage equal to its power
// to ~" (the object the ability's earlier target was).
import type { ObjectRef, TargetKind } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';

/**
 * "~" (when another object deals the damage: `base` names it), or "it" / "that creature" / "that
 * permanent" when the context says what it is (never the source's default "it").
 */
export function namedRecipient(c: Cursor, context: ParseContext, base: { source?: string }): ObjectRef | undefined {
  if (base.source !== undefined && c.accept('~')) return { ref: 'self' };
  const it = context.it;
  if (!it || it.ref === 'self' || it.ref === 'all') return undefined;
  return c.acceptOne('it', 'that creature', 'that permanent') ? it : undefined;
}

const NOT_OBJECTS: ReadonlySet<TargetKind> = new Set(['any', 'player', 'opponent', 'player or planeswalker', 'opponent or planeswalker', 'spell', 'activated or triggered ability', 'card in graveyard']);

/** A damage target that can only be a permanent becomes what a later "that creature" means (as `objectRef` does for other verbs). */
export function rememberTarget(context: ParseContext, target: { kind: TargetKind; slot: number }): void {
  if (!NOT_OBJECTS.has(target.kind)) context.it = { ref: 'target', slot: target.slot };
}
