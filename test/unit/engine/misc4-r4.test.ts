// Impulse draw (CR 601.2, 305.1, 400.7): "Exile the top card of your library. Until end of turn, you
// may play that card." — the exiled card is playable from exile with its usual costs, timing and land
// drop, only until the end of the turn (or of your next turn) and only as the object it is in exile.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../app/engine/index.ts';
import { run } from './helpers.ts';

const card = (name: string, cost: string, type: string, text: string, power?: string, toughness?: string): CardDefinition => ({ name, mana_cost: cost, type_line: type, oracle_text: text, ...(power ? { power, toughness } : {}) });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);

const caravan = card('Aerial Caravan', '{4}{U}{U}', 'Creature — Human Soldier', 'Flying\n{1}{U}{U}: Exile the top card of your library. Until end of turn, you may play that card. (Reveal the card as you exile it.)', '4', '3');
const lightUp = card('Light Up the Stage', '{2}{R}', 'Sorcery', 'Exile the top two cards of your library. Until the end of your next turn, you may play those cards.');
const castOnly = card('Test Seer', '{R}', 'Sorcery', 'Exile the top card of your library. You may cast that card this turn.');
const vault = card('Test Vault', '{2}', 'Artifact', '{T}: Exile the top card of your library. Until end of turn, you may play that card without paying its mana cost.');
const blaze = card('Blaze', '{X}{R}', 'Sorcery', 'Blaze deals X damage to any target.');
const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const islands = ['Island', 'Island', 'Island'];
const exiled = (name: string) => ({ name, zone: 'exile', index: 0 });

describe('impulse draw: playing exiled cards (CR 601.2, 305.1)', () => {
  it('CR 601.2: "Until end of turn, you may play that card": the exiled card is cast from exile, paying its cost', () => {
    expect(statuses(caravan)).toEqual(['enforced', 'enforced']);
    const out = run({ cards: [caravan, bears], you: { battlefield: [caravan.name, ...islands, 'Forest', 'Forest'], library: [bears.name] }, actions: [
      { do: 'activate', card: caravan.name, ability: 0 }, { do: 'resolve' }, { do: 'cast', card: exiled(bears.name) }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((permanent) => permanent.card)).toContain(bears.name);
    expect(out.you.exile).toEqual([]);
  });

  it('CR 305.1: a land exiled this way is played with the land drop; the permission ends with the turn', () => {
    const land = run({ cards: [caravan], you: { battlefield: [caravan.name, ...islands], library: ['Mountain', 'Swamp'] }, actions: [
      { do: 'activate', card: caravan.name, ability: 0 }, { do: 'resolve' }, { do: 'play_land', card: exiled('Mountain') },
    ] });
    expect(land.ok).toBe(true);
    expect(land.you.battlefield.map((permanent) => permanent.card)).toContain('Mountain');
    const late = run({ cards: [caravan], you: { battlefield: [caravan.name, ...islands], library: ['Mountain', 'Swamp', 'Swamp'] }, actions: [
      { do: 'activate', card: caravan.name, ability: 0 }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'play_land', card: exiled('Mountain') },
    ] });
    expect(late.ok).toBe(false);
  });

  it('CR 601.2: "Until the end of your next turn, you may play those cards": both cards, this turn and the next', () => {
    expect(statuses(lightUp)).toEqual(['enforced']);
    const out = run({ cards: [lightUp, bears], you: { hand: [lightUp.name], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Forest', 'Forest'], library: [bears.name, 'Forest', 'Swamp', 'Swamp'] }, actions: [
      { do: 'cast', card: lightUp.name }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'play_land', card: exiled('Forest') }, { do: 'cast', card: exiled(bears.name) }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((permanent) => permanent.card)).toEqual(expect.arrayContaining([bears.name, 'Forest']));
    expect(out.you.exile).toEqual([]);
  });

  it('CR 305.9: "you may cast that card" does not let a land be played; a card not exiled this way stays in exile', () => {
    expect(statuses(castOnly)).toEqual(['enforced']);
    const out = run({ cards: [castOnly], you: { hand: [castOnly.name], battlefield: ['Mountain'], library: ['Forest', 'Swamp'] }, actions: [
      { do: 'cast', card: castOnly.name }, { do: 'resolve' }, { do: 'play_land', card: exiled('Forest') },
    ] });
    expect(out.ok).toBe(false);
  });

  it('CR 118.9, 107.3b: "without paying its mana cost": cast from exile with no mana; X is 0', () => {
    expect(statuses(vault)).toEqual(['enforced']);
    const out = run({ cards: [vault, bears], you: { battlefield: [vault.name], library: [bears.name] }, actions: [
      { do: 'activate', card: vault.name, ability: 0 }, { do: 'resolve' }, { do: 'cast', card: exiled(bears.name) }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((permanent) => permanent.card)).toContain(bears.name);
    const withX = run({ cards: [vault, blaze], you: { battlefield: [vault.name, 'Mountain'], library: [blaze.name] }, actions: [
      { do: 'activate', card: vault.name, ability: 0 }, { do: 'resolve' }, { do: 'cast', card: exiled(blaze.name), x: 3, targets: ['opponent'] },
    ] });
    expect(withX.ok).toBe(false);
    expect(withX.error?.message).toContain("can't be cast with X");
  });
});
