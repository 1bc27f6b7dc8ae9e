// The Lorwyn tribal lands (CR 614.1c, 701.16): "As ~ enters the battlefield, you may reveal an
// Elemental card from your hand. If you don't, ~ enters the battlefield tapped." Revealing costs
// nothing and changes nothing else, so the engine always reveals when it can: the land enters
// tapped unless its controller has such a card in hand (engine/enters-tapped.ts checks it as the
// land enters, when the land itself has left the hand).
import type { StaticEffect } from '../abilities.ts';
import { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';

export function revealOrEntersTappedLine(line: string): StaticEffect[] | undefined {
  const c = Cursor.of(line.trim().replace(/\.$/, ''));
  return c.attempt((): StaticEffect[] | undefined => {
    if (!c.accept('as ~ enters the battlefield , you may reveal') || !c.acceptOne('a', 'an')) return undefined;
    const read = objectFilter(c);
    if (!read || read.head !== 'card' || !c.accept("from your hand . if you don't , ~ enters the battlefield tapped") || !c.done) return undefined;
    return [{ kind: 'enters tapped unless', condition: { kind: 'count', amount: { count: { of: 'cards', zone: 'hand', whose: 'you', filter: read.filter }, times: 1 }, op: '>=', value: 1 } }];
  });
}
