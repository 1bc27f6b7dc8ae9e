// Combat adjectives of a noun phrase (CR 506.4, 509.1g–h): "attacking or blocking creature",
// "blocking creature", "blocked creature", "blocking or blocked creature". "attacking" alone is
// the filter's own `attacking` flag (nouns.ts).
import type { CombatRole } from '../abilities.ts';
import type { Cursor } from './cursor.ts';

const ROLES: readonly [string, CombatRole][] = [
  ['attacking or blocking', 'attacking or blocking'],
  ['blocking or blocked', 'blocking or blocked'],
  ['blocking', 'blocking'],
  ['blocked', 'blocked'],
];

/** Reads one combat adjective phrase at the cursor; undefined (nothing read) when there is none. */
export function combatRole(c: Cursor): CombatRole | undefined {
  for (const [phrase, role] of ROLES) if (c.accept(phrase)) return role;
  return undefined;
}

/**
 * The same after the noun: "target white creature that's attacking or blocking", "… that's
 * attacking", "target creature [that's] attacking you [or a planeswalker you control]".
 */
export function trailingCombatRole(c: Cursor): { attacking: true } | { role: CombatRole } | undefined {
  return c.attempt(() => {
    const that = c.accept("that's");
    if (c.accept('attacking you or a planeswalker you control') || c.accept('attacking you')) return { role: 'attacking you' as const };
    // "each creature blocking it": a blocking creature (none ever blocks here, so which it blocks never narrows further).
    if (!that && (c.accept('blocking it') || c.accept('blocking ~') || c.accept('blocking enchanted creature'))) return { role: 'blocking' as const };
    if (!that) return undefined;
    const role = combatRole(c);
    if (role) return { role };
    return c.accept('attacking') ? { attacking: true as const } : undefined;
  });
}
