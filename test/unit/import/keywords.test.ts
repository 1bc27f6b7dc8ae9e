import { describe, expect, it } from 'vitest';
import { keywordsFromText } from '../../../app/cards/keywords.ts';

describe('keywords from rules text', () => {
  it('finds cycling and every kind of typecycling (CR 702.29a, 702.29e)', () => {
    expect(keywordsFromText('Cycling {2}{G} ({2}{G}, Discard this card: Draw a card.)')).toEqual(['Cycling']);
    expect(keywordsFromText('Cycling—Pay 2 life, sacrifice a creature.')).toEqual(['Cycling']);
    expect(keywordsFromText('Swampcycling {2}\nPlainscycling {2}')).toEqual(['Swampcycling', 'Plainscycling']);
    expect(keywordsFromText('Basic landcycling {1}{G}')).toEqual(['Basic landcycling']);
    expect(keywordsFromText('Artifact landcycling {2}')).toEqual(['Artifact landcycling']);
    expect(keywordsFromText('Slivercycling {3}')).toEqual(['Slivercycling']);
  });

  it('finds keywords listed on one line and keywords with a cost, a number or a quality', () => {
    expect(keywordsFromText('Flying, first strike, lifelink')).toEqual(['Flying', 'First strike', 'Lifelink']);
    expect(keywordsFromText('Enchant creature\nAura swap {2}{U} ({2}{U}: Exchange this Aura with an Aura card in your hand.)')).toEqual([
      'Enchant',
      'Aura swap',
    ]);
    expect(keywordsFromText('Protection from red and from white')).toEqual(['Protection']);
    expect(keywordsFromText('Bushido 2')).toEqual(['Bushido']);
    expect(keywordsFromText('Swampwalk')).toEqual(['Swampwalk']);
  });

  it('ignores keywords used as words in a sentence', () => {
    expect(keywordsFromText('Flying creatures you control get +1/+1.')).toEqual([]);
    expect(keywordsFromText('When you cycle this card, draw a card.')).toEqual([]);
    expect(keywordsFromText('Creatures with flying can block it.')).toEqual([]);
  });
});
