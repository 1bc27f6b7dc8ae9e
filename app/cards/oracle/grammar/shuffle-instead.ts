// "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library
// instead." (Progenitus, Nexus of Fate; CR 614.1a): a replacement of the card's own moves to a
// graveyard from any zone (engine/shuffle-instead.ts).
import type { StaticEffect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';

export function shuffleInsteadStatic(c: Cursor): StaticEffect[] | undefined {
  return c.attempt(() => {
    if (!c.accept('if ~ would be put into a graveyard from anywhere ,')) return undefined;
    c.accept('reveal ~ and');
    return c.accept("shuffle it into its owner's library instead") && c.done ? [{ kind: 'shuffle instead of graveyard' }] : undefined;
  });
}
