// How lands enter and how many may be played: "enters the battlefield tapped unless …" (CR 614.1c)
// and "You may play an additional land on each of your turns" (CR 305.2), through the engine.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const land = (name: string, text: string): CardDefinition => ({ name, mana_cost: '', type_line: 'Land', oracle_text: text });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const tappedAfterPlaying = (definition: CardDefinition, battlefield: string[]): boolean | undefined => {
  const out = run({ cards: [definition], you: { hand: [definition.name], battlefield }, actions: [{ do: 'play_land', card: definition.name }] });
  return out.you.battlefield.find((permanent) => permanent.card === definition.name)?.tapped;
};

const glade = land('Cinder Glade', '({T}: Add {R} or {G}.)\nCinder Glade enters the battlefield tapped unless you control two or more basic lands.');
const catacomb = land('Drowned Catacomb', 'Drowned Catacomb enters the battlefield tapped unless you control an Island or a Swamp.\n{T}: Add {U} or {B}.');
const pool = land('Morphic Pool', 'Morphic Pool enters the battlefield tapped unless you have two or more opponents.\n{T}: Add {U} or {B}.');
const exploration: CardDefinition = { name: 'Exploration', mana_cost: '{G}', type_line: 'Enchantment', oracle_text: 'You may play an additional land on each of your turns.' };
const rites: CardDefinition = { name: 'Rites of Plenty', mana_cost: '{2}{G}', type_line: 'Enchantment', oracle_text: 'Each player may play an additional land on each of their turns.' };

describe('lands that enter tapped unless … (CR 614.1c)', () => {
  it('CR 614.1c: "unless you control two or more basic lands": tapped with one basic, untapped with two', () => {
    expect(statuses(glade)).toEqual(['enforced', 'enforced']);
    expect(tappedAfterPlaying(glade, ['Mountain'])).toBe(true);
    expect(tappedAfterPlaying(glade, ['Mountain', 'Forest'])).toBe(false);
  });

  it('CR 614.1c: "unless you control an Island or a Swamp"', () => {
    expect(statuses(catacomb)).toEqual(['enforced', 'enforced']);
    expect(tappedAfterPlaying(catacomb, ['Mountain'])).toBe(true);
    expect(tappedAfterPlaying(catacomb, ['Swamp'])).toBe(false);
  });

  it('CR 614.1c, 102.1: "unless you have two or more opponents": a goldfish game has one, so it always enters tapped', () => {
    expect(statuses(pool)).toEqual(['enforced', 'enforced']);
    expect(tappedAfterPlaying(pool, ['Island', 'Swamp', 'Island'])).toBe(true);
  });
});

describe('additional land plays (CR 305.2)', () => {
  const lands = { hand: ['Forest', 'Island', 'Swamp'] };
  const playAll = [{ do: 'play_land', card: 'Forest' }, { do: 'play_land', card: 'Island' }];

  it('CR 305.2: without an effect, the second land of the turn is refused', () => {
    const out = run({ you: lands, actions: playAll });
    expect(out.ok).toBe(false);
    expect(out.error?.message).toContain('already played a land');
  });

  it('CR 305.2, 305.2a: "You may play an additional land on each of your turns": two lands, not three; two such effects add up', () => {
    expect(statuses(exploration)).toEqual(['enforced']);
    const two = run({ cards: [exploration], you: { ...lands, battlefield: [exploration.name] }, actions: playAll });
    expect(two.ok).toBe(true);
    expect(two.you.battlefield.map((permanent) => permanent.card)).toEqual([exploration.name, 'Forest', 'Island']);
    const three = run({ cards: [exploration], you: { ...lands, battlefield: [exploration.name] }, actions: [...playAll, { do: 'play_land', card: 'Swamp' }] });
    expect(three.ok).toBe(false);
    const doubled = run({ cards: [exploration], you: { ...lands, battlefield: [exploration.name, exploration.name] }, actions: [...playAll, { do: 'play_land', card: 'Swamp' }] });
    expect(doubled.ok).toBe(true);
  });

  it('CR 305.2: "Each player may play an additional land on each of their turns" counts from the opponent\'s side too', () => {
    expect(statuses(rites)).toEqual(['enforced']);
    const out = run({ cards: [rites], you: lands, opponent: { battlefield: [rites.name] }, actions: playAll });
    expect(out.ok).toBe(true);
  });
});
