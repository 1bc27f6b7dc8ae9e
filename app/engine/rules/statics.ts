// One registry for static abilities and replacement effects, keyed by kind (as effects/index.ts
// is for effects): "the dredge static of this card", "every 'life rule' on the battlefield".
// A card's statics are indexed by kind once, the first time any kind is asked, and the index is
// kept with the compiled card's statics (shared by every game and every copy of the card), so a
// question is one map lookup instead of a scan with `effect.kind === '…'`. The kind is checked by
// the type system and the answer comes narrowed to that kind's shape. Statics that apply across
// the battlefield are visited by kind with forEachStaticOfKind (characteristics.ts).
import type { StaticAbility, StaticEffect } from '../../cards/oracle/abilities.ts';

export type StaticKind = StaticEffect['kind'];
export type StaticOf<K extends StaticKind> = Extract<StaticEffect, { kind: K }>;
/** A static ability whose effect is of kind K. */
export type StaticAbilityOf<K extends StaticKind> = StaticAbility & { readonly effect: StaticOf<K> };

const NONE: readonly never[] = [];
const indexes = new WeakMap<readonly StaticAbility[], Map<StaticKind, StaticAbility[]>>();

function indexOf(statics: readonly StaticAbility[]): Map<StaticKind, StaticAbility[]> {
  let index = indexes.get(statics);
  if (!index) {
    index = new Map();
    for (const ability of statics) {
      const list = index.get(ability.effect.kind);
      if (list) list.push(ability);
      else index.set(ability.effect.kind, [ability]);
    }
    indexes.set(statics, index);
  }
  return index;
}

/** The card's static abilities of this kind, in printed order (condition not checked). */
export function staticsOfKind<K extends StaticKind>(card: { readonly statics: readonly StaticAbility[] }, kind: K): readonly StaticAbilityOf<K>[] {
  if (card.statics.length === 0) return NONE;
  return (indexOf(card.statics).get(kind) as StaticAbilityOf<K>[] | undefined) ?? NONE;
}

/** The card's first static of this kind that passes `test` (default: any), or undefined. */
export function staticOfKind<K extends StaticKind>(card: { readonly statics: readonly StaticAbility[] }, kind: K, test?: (effect: StaticOf<K>) => boolean): StaticOf<K> | undefined {
  const list = staticsOfKind(card, kind);
  for (let index = 0; index < list.length; index += 1) if (!test || test(list[index]!.effect)) return list[index]!.effect;
  return undefined;
}

/** Whether the card has a static of this kind (that passes `test`). */
export function hasStaticOfKind<K extends StaticKind>(card: { readonly statics: readonly StaticAbility[] }, kind: K, test?: (effect: StaticOf<K>) => boolean): boolean {
  return staticOfKind(card, kind, test) !== undefined;
}
