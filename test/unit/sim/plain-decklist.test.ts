import { describe, expect, it } from 'vitest';
import { DecklistError, readPlainDecklist } from '../../../app/sim/plain-decklist.ts';

describe('plain decklist reader', () => {
  it('reads counts and names, merges duplicates, skips comments and the sideboard', () => {
    const deck = readPlainDecklist('test', ['// my deck', 'Deck', '4 Lightning Bolt', '4x Island (M21) 264', '', '2 island', '# note', 'Sideboard', '3 Negate'].join('\n'));
    expect(deck.entries).toEqual([
      { name: 'Lightning Bolt', count: 4, isLand: false, hasCycling: false },
      { name: 'Island', count: 6, isLand: true, hasCycling: false },
    ]);
  });

  it('knows basic lands in English, German and Spanish and takes extra land names as a hint', () => {
    const deck = readPlainDecklist('test', '3 Insel\n3 Montaña\n2 Snow-Covered Forest\n4 Evolving Wilds\n4 Shock', { lands: ['evolving wilds'] });
    expect(deck.entries.filter((entry) => entry.isLand).map((entry) => entry.name)).toEqual(['Insel', 'Montaña', 'Snow-Covered Forest', 'Evolving Wilds']);
  });

  it('names the line it cannot read, and rejects an empty list', () => {
    expect(() => readPlainDecklist('deck.txt', '4 Island\nfour Forest')).toThrow(/deck\.txt line 2: expected "<count> <card name>", got "four Forest"/);
    expect(() => readPlainDecklist('deck.txt', '# nothing\n')).toThrow(DecklistError);
  });
});
