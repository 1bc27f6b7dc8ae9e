import { describe, expect, it } from 'vitest';
import { NameSuggester, cardNameKeys, editDistance, frontFace, normaliseCardName } from '../../../app/collection/formats/index.ts';

describe('card name normaliser', () => {
  it('folds case, accents and ligatures (Æ → ae)', () => {
    expect(normaliseCardName('Æther Vial')).toBe('aether vial');
    expect(normaliseCardName('AETHER VIAL')).toBe('aether vial');
    expect(normaliseCardName("Lim-Dûl's Vault")).toBe(normaliseCardName("Lim-Dul's Vault"));
    expect(normaliseCardName('Jötun Grunt')).toBe('jotun grunt');
    expect(normaliseCardName('Großes Wiesel')).toBe('grosses wiesel');
  });

  it('treats "//", "/" and " / " as the same face separator', () => {
    const key = normaliseCardName('Fire // Ice');
    expect(normaliseCardName('Fire/Ice')).toBe(key);
    expect(normaliseCardName('Fire / Ice')).toBe(key);
    expect(normaliseCardName('fire//ice')).toBe(key);
    expect(key).toBe('fire // ice');
  });

  it('drops apostrophes and turns other punctuation into spaces', () => {
    expect(normaliseCardName("Atraxa, Praetors' Voice")).toBe('atraxa praetors voice');
    expect(normaliseCardName('Atraxa, Praetors’ Voice')).toBe('atraxa praetors voice');
    expect(normaliseCardName('B.F.M. (Big Furry Monster)')).toBe('b f m big furry monster');
    expect(normaliseCardName('  Lightning   Bolt ')).toBe('lightning bolt');
  });

  it('finds a double-faced card by its front face', () => {
    expect(frontFace('Delver of Secrets // Insectile Aberration')).toBe('Delver of Secrets');
    expect(frontFace('Lightning Bolt')).toBe('Lightning Bolt');
    expect(cardNameKeys('Delver of Secrets // Insectile Aberration')).toEqual(['delver of secrets // insectile aberration', 'delver of secrets']);
    expect(cardNameKeys('Lightning Bolt')).toEqual(['lightning bolt']);
  });
});

describe('near-miss suggester', () => {
  const names = [
    'Lightning Bolt',
    'Lightning Helix',
    'Lightning Greaves',
    'Chain Lightning',
    'Æther Vial',
    'Fire // Ice',
    'Delver of Secrets // Insectile Aberration',
    'Counterspell',
    'Blitz der Verdammnis',
    'Rayo',
  ];
  const suggester = new NameSuggester(names);

  it('counts a swapped pair of letters as one edit', () => {
    expect(editDistance('lightnign bolt', 'lightning bolt')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });

  it('suggests the closest names for a typo, best first', () => {
    const suggestions = suggester.suggest('Lightnig Bolt');
    expect(suggestions[0]).toEqual({ name: 'Lightning Bolt', score: expect.closeTo(0.929, 2) });
    expect(suggester.suggest('Countrspell').map((s) => s.name)).toEqual(['Counterspell']);
    expect(suggester.suggest('Lightning Helx', { limit: 2 }).map((s) => s.name)).toEqual(['Lightning Helix', 'Lightning Bolt']);
  });

  it('orders names as close as each other by how often each card was printed', () => {
    const printings = new Map([['Lightning Blow', 2], ['Lightning Bolt', 40], ['Island', 500]]);
    // Without printing counts the tie falls to the alphabet, which put Blow first.
    expect(new NameSuggester(printings.keys()).suggest('Lightning Blot').map((s) => s.name)).toEqual(['Lightning Blow', 'Lightning Bolt']);
    const ranked = new NameSuggester(printings).suggest('Lightning Blot');
    expect(ranked.map((s) => s.name)).toEqual(['Lightning Bolt', 'Lightning Blow']);
    // The score stays the name's likeness; printings only order.
    expect(ranked[0]!.score).toBe(ranked[1]!.score);
    // A clearly closer name still wins over a much-printed one.
    expect(new NameSuggester(new Map([['Islander', 1], ['Island', 500]])).suggest('Islandar')[0]!.name).toBe('Islander');
  });

  it('finds exact matches through the normaliser and by front face', () => {
    expect(suggester.lookup('aether vial')).toBe('Æther Vial');
    expect(suggester.lookup('Fire/Ice')).toBe('Fire // Ice');
    expect(suggester.lookup('delver of secrets')).toBe('Delver of Secrets // Insectile Aberration');
    expect(suggester.suggest('Delver of Secret')[0]!.name).toBe('Delver of Secrets // Insectile Aberration');
    expect(suggester.lookup('Nope')).toBeUndefined();
  });

  it('suggests nothing for a name that is nowhere near any card', () => {
    expect(suggester.suggest('Zzyzx Qwerty Platypus')).toEqual([]);
    expect(suggester.suggest('')).toEqual([]);
  });

  it('ranks localised names too when given them', () => {
    expect(suggester.suggest('Blitz der Verdamnis')[0]!.name).toBe('Blitz der Verdammnis');
  });
});
