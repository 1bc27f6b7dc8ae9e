// Transmute (CR 702.53a): "[Cost], Discard this card: Search your library for a card with the same
// mana value as the discarded card, reveal that card, and put it into your hand. Then shuffle your
// library. Activate only as a sorcery." German: Transmutieren; Spanish: Transmutar. The line gives
// the cost; compile.ts makes the ability once the card's mana value is known.
import type { Cost } from '../../abilities.ts';
import { KeywordActivatedAbility } from '../keyword-ability.ts';
import { withDiscardSelf } from '../../costs.ts';
import { costModule } from './model.ts';

export const transmute = costModule('transmute', ['transmute', 'transmutieren', 'transmutar'], 'transmute');

export class TransmuteAbility extends KeywordActivatedAbility {
  constructor(printed: Cost, manaValue: number) {
    // CR 702.53a: activated from hand, only as a sorcery. The discarded card's mana value is the
    // card's own: fixed when the card is compiled.
    super({
      keyword: 'transmute',
      cost: withDiscardSelf(printed),
      effects: [{ kind: 'search', query: null, to: 'hand', tapped: false, reveal: true, filter: { anyOf: [], none: [], colors: [], notColors: [], manaValue: { op: '=', value: manaValue }, text: `card with mana value ${manaValue}` } }],
      zone: 'hand',
      sorcerySpeed: true,
      text: `Search your library for a card with mana value ${manaValue}, reveal it, put it into your hand, then shuffle.`,
    });
  }
}
