import { describe, expect, it } from 'vitest';
import { isCyclingKeyword, isLandcyclingKeyword, keywordsFromText } from '../../../app/cards/keywords.ts';

describe('keywords from rules text', () => {
  it('reads cycling with mana, hybrid and non-mana costs (CR 702.29a)', () => {
    expect(keywordsFromText('Cycling {2} ({2}, Discard this card: Draw a card.)')).toEqual(['Cycling']);
    expect(keywordsFromText('Cycling {W/U}')).toEqual(['Cycling']);
    expect(keywordsFromText('Swampwalk\nCycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)')).toEqual(['Swampwalk', 'Cycling']);
  });

  it('reads typecyclings, two on one line, and multi-word types (CR 702.29e)', () => {
    expect(keywordsFromText('Defender\nPlainscycling {2}, islandcycling {2} (reminder)')).toEqual(['Defender', 'Plainscycling', 'Islandcycling']);
    expect(keywordsFromText('Basic landcycling {1}{G}')).toEqual(['Basic landcycling']);
    expect(keywordsFromText('Affinity for artifacts\nArtifact landcycling {2}')).toEqual(['Affinity', 'Artifact landcycling']);
    expect(keywordsFromText('Wizardcycling {3}')).toEqual(['Wizardcycling']);
  });

  it('does not take granted or mentioned cycling for the card\'s own', () => {
    expect(keywordsFromText('Each land card in your hand has cycling {R}.\nCycling {2}')).toEqual(['Cycling']);
    expect(keywordsFromText('You may cast nonland cards with cycling from your graveyard.')).toEqual([]);
    expect(keywordsFromText('When you cycle Krosan Tusker, you may search your library for a basic land card.')).toEqual([]);
    expect(keywordsFromText('Flying creatures you control get +1/+1.')).toEqual([]);
  });

  it('normalises German cycling keywords to English names', () => {
    expect(keywordsFromText('Umwandlung {2} ({2}, wirf diese Karte ab: Ziehe eine Karte.)', 'de')).toEqual(['Cycling']);
    expect(keywordsFromText('Sumpfumwandlung {2}', 'de')).toEqual(['Swampcycling']);
    expect(keywordsFromText('Gebirgsumwandlung {2}, Waldumwandlung {2}', 'de')).toEqual(['Mountaincycling', 'Forestcycling']);
    expect(keywordsFromText('Standardlandumwandlung {1}{U}', 'de')).toEqual(['Basic landcycling']);
    expect(keywordsFromText('Remasuriumwandlung {3}', 'de')).toEqual(['Slivercycling']);
    expect(keywordsFromText('Aurentausch {2}{U}', 'de')).toEqual(['Aura swap']);
    expect(keywordsFromText('Wann immer du eine Karte umwandelst, ziehe eine Karte.', 'de')).toEqual([]);
  });

  it('normalises Spanish cycling keywords to English names', () => {
    expect(keywordsFromText('Ciclo {2} ({2}, descarta esta carta: Roba una carta.)', 'es')).toEqual(['Cycling']);
    expect(keywordsFromText('Ciclo de montaña {2}', 'es')).toEqual(['Mountaincycling']);
    expect(keywordsFromText('Ciclo de tierra básica {1}', 'es')).toEqual(['Basic landcycling']);
    expect(keywordsFromText('Cuando cicles esta carta, ganas 2 vidas.', 'es')).toEqual([]);
  });

  it('reads aura swap and keyword lists', () => {
    expect(keywordsFromText('Enchant creature\nEnchanted creature has flying.\nAura swap {2}{U} (reminder)')).toEqual(['Enchant', 'Aura swap']);
    expect(keywordsFromText('First strike, haste\nEquip {1}\nCrew 1')).toEqual(['First strike', 'Haste', 'Equip', 'Crew']);
  });

  it('knows which keywords are cycling and which are landcycling (CR 702.29f)', () => {
    expect(['Cycling', 'Swampcycling', 'Basic landcycling', 'Slivercycling'].every(isCyclingKeyword)).toBe(true);
    expect(isCyclingKeyword('Flying')).toBe(false);
    expect(['swampcycling', 'basic landcycling', 'artifact landcycling', 'Plainscycling'].every(isLandcyclingKeyword)).toBe(true);
    expect(['cycling', 'slivercycling', 'wizardcycling'].some(isLandcyclingKeyword)).toBe(false);
  });
});
