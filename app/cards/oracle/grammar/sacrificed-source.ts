// What a sacrificed source leaves to another creature (Zack Fair, FIN 2025): "Put ~'s counters on
// that creature" and "attach an Equipment that was attached to ~ to that creature". The source is
// gone when the ability resolves (it was sacrificed to pay the cost), so both read it as it last
// existed on the battlefield (CR 608.2h, 113.7a); moving counters is CR 122.5 (engine/effects/sacrificed-source.ts).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export function sacrificedSourceVerb(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  // "that creature" is the ability's target named before ("Target creature you control gains …").
  if (context.it?.ref !== 'target') return undefined;
  const objects = context.it;
  const onThatCreature = (): boolean => c.accept('on that creature');
  if ((c.accept("put ~'s counters") || c.accept('put ~ s counters')) && onThatCreature()) return [{ kind: 'move source counters', objects }];
  if (c.accept('attach an equipment that was attached to ~ to that creature')) return [{ kind: 'attach source equipment', objects }];
  return undefined;
}
