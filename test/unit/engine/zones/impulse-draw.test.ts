// Impulse draw (CR 601.2, 305.1, 400.7): "Exile the top card of your library. Until end of turn, you
// may play that card." — the exiled card is playable from exile with its usual costs, timing and land
// drop, only until the end of the turn (or of your next turn) and only as the object it is in exile.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

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

const ogre = card('Brawl-Bash Ogre', '{R}{B}', 'Creature — Ogre Warrior', 'Menace\nWhenever Brawl-Bash Ogre attacks, you may sacrifice another creature. If you do, Brawl-Bash Ogre gets +2/+2 until end of turn.', '3', '3');
const undercity = card('Undercity Scavenger', '{3}{B}', 'Creature — Zombie', 'When Undercity Scavenger enters the battlefield, you may sacrifice another creature. If you do, put two +1/+1 counters on Undercity Scavenger, then scry 2.', '3', '3');
const prossh = card('Test Prossh', '{3}{B}{R}{G}', 'Creature — Dragon', 'Sacrifice another creature: Test Prossh gets +1/+0 until end of turn.', '5', '5');

describe('"another creature" sacrificed (CR 701.17a, 602.2)', () => {
  it('CR 603.5: "you may sacrifice another creature. If you do, …": the other creature goes; with none, nothing follows', () => {
    expect(statuses(undercity)).toEqual(['enforced']);
    const withBears = run({ cards: [undercity, bears], you: { hand: [undercity.name], battlefield: [bears.name, 'Swamp', 'Swamp', 'Swamp', 'Swamp'], library: ['Swamp', 'Swamp', 'Swamp'] }, actions: [
      { do: 'cast', card: undercity.name }, { do: 'resolve' }, { do: 'resolve', choice: true },
    ] });
    expect(withBears.ok).toBe(true);
    expect(withBears.you.graveyard).toContain(bears.name);
    expect(withBears.you.battlefield.find((permanent) => permanent.card === undercity.name)).toMatchObject({ power: 5 });
    const alone = run({ cards: [undercity], you: { hand: [undercity.name], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], library: ['Swamp', 'Swamp', 'Swamp'] }, actions: [
      { do: 'cast', card: undercity.name }, { do: 'resolve' }, { do: 'resolve', choice: true },
    ] });
    expect(alone.ok).toBe(true);
    expect(alone.you.battlefield.find((permanent) => permanent.card === undercity.name)).toMatchObject({ power: 3 });
    expect(statuses(ogre)).toEqual(['enforced', 'enforced']);
  });

  it('CR 602.2: "Sacrifice another creature:" as a cost never sacrifices the source', () => {
    expect(statuses(prossh)).toEqual(['enforced']);
    const alone = run({ cards: [prossh], you: { battlefield: [prossh.name] }, actions: [{ do: 'activate', card: prossh.name, ability: 0 }] });
    expect(alone.ok).toBe(false);
    const withBears = run({ cards: [prossh, bears], you: { battlefield: [prossh.name, bears.name] }, actions: [{ do: 'activate', card: prossh.name, ability: 0 }, { do: 'resolve' }] });
    expect(withBears.ok).toBe(true);
    expect(withBears.you.graveyard).toEqual([bears.name]);
    expect(withBears.you.battlefield[0]).toMatchObject({ card: prossh.name, power: 6 });
  });
});
