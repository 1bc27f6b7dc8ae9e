// "As an additional cost to cast this spell, exile a creature card from your graveyard." and
// "…, exile X cards from your graveyard." (CR 601.2b, h; X is the cast's X, CR 107.3a). The engine
// exiles the last matching cards of the graveyard (casting.ts), with the delve cards.
import { parseTypeQuery } from '../../../type-line.ts';
import { numberWord } from '../../grammar/words.ts';
import type { CastKeywordModule } from './model.ts';

const PATTERN = /^as an additional cost to cast (?:this spell|~), exile (a|an|one|two|three|x) (creature |instant or sorcery )?cards? from your graveyard\.?$/i;

export const graveyardExileCost: CastKeywordModule = {
  parse(line) {
    const match = line.trim().match(PATTERN);
    const count = numberWord(match?.[1]?.toLowerCase());
    if (!match || count === undefined) return undefined;
    const type = match[2]?.trim().toLowerCase();
    return { exileFromGraveyard: { count, query: type === 'creature' ? parseTypeQuery('creature') : null, instantOrSorcery: type === 'instant or sorcery', text: line.trim().replace(/^.*?, /, '').replace(/\.$/, '') } };
  },
  describe: (found) => `additional cost: ${found.exileFromGraveyard!.text}`,
};
