// "You skip your next turn" / "… skips their next untap step" (CR 500.11: a skipped step or turn
// doesn't happen), and "Put a +1/+1 counter on each of up to two target creatures" (CR 122.1).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { eventsOf, run } from '../helpers.ts';

const card = (name: string, cost: string, type: string, text: string, power?: string, toughness?: string): CardDefinition => ({ name, mana_cost: cost, type_line: type, oracle_text: text, ...(power ? { power, toughness } : {}) });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);

const timeWalk = card('Test Respite', '{U}', 'Sorcery', 'Draw four cards. You skip your next turn.');
const frozen = card('Test Freeze', '{U}', 'Sorcery', 'You skip your next untap step.');
const rishkar = card('Test Rishkar', '{G}', 'Sorcery', 'Put a +1/+1 counter on each of up to two target creatures.');
const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

describe('skipping turns and untap steps (CR 500.11)', () => {
  it('CR 500.11: "You skip your next turn": the next turn does not happen (no untap, no draw), the one after does', () => {
    expect(statuses(timeWalk)).toEqual(['enforced']);
    const out = run({ cards: [timeWalk], you: { hand: [timeWalk.name], battlefield: ['Island'], library }, actions: [{ do: 'cast', card: timeWalk.name }, { do: 'resolve' }, { do: 'next_turn' }] });
    expect(out.ok).toBe(true);
    expect(eventsOf(out, 'skippedTurn')).toEqual([{ type: 'skippedTurn', turn: 2 }]);
    expect(out.turn).toBe(3);
    expect(out.you.hand.length).toBe(5); // four cards, then one draw in turn 3
  });

  it('CR 500.11: "You skip your next untap step": your permanents stay tapped through it', () => {
    expect(statuses(frozen)).toEqual(['enforced']);
    const out = run({ cards: [frozen], you: { hand: [frozen.name], battlefield: ['Island', 'Island'], library }, actions: [{ do: 'cast', card: frozen.name }, { do: 'resolve' }, { do: 'next_turn' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((permanent) => permanent.tapped)).toEqual([true, false]);
  });
});

describe('counters on each of several targets (CR 122.1)', () => {
  it('"a +1/+1 counter on each of up to two target creatures": one on each chosen creature', () => {
    expect(statuses(rishkar)).toEqual(['enforced']);
    const out = run({ cards: [rishkar, bears], you: { hand: [rishkar.name], battlefield: ['Forest', bears.name, bears.name] }, actions: [{ do: 'cast', card: rishkar.name, targets: [{ name: bears.name, index: 0 }, { name: bears.name, index: 1 }] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.filter((permanent) => permanent.card === bears.name).map((permanent) => permanent.counters)).toEqual([{ '+1/+1': 1 }, { '+1/+1': 1 }]);
  });
});

const explore = card('Explore', '{1}{G}', 'Sorcery', 'You may play an additional land this turn.\nDraw a card.');

describe('an additional land this turn (CR 305.2a)', () => {
  it('CR 305.2a: after "You may play an additional land this turn" a second land may be played, a third may not; the next turn has one again', () => {
    expect(statuses(explore)).toEqual(['enforced', 'enforced']);
    const hand = [explore.name, 'Forest', 'Forest', 'Forest'];
    const two = run({ cards: [explore], you: { hand, battlefield: ['Forest', 'Forest'], library }, actions: [{ do: 'cast', card: explore.name }, { do: 'resolve' }, { do: 'play_land', card: 'Forest' }, { do: 'play_land', card: 'Forest' }] });
    expect(two.ok).toBe(true);
    const three = run({ cards: [explore], you: { hand, battlefield: ['Forest', 'Forest'], library }, actions: [{ do: 'cast', card: explore.name }, { do: 'resolve' }, { do: 'play_land', card: 'Forest' }, { do: 'play_land', card: 'Forest' }, { do: 'play_land', card: 'Forest' }] });
    expect(three.ok).toBe(false);
    const later = run({ cards: [explore], you: { hand, battlefield: ['Forest', 'Forest'], library }, actions: [{ do: 'cast', card: explore.name }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'play_land', card: 'Forest' }, { do: 'play_land', card: 'Forest' }] });
    expect(later.ok).toBe(false);
  });
});

