// "Whenever you draw a card" (CR 121.1, 603.2) and "At the beginning of each player's draw step,
// that player draws an additional card" (CR 504.1: only you take turns, so "that player" is you).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, mana_cost: string, type_line: string, oracle_text: string, extra: Partial<CardDefinition> = {}): CardDefinition => ({ name, mana_cost, type_line, oracle_text, ...extra });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];

describe('draw triggers (CR 121.1, 603.2)', () => {
  it('CR 603.2: "Whenever you draw a card, put a +1/+1 counter on ~" counts each card drawn', () => {
    const coatl = card('Drawing Coatl', '{1}{G}{U}', 'Creature — Snake', 'Whenever you draw a card, put a +1/+1 counter on Drawing Coatl.', { power: '2', toughness: '2' });
    const divination = card('Divination', '{2}{U}', 'Sorcery', 'Draw two cards.');
    expect(statuses(coatl)).toEqual(['enforced']);
    const out = run({ cards: [coatl, divination], you: { hand: [divination.name], battlefield: ['Island', 'Island', 'Island', coatl.name], library }, actions: [{ do: 'cast', card: divination.name }, { do: 'resolve_all' }] });
    expect(out.you.battlefield.find((permanent) => permanent.card === coatl.name)?.counters).toEqual({ '+1/+1': 2 });
  });

  it('CR 504.1: "At the beginning of each player\'s draw step, that player draws an additional card" draws you two cards', () => {
    const howling = card('Howling Study', '{2}{U}', 'Enchantment', "At the beginning of each player's draw step, that player draws an additional card.");
    expect(statuses(howling)).toEqual(['enforced']);
    const out = run({ cards: [howling], you: { hand: [], battlefield: [howling.name], library }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(out.you.hand).toHaveLength(2);
  });

  it('CR 603.2: "Whenever an opponent draws a card" does not trigger on your own draws', () => {
    const spy = card('Draw Spy', '{2}{U}', 'Enchantment', 'Whenever an opponent draws a card, you gain 1 life.');
    const divination = card('Divination', '{2}{U}', 'Sorcery', 'Draw two cards.');
    expect(statuses(spy)).toEqual(['enforced']);
    const out = run({ cards: [spy, divination], you: { hand: [divination.name], battlefield: ['Island', 'Island', 'Island', spy.name], library }, actions: [{ do: 'cast', card: divination.name }, { do: 'resolve_all' }] });
    expect(out.you.life).toBe(20);
  });
});
