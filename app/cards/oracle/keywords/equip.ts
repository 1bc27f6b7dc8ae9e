// Equip (CR 702.6): "[Cost]: Attach this permanent to target creature you control. Activate only
// as a sorcery." German: Ausrüsten; Spanish: Equipar.
import type { Cost } from '../abilities.ts';
import { KeywordActivatedAbility, keywordWithCost } from './keyword-ability.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['equip', 'ausrüsten', 'equipar'];

export class EquipAbility extends KeywordActivatedAbility {
  constructor(cost: Cost) {
    // CR 702.6a: equip only as a sorcery.
    super({
      keyword: 'equip',
      cost,
      effects: [{ kind: 'attach', target: 0 }],
      targets: [{ kind: 'creature', youControl: true }],
      zone: 'battlefield',
      sorcerySpeed: true,
      text: 'Attach this Equipment to target creature you control.',
    });
  }
}

export function parseEquip(line: string): EquipAbility | undefined {
  const found = keywordWithCost(line, KEYWORD_NAMES);
  return found ? new EquipAbility(found.cost) : undefined;
}
