// "When ~ becomes the target of a spell or ability" (CR 115.1, 603.2): the Illusions' "sacrifice
// it", "Whenever a creature you control becomes the target of a spell", and the forms that wait for
// a spell or ability an opponent controls (the goldfish never casts or activates anything, so they
// never trigger in a solo game).
import type { ObjectFilter, TriggerEvent } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';

const SELF = ['~', 'this creature', 'this permanent'];
/** What may target it: spells and abilities, or only spells (of any kind) — the kinds an opponent's qualifier may narrow. */
const SOURCES: readonly (readonly [string, boolean])[] = [['a spell or ability', false], ['a spell', true]];
const NARROWED_SPELLS = ['an aura spell', 'an instant or sorcery spell', 'a white spell', 'a blue spell', 'a black spell', 'a red spell', 'a green spell'];

/** Who becomes the target: null for the permanent itself, else the filter ("a creature you control", "another permanent you control"). */
function subject(c: Cursor): { filter: ObjectFilter | null; youToo: boolean } | undefined {
  if (SELF.some((phrase) => c.accept(phrase))) return { filter: null, youToo: false };
  const youToo = c.accept('you or');
  const article = c.accept('another') ? 'another' : c.accept('a') || c.accept('an') ? 'a' : undefined;
  if (!article) return undefined;
  const read = objectFilter(c);
  if (!read || read.head === 'card' || read.head === 'spell') return undefined;
  return { filter: article === 'another' ? { ...read.filter, other: true } : read.filter, youToo };
}

/** The trigger condition after "When" / "Whenever", up to its comma; undefined when it is not a "becomes the target" trigger. */
export function targetTrigger(c: Cursor): TriggerEvent[] | undefined {
  return c.attempt(() => {
    const who = subject(c);
    if (!who || !c.accept('becomes the target of')) return undefined;
    const source = SOURCES.find(([phrase]) => c.accept(phrase));
    const narrowed = source ? false : NARROWED_SPELLS.some((phrase) => c.accept(phrase));
    if (!source && !narrowed) return undefined;
    if (c.accept('an opponent controls') || c.accept('your opponents control')) return c.at(',') ? [{ on: 'never happens', what: 'opponent targets' }] : undefined;
    if (narrowed || who.youToo || !c.at(',')) return undefined;
    return [{ on: 'becomes target', filter: who.filter, ...(source![1] ? { spellOnly: true } : {}) }];
  });
}
