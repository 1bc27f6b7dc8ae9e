// Aura swap (CR 702.65, 702.62 in older numbering): "[Cost]: You may exchange this permanent
// with an Aura card in your hand." German: Aurentausch. Spanish: the printed Spanish name
// is not in the rules texts we hold; "Intercambio de auras" (and the singular) is accepted.
import type { Cost } from '../abilities.ts';
import { KeywordActivatedAbility, keywordWithCost } from './keyword-ability.ts';

export class AuraSwapAbility extends KeywordActivatedAbility {
  constructor(cost: Cost) {
    super({ keyword: 'aura swap', cost, effects: [{ kind: 'auraSwap' }], zone: 'battlefield', sorcerySpeed: false, text: 'You may exchange this permanent with an Aura card in your hand.' });
  }
}

const NAMES = ['aura swap', 'aurentausch', 'intercambio de auras?', 'cambio de auras?'];

export function parseAuraSwap(line: string): AuraSwapAbility | undefined {
  const found = keywordWithCost(line, NAMES);
  return found ? new AuraSwapAbility(found.cost) : undefined;
}
