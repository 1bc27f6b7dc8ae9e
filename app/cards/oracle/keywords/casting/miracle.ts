// Miracle (CR 702.94a): "You may reveal this card from your hand as you draw it if it's the first
// card you've drawn this turn. When you reveal this card this way, you may cast it by paying
// [cost] rather than its mana cost." The engine: drawCard (zones.ts) puts the trigger on the stack
// (cast-triggers.ts); answered yes, the card is cast from hand for the miracle cost. A miracle
// cost with X stays text (X would be 0 when cast by the trigger). German: Wunder; Spanish: Milagro.
import { keywordCost, type CastKeywordModule } from './model.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['miracle', 'wunder', 'milagro'];

export const miracle: CastKeywordModule = {
  parse(line) {
    const cost = keywordCost(KEYWORD_NAMES, line);
    const manaOnly = cost && cost.payLife === 0 && cost.discardOther === 0 && cost.sacrifice === null && !cost.mana.some((symbol) => symbol.kind === 'variable');
    return manaOnly ? { miracle: cost } : undefined;
  },
  describe: (found) => `miracle ${found.miracle!.text}`,
};
