// Unearth (CR 702.84): "[Cost]: Return this card from your graveyard to the battlefield. It gains
// haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile
// it instead of putting it anywhere else. Activate only as a sorcery." German: Ausgraben;
// Spanish: Desenterrar.
import type { Cost } from '../abilities.ts';
import { KeywordActivatedAbility, keywordWithCost } from './keyword-ability.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['unearth', 'ausgraben', 'desenterrar'];

export class UnearthAbility extends KeywordActivatedAbility {
  constructor(cost: Cost) {
    // CR 702.84a: activated from the graveyard, only as a sorcery.
    super({
      keyword: 'unearth',
      cost,
      effects: [{ kind: 'unearth' }],
      zone: 'graveyard',
      sorcerySpeed: true,
      text: 'Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield.',
    });
  }
}

export function parseUnearth(line: string): UnearthAbility | undefined {
  const found = keywordWithCost(line, KEYWORD_NAMES);
  return found ? new UnearthAbility(found.cost) : undefined;
}
