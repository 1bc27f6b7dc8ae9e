// Rules a static ability sets for a whole group of permanents, whoever controls them:
//   "Creatures your opponents control enter the battlefield tapped." (CR 614.1c, 614.12)
//   "Artifacts, creatures, and lands your opponents control enter the battlefield tapped."
//   "Islands don't untap during their controllers' untap steps." (CR 502.3)
//   "Creatures without flying can't attack." (CR 508.1c: Moat)
// The engine applies them as a permanent enters (engine/enters-tapped.ts) and in the untap step.
import type { StaticEffect } from '../abilities.ts';
import { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';

export function groupRuleLine(line: string): StaticEffect[] | undefined {
  const c = Cursor.of(line.trim().replace(/\.$/, ''));
  const read = objectFilter(c);
  if (!read || read.head === 'card' || read.head === 'spell') return undefined;
  const rule = c.accept('enter the battlefield tapped') || c.accept('enter tapped') ? 'enters tapped' : c.accept("don't untap during their controllers' untap steps") ? 'doesnt untap' : /^\S*creatures\b/i.test(line.trim()) && c.accept("can't attack") ? 'cant attack' : undefined;
  return rule && c.done ? [{ kind: 'group rule', rule, filter: read.filter }] : undefined;
}
