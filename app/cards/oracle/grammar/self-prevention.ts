// A permanent's own prevention shield (CR 615, docs/rules-riders.md): "Prevent all damage that
// would be dealt to ~", "Prevent all combat damage that would be dealt to and dealt by ~", and the
// phantoms' "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."
import type { StaticEffect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';

export function selfPrevention(c: Cursor): StaticEffect[] | undefined {
  return c.attempt((): StaticEffect[] | undefined => {
    if (c.accept('if damage would be dealt to ~ , prevent that damage . remove a')) {
      const counter = c.next();
      if (!counter || !/^[+-]\d+\/[+-]\d+$/.test(counter) || !c.accept('counter from ~') || !c.done) return undefined;
      return [{ kind: 'self prevention', to: true, by: false, combatOnly: false, removeCounter: counter }];
    }
    if (!c.accept('prevent all')) return undefined;
    const combatOnly = c.accept('combat');
    if (!c.accept('damage that would be dealt to')) return undefined;
    const by = c.accept('and dealt by');
    return c.accept('~') && c.done ? [{ kind: 'self prevention', to: true, by, combatOnly }] : undefined;
  });
}
