// Affinity for [type] (CR 702.41a): "This spell costs {1} less to cast for each [type] you
// control." German: Affinität für [Typ]; Spanish: Afinidad por [tipo].
import { parseTypeQuery } from '../../../type-line.ts';
import type { CastKeywordModule } from './model.ts';

const PATTERN = /^(?:affinity for|affinität für|afinidad por(?: los| las)?)\s+(.+?)\.?$/i;

export const affinity: CastKeywordModule = {
  parse(line) {
    const match = line.trim().match(PATTERN);
    if (!match) return undefined;
    // "artifacts" → the type query "artifact" (the plural s of the type).
    const query = parseTypeQuery(match[1]!.replace(/(?:s|en|os|as)$/i, ''));
    return query.words.length > 0 ? { affinity: query } : undefined;
  },
  describe: (found) => `affinity for ${found.affinity!.text}`,
};
