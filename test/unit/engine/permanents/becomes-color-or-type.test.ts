// "Becomes blue / colorless / an Island until end of turn" (CR 105.3, 305.7, 613.1d-e, 514.2) and
// "any number of target creatures" (CR 601.2c).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, cost: string, type: string, text: string, power?: string, toughness?: string): CardDefinition => ({ name, mana_cost: cost, type_line: type, oracle_text: text, ...(power ? { power, toughness } : {}) });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);

const fylamarid = card('Fylamarid', '{1}{U}{U}', 'Creature — Squid Beast', '{U}: Target creature becomes blue until end of turn.', '1', '3');
const kavu = card('Ancient Kavu', '{3}{R}', 'Creature — Kavu', '{2}: Ancient Kavu becomes colorless until end of turn.', '3', '3');
const warrior = card('Tidal Warrior', '{U}', 'Creature — Merfolk Warrior', '{T}: Target land becomes an Island until end of turn.', '1', '1');
const wisps = card('Crimson Wisps', '{R}', 'Instant', 'Target creature becomes red and gains haste until end of turn.\nDraw a card.');
const song = card('Dwarven Song', '{R}', 'Instant', 'Any number of target creatures become red until end of turn.');
const purge = card('Test Purge', '{2}{B}', 'Sorcery', 'Destroy any number of target creatures.');
const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const ogre = card('Gray Ogre', '{2}{R}', 'Creature — Ogre', '', '2', '2');
const drain = card('Test Drain', '{B}', 'Instant', 'Destroy target blue creature.');
const redKiller = card('Test Red Killer', '{B}', 'Instant', 'Destroy target red creature.');
const colorlessKiller = card('Test Colorless Killer', '{B}', 'Instant', 'Destroy target colorless creature.');

describe('"becomes <colour> / <basic land type> until end of turn" (CR 105.3, 305.7)', () => {
  it('CR 105.3: a creature made blue is a blue creature for "target blue creature"; the change ends at cleanup (CR 514.2)', () => {
    expect(statuses(fylamarid)).toEqual(['enforced']);
    const out = run({ cards: [fylamarid, bears, drain], you: { hand: [drain.name], battlefield: [fylamarid.name, 'Island', 'Swamp'] }, opponent: { battlefield: [bears.name] }, actions: [
      { do: 'activate', card: fylamarid.name, ability: 0, targets: [{ name: bears.name, player: 'opponent' }] }, { do: 'resolve' },
      { do: 'cast', card: drain.name, targets: [{ name: bears.name, player: 'opponent' }] }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard).toEqual([bears.name]);
    const later = run({ cards: [fylamarid, bears, drain], you: { hand: [drain.name], battlefield: [fylamarid.name, 'Island', 'Swamp'] }, opponent: { battlefield: [bears.name] }, actions: [
      { do: 'activate', card: fylamarid.name, ability: 0, targets: [{ name: bears.name, player: 'opponent' }] }, { do: 'resolve' }, { do: 'next_turn' },
      { do: 'cast', card: drain.name, targets: [{ name: bears.name, player: 'opponent' }] },
    ] });
    expect(later.ok).toBe(false);
  });

  it('CR 105.2c: "becomes colorless" takes every colour away', () => {
    expect(statuses(kavu)).toEqual(['enforced']);
    const out = run({ cards: [kavu, redKiller, colorlessKiller], you: { hand: [redKiller.name, colorlessKiller.name], battlefield: [kavu.name, 'Mountain', 'Mountain', 'Swamp', 'Swamp'] }, actions: [
      { do: 'activate', card: kavu.name, ability: 0 }, { do: 'resolve' }, { do: 'cast', card: redKiller.name, targets: [kavu.name] },
    ] });
    expect(out.ok).toBe(false);
    const colorless = run({ cards: [kavu, colorlessKiller], you: { hand: [colorlessKiller.name], battlefield: [kavu.name, 'Mountain', 'Mountain', 'Swamp'] }, actions: [
      { do: 'activate', card: kavu.name, ability: 0 }, { do: 'resolve' }, { do: 'cast', card: colorlessKiller.name, targets: [kavu.name] }, { do: 'resolve' },
    ] });
    expect(colorless.ok).toBe(true);
    expect(colorless.you.graveyard).toContain(kavu.name);
  });

  it('CR 305.7: a land that becomes an Island loses its other land types and taps for {U} only', () => {
    expect(statuses(warrior)).toEqual(['enforced']);
    const out = run({ cards: [warrior], you: { battlefield: [warrior.name, 'Mountain'] }, actions: [
      { do: 'activate', card: warrior.name, ability: 0, targets: ['Mountain'] }, { do: 'resolve' },
      { do: 'activate', card: 'Mountain', ability: 0 },
    ] });
    expect(out.ok).toBe(true);
    expect(out.you.manaPool).toBe('{U}');
  });

  it('CR 611.2: "becomes red and gains haste until end of turn" does both', () => {
    expect(statuses(wisps)).toEqual(['enforced', 'enforced']);
    const out = run({ cards: [wisps, bears, redKiller], you: { hand: [wisps.name, redKiller.name], battlefield: [bears.name, 'Mountain', 'Swamp'] }, actions: [
      { do: 'cast', card: wisps.name, targets: [bears.name] }, { do: 'resolve' }, { do: 'cast', card: redKiller.name, targets: [bears.name] }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(bears.name);
  });
});

describe('"any number of target creatures" (CR 601.2c)', () => {
  it('CR 601.2c: the player names as many as they like; each becomes red', () => {
    expect(statuses(song)).toEqual(['enforced']);
    const out = run({ cards: [song, bears, ogre, redKiller], you: { hand: [song.name, redKiller.name], battlefield: [bears.name, 'Mountain', 'Swamp'] }, opponent: { battlefield: [ogre.name] }, actions: [
      { do: 'cast', card: song.name, targets: [bears.name] }, { do: 'resolve' }, { do: 'cast', card: redKiller.name, targets: [bears.name] }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(bears.name);
  });

  it('CR 601.2c: chosen automatically, a harmful "any number" takes the opponent\'s creatures only', () => {
    expect(statuses(purge)).toEqual(['enforced']);
    const out = run({ cards: [purge, bears, ogre], you: { hand: [purge.name], battlefield: [bears.name, 'Swamp', 'Swamp', 'Swamp'] }, opponent: { battlefield: [ogre.name, bears.name] }, actions: [
      { do: 'cast', card: purge.name }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard.sort()).toEqual([bears.name, ogre.name].sort());
    expect(out.you.battlefield.map((permanent) => permanent.card)).toContain(bears.name);
  });
});

const affinity = card('Natural Affinity', '{2}{G}', 'Instant', "All lands become 2/2 creatures until end of turn. They're still lands.");
const awakening = card('Test Awakening', '{G}', 'Sorcery', 'Until end of turn, lands you control become 2/2 creatures that are still lands.');

describe('a group becomes creatures (CR 613.1d, 205.1b)', () => {
  it('CR 205.1b: "All lands become 2/2 creatures until end of turn. They\'re still lands.": every land, until cleanup', () => {
    expect(statuses(affinity)).toEqual(['enforced']);
    const out = run({ cards: [affinity], you: { hand: [affinity.name], battlefield: ['Forest', 'Forest', 'Forest'] }, opponent: { battlefield: ['Plains'] }, actions: [{ do: 'cast', card: affinity.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect([...out.you.battlefield, ...out.opponent.battlefield].map((permanent) => [permanent.power, permanent.toughness])).toEqual([[2, 2], [2, 2], [2, 2], [2, 2]]);
  });

  it('CR 611.2: "Until end of turn, lands you control become 2/2 creatures that are still lands": yours only', () => {
    expect(statuses(awakening)).toEqual(['enforced']);
    const out = run({ cards: [awakening], you: { hand: [awakening.name], battlefield: ['Forest', 'Forest'] }, opponent: { battlefield: ['Plains'] }, actions: [{ do: 'cast', card: awakening.name }, { do: 'resolve' }] });
    expect(out.you.battlefield.map((permanent) => permanent.power)).toEqual([2, 2]);
    expect(out.opponent.battlefield[0]?.power ?? null).toBeNull();
  });
});

