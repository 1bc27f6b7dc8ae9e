// Strive (an ability word): "This spell costs {M} more to cast for each target beyond the first."
// (CR 601.2f: a cost increase, counted from the targets chosen in 601.2c.)
import { parseManaCost } from '../../../mana-symbols.ts';
import type { CastKeywordModule } from './model.ts';

const PATTERN = /^(?:strive\s*[—–]\s*)?(?:this spell|~) costs ((?:\{[^}]+\})+) more to cast for each target beyond the first\.?$/i;

export const strive: CastKeywordModule = {
  parse(line) {
    const match = line.trim().match(PATTERN);
    if (!match) return undefined;
    try {
      return { strive: parseManaCost(match[1]!) };
    } catch {
      return undefined;
    }
  },
  describe: (found) => `strive ${found.strive!.map((symbol) => symbol.text).join('')}`,
};
