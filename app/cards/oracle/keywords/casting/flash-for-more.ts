// "You may cast ~ as though it had flash if you pay {2} more to cast it." (CR 601.3, 601.2f): when
// it is cast at a time only flash allows, its cost is {2} more (actions.ts: the cast's timing).
import { parseManaCost } from '../../../mana-symbols.ts';
import type { CastKeywordModule } from './model.ts';

const PATTERN = /^you may cast (?:~|this spell) as though it had flash if you pay ((?:\{[^}]+\})+) more to cast it\.?$/i;

export const flashForMore: CastKeywordModule = {
  parse(line) {
    const match = line.trim().match(PATTERN);
    if (!match) return undefined;
    try {
      return { flashFor: parseManaCost(match[1]!) };
    } catch {
      return undefined;
    }
  },
  describe: (found) => `flash for ${found.flashFor!.map((symbol) => symbol.text).join('')} more`,
};
