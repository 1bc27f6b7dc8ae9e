// Where a countered spell goes instead of its owner's graveyard (a replacement effect, CR 614.1a):
// "If that spell is countered this way, exile it instead of putting it into its owner's graveyard."
// (Dissipate, Horribly Awry) and "… put it on the bottom of its owner's library instead of into
// that player's graveyard." (Spell Crumple). Read as a sentence after the counter it modifies.
import type { Cursor } from './cursor.ts';

export function counteredInstead(c: Cursor): 'exile' | 'library bottom' | undefined {
  const found = c.attempt(() => {
    if (!c.accept('if that spell is countered this way ,')) return undefined;
    if (c.accept("exile it instead of putting it into its owner's graveyard")) return 'exile' as const;
    if (c.accept("put it on the bottom of its owner's library instead of into that player's graveyard")) return 'library bottom' as const;
    return undefined;
  });
  return found && c.done ? found : undefined;
}
