// 'All Slivers have "{2}: Regenerate this permanent."', 'Creatures you control have "{T}: This
// creature deals 1 damage to any target."' (CR 613.1f, layer 6): a static that grants activated
// abilities, written in quotes, to each permanent of a kind. Triggered abilities in the quotes are
// not read here (the engine would have to hear them on every permanent of the kind).
import type { StaticEffect } from '../abilities.ts';
import { quoted } from './attached-statics.ts';
import { compileQuotedAbility } from './quoted-abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';

export function groupGrantStatic(c: Cursor, source: string): StaticEffect[] | undefined {
  return c.attempt((): StaticEffect[] | undefined => {
    c.acceptOne('all', 'each');
    const read = objectFilter(c);
    if (!read || read.head === 'card' || read.head === 'spell' || !c.acceptOne('have', 'has')) return undefined;
    const text = quoted(c, source);
    const compiled = text === undefined ? undefined : compileQuotedAbility(text);
    if (!compiled || compiled.triggered.length > 0 || compiled.activated.length === 0 || !c.done) return undefined;
    return [{ kind: 'group grant', filter: read.filter, activated: compiled.activated }];
  });
}
