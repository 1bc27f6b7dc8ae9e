// Embalm (CR 702.128) and eternalize (CR 702.129): "[Cost], Exile this card from your graveyard:
// Create a token that's a copy of it, except it's white / it's a 4/4 black Zombie, it has no mana
// cost, and it's a Zombie in addition to its other types. Activate only as a sorcery." German:
// Einbalsamieren, Verewigen; Spanish: Embalsamar, Eternizar.
import type { Cost } from '../abilities.ts';
import { KeywordActivatedAbility, keywordWithCost } from './keyword-ability.ts';

export class EmbalmAbility extends KeywordActivatedAbility {
  constructor(keyword: 'embalm' | 'eternalize', printed: Cost) {
    super({
      keyword,
      // CR 702.128a: exiling the card is part of the cost.
      cost: { ...printed, exileSelf: true, text: `${printed.text}, Exile this card from your graveyard` },
      effects: [{ kind: 'tokenCopy', except: keyword }],
      zone: 'graveyard',
      sorcerySpeed: true,
      text:
        keyword === 'embalm'
          ? "Create a token that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition to its other types."
          : "Create a token that's a copy of this card, except it's a 4/4 black Zombie with no mana cost.",
    });
  }
}

const EMBALM = ['embalm', 'einbalsamieren', 'embalsamar'];
/** Embalm's and eternalize's names (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = [...EMBALM, 'eternalize', 'verewigen', 'eternizar'];

export function parseEmbalm(line: string): EmbalmAbility | undefined {
  const found = keywordWithCost(line, KEYWORD_NAMES);
  return found ? new EmbalmAbility(EMBALM.includes(found.name.toLowerCase()) ? 'embalm' : 'eternalize', found.cost) : undefined;
}
