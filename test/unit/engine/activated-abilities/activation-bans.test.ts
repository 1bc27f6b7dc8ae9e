// "Activated abilities of artifacts can't be activated" (CR 602.5, 605.3a): no artifact's ability,
// mana abilities included (an artifact land can't pay); other permanents' abilities are unaffected.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, cost: string, type: string, text: string, power?: string, toughness?: string): CardDefinition => ({ name, mana_cost: cost, type_line: type, oracle_text: text, ...(power ? { power, toughness } : {}) });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);

const silence = card('Stony Silence', '{1}{W}', 'Enchantment', "Activated abilities of artifacts can't be activated.");
const orb = card('Test Orb', '{1}', 'Artifact', '{T}: You gain 1 life.');
const monk = card('Test Monk', '{W}', 'Creature — Human Monk', '{T}: You gain 1 life.', '1', '1');
const seat = card('Test Seat', '', 'Artifact Land', '{T}: Add {U}.');
const bolt = card('Test Bolt', '{U}', 'Instant', 'Test Bolt deals 1 damage to any target.');

describe('activation bans (CR 602.5)', () => {
  it('CR 602.5: an artifact\'s ability can\'t be activated; a creature\'s can', () => {
    expect(statuses(silence)).toEqual(['enforced']);
    const artifact = run({ cards: [silence, orb], you: { battlefield: [silence.name, orb.name] }, actions: [{ do: 'activate', card: orb.name, ability: 0 }] });
    expect(artifact.ok).toBe(false);
    const creature = run({ cards: [silence, monk], you: { battlefield: [silence.name, monk.name] }, actions: [{ do: 'activate', card: monk.name, ability: 0 }, { do: 'resolve' }] });
    expect(creature.ok).toBe(true);
    expect(creature.you.life).toBe(21);
  });

  it('CR 605.3a: an artifact land\'s mana ability is banned too, so it can\'t pay for a spell', () => {
    const out = run({ cards: [silence, seat, bolt], you: { hand: [bolt.name], battlefield: [silence.name, seat.name] }, actions: [{ do: 'cast', card: bolt.name, targets: ['opponent'] }] });
    expect(out.ok).toBe(false);
    const free = run({ cards: [seat, bolt], you: { hand: [bolt.name], battlefield: [seat.name] }, actions: [{ do: 'cast', card: bolt.name, targets: ['opponent'] }] });
    expect(free.ok).toBe(true);
  });
});
