// Ripple N (CR 702.60a): "When you cast this spell, you may reveal the top N cards of your library.
// If you do, you may cast spells with the same name as this spell from among cards revealed this
// way without paying their mana costs. Put the rest on the bottom of your library." German:
// Kräuseln; Spanish: Onda (not confirmed: English only).
import type { CastKeywordModule } from './model.ts';

const PATTERN = /^ripple (\d+)$/i;

export const ripple: CastKeywordModule = {
  parse(line) {
    const match = line.trim().match(PATTERN);
    return match ? { ripple: Number(match[1]) } : undefined;
  },
  describe: (found) => `ripple ${found.ripple}`,
};
