// "Discard all the cards in your hand, then draw that many cards" and Windfall's "draws cards equal
// to the greatest number of cards a player discarded this way" (CR 701.8, 121.1).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, mana_cost: string, type_line: string, oracle_text: string): CardDefinition => ({ name, mana_cost, type_line, oracle_text });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];

describe('hand discarded and replaced (CR 701.8)', () => {
  it('CR 701.8: "Discard all the cards in your hand, then draw that many cards" replaces every card', () => {
    const winds = card('Tolarian Winds', '{1}{U}', 'Instant', 'Discard all the cards in your hand, then draw that many cards.');
    expect(statuses(winds)).toEqual(['enforced']);
    const out = run({ cards: [winds], you: { hand: [winds.name, 'Forest', 'Mountain', 'Swamp'], battlefield: ['Island', 'Island'], library }, actions: [{ do: 'cast', card: winds.name }, { do: 'resolve' }] });
    expect(out.you.hand).toEqual(['Island', 'Island', 'Island']);
    expect(out.you.graveyard.sort()).toEqual(['Forest', 'Mountain', 'Swamp', winds.name].sort());
  });

  it('CR 121.1: Windfall draws as many as the player who discarded the most', () => {
    const windfall = card('Windfall', '{2}{U}', 'Sorcery', 'Each player discards their hand, then draws cards equal to the greatest number of cards a player discarded this way.');
    expect(statuses(windfall)).toEqual(['enforced']);
    const out = run({ cards: [windfall], you: { hand: [windfall.name, 'Forest', 'Mountain'], battlefield: ['Island', 'Island', 'Island'], library }, actions: [{ do: 'cast', card: windfall.name }, { do: 'resolve' }] });
    expect(out.you.hand).toEqual(['Island', 'Island']);
    expect(out.you.graveyard.sort()).toEqual(['Forest', 'Mountain', windfall.name].sort());
  });
});

describe('hand replaced with one more (CR 701.8)', () => {
  it('CR 701.8: "then draw that many cards plus one" draws one more than it discarded', () => {
    const flame = card('Flame Replacement', '{1}{R}', 'Sorcery', 'Discard all the cards in your hand, then draw that many cards plus one.');
    expect(statuses(flame)).toEqual(['enforced']);
    const out = run({ cards: [flame], you: { hand: [flame.name, 'Forest', 'Swamp'], battlefield: ['Mountain', 'Mountain'], library }, actions: [{ do: 'cast', card: flame.name }, { do: 'resolve' }] });
    expect(out.you.hand).toEqual(['Island', 'Island', 'Island']);
  });
});
