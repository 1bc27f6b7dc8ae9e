// "Creatures without flying can't attack." (Moat; CR 508.1c: a restriction checked as attackers are
// declared), a rule for a whole group, whoever controls the creatures.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/engine/index.ts';
import { definition, run } from '../helpers.ts';

const MOAT = definition('Moat Jr', '{2}{W}{W}', 'Enchantment', "Creatures without flying can't attack.");
const BEAR = definition('Plain Bear', '{1}{G}', 'Creature — Bear', '', '2', '2');
const BIRD = definition('Plain Bird', '{1}{W}', 'Creature — Bird', 'Flying', '1', '1');
const CARDS = [MOAT, BEAR, BIRD];

describe('"Creatures without flying can\'t attack" (CR 508.1c)', () => {
  it('reads as enforced', () => {
    expect(compileCard(MOAT).lines.map((line) => line.status)).toEqual(['enforced']);
  });

  it('refuses a creature without flying as an attacker; a flyer attacks', () => {
    const grounded = run({ cards: CARDS, phase: 'combat', you: { battlefield: [BEAR.name, BIRD.name] }, opponent: { battlefield: [MOAT.name] }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });
    expect(grounded.ok).toBe(false);
    const flying = run({ cards: CARDS, phase: 'combat', you: { battlefield: [BEAR.name, BIRD.name] }, opponent: { battlefield: [MOAT.name] }, actions: [{ do: 'attack', attackers: [BIRD.name] }] });
    expect(flying.ok).toBe(true);
    expect(flying.opponent.life).toBe(19);
    const without = run({ cards: CARDS, phase: 'combat', you: { battlefield: [BEAR.name] }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });
    expect(without.ok).toBe(true);
  });
});
