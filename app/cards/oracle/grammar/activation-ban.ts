// "Activated abilities of artifacts can't be activated." (Stony Silence), "Activated abilities of
// creatures your opponents control can't be activated." (CR 602.5: an effect may forbid activation).
// Checked as an ability is activated (engine/activation-ban.ts); mana abilities too (CR 605.3a).
import type { StaticEffect } from '../abilities.ts';
import { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';

export function activationBanLine(line: string): StaticEffect[] | undefined {
  const c = Cursor.of(line.trim().replace(/\.$/, ''));
  if (!c.accept('activated abilities of')) return undefined;
  const read = objectFilter(c);
  if (!read || read.head === 'card' || read.head === 'spell' || !c.accept("can't be activated") || !c.done) return undefined;
  return [{ kind: 'activation ban', filter: read.filter }];
}
