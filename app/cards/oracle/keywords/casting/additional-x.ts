// "As an additional cost to cast this spell, discard X cards." / "…, pay X life." (CR 601.2b, 107.3a:
// X is the value the player chooses for the spell, the cast action's `x`). German: "Als zusätzliche
// Kosten, um ~ zu wirken, wirf X Karten ab / zahle X Lebenspunkte"; Spanish: "Como coste adicional
// para lanzar ~, descarta X cartas / paga X vidas".
import type { CastKeywordModule } from './model.ts';

const INTRO = String.raw`(?:as an additional cost to cast (?:this spell|~)|als zusätzliche kosten, um ~ zu wirken|como coste adicional para lanzar ~),\s*`;
const DISCARD = new RegExp(`^${INTRO}(?:discard x cards|wirf x karten ab|descarta x cartas)\\.?$`, 'i');
const LIFE = new RegExp(`^${INTRO}(?:pay x life|zahle x lebenspunkte|paga x vidas)\\.?$`, 'i');

export const additionalX: CastKeywordModule = {
  parse(line) {
    const text = line.trim();
    if (DISCARD.test(text)) return { discardX: true };
    if (LIFE.test(text)) return { payLifeX: true };
    return undefined;
  },
  describe: (found) => (found.discardX ? 'additional cost: discard X cards' : 'additional cost: pay X life'),
};
