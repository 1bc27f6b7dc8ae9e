// Kicker (CR 702.33a): "You may pay an additional [cost] as you cast this spell." "Kicker {2} and/or
// {1}" is two kicker costs (702.33d). German: Bonus; Spanish: Estímulo.
import type { Cost } from '../../abilities.ts';
import { keywordCost, type CastKeywordModule } from './model.ts';

const NAMES = ['kicker', 'bonus', 'estímulo'];

export const kicker: CastKeywordModule = {
  parse(line) {
    const [first, second, ...rest] = line.split(/\s+(?:and\/or|und\/oder|y\/o)\s+/i);
    if (rest.length > 0) return undefined;
    const costs: Cost[] = [];
    const one = keywordCost(NAMES, first!);
    if (!one) return undefined;
    costs.push(one);
    if (second !== undefined) {
      const other = keywordCost(NAMES, `kicker ${second}`);
      if (!other) return undefined;
      costs.push(other);
    }
    return { kicker: costs };
  },
  describe: (found) => `kicker ${(found.kicker ?? []).map((cost) => cost.text).join(' and/or ')}`,
};
