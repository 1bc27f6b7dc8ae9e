// "Protection from …" beyond one colour (CR 702.16): several qualities on one line ("protection from
// black and from red", CR 702.16g), colour groups (multicolored, monocolored, all colors), snow and
// subtypes ("protection from Goblins"): a spell or ability with that quality can't target it (CR 702.16b).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { eventsOf, run } from '../helpers.ts';

const card = (name: string, cost: string, type: string, text: string, power?: string, toughness?: string): CardDefinition => ({ name, mana_cost: cost, type_line: type, oracle_text: text, ...(power ? { power, toughness } : {}) });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);

const knight = card('Test Knight', '{W}{W}', 'Creature — Human Knight', 'First strike, protection from black and from red', '2', '2');
const warden = card('Test Warden', '{2}{W}', 'Creature — Human', 'Protection from Goblins', '2', '2');
const prism = card('Test Prism', '{2}{W}', 'Creature — Human', 'Protection from multicolored', '2', '2');
const shock = card('Shock', '{R}', 'Instant', 'Shock deals 2 damage to any target.');
const goblin = card('Test Goblin Sniper', '{R}', 'Creature — Goblin', '{T}: Test Goblin Sniper deals 1 damage to target creature.', '1', '1');
const elf = card('Test Elf Sniper', '{G}', 'Creature — Elf', '{T}: Test Elf Sniper deals 1 damage to target creature.', '1', '1');
const charm = card('Test Charm', '{B}{R}', 'Instant', 'Test Charm deals 2 damage to target creature.');
const bolt = card('Test Bolt', '{R}', 'Instant', 'Test Bolt deals 2 damage to target creature.');

describe('protection from several qualities and from subtypes (CR 702.16)', () => {
  it('CR 702.16g: "protection from black and from red" is two protections: a red spell cannot target it', () => {
    expect(statuses(knight)).toEqual(['enforced']);
    const out = run({ cards: [knight, shock], you: { hand: [shock.name], battlefield: [knight.name, 'Mountain'] }, actions: [{ do: 'cast', card: shock.name, targets: [knight.name] }] });
    expect(out.ok).toBe(false);
  });

  it('CR 702.16b: "protection from Goblins": a Goblin\'s ability cannot target it, an Elf\'s can', () => {
    expect(statuses(warden)).toEqual(['enforced']);
    const goblinShot = run({ cards: [warden, goblin], you: { battlefield: [warden.name, goblin.name] }, actions: [{ do: 'activate', card: goblin.name, ability: 0, targets: [warden.name] }] });
    expect(goblinShot.ok).toBe(false);
    const elfShot = run({ cards: [warden, elf], you: { battlefield: [warden.name, elf.name] }, actions: [{ do: 'activate', card: elf.name, ability: 0, targets: [warden.name] }, { do: 'resolve' }] });
    expect(elfShot.ok).toBe(true);
    expect(eventsOf(elfShot, 'damage').length).toBe(1);
  });

  it('CR 702.16a: "protection from multicolored" stops a two-colour spell, not a one-colour one', () => {
    expect(statuses(prism)).toEqual(['enforced']);
    const gold = run({ cards: [prism, charm], you: { hand: [charm.name], battlefield: [prism.name, 'Swamp', 'Mountain'] }, actions: [{ do: 'cast', card: charm.name, targets: [prism.name] }] });
    expect(gold.ok).toBe(false);
    const mono = run({ cards: [prism, bolt], you: { hand: [bolt.name], battlefield: [prism.name, 'Mountain'] }, actions: [{ do: 'cast', card: bolt.name, targets: [prism.name] }, { do: 'resolve' }] });
    expect(mono.ok).toBe(true);
  });
});
