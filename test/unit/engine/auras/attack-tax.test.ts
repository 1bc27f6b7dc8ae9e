// Auras, seventh round (aura7a): "Enchanted creature can't attack [or block] unless its controller
// pays {3} [for each card in your hand]" — a cost paid as attackers are declared (CR 508.1d,
// 508.1g–h); without the mana the declaration is refused and nothing changes.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const BRAINWASH = c('Brainwash', '{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature can\'t attack unless its controller pays {3}.');
const COWED = c('Cowed by Wisdom', '{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature can\'t attack or block unless its controller pays {1} for each card in your hand.');
const CARDS = [BEAR, BRAINWASH, COWED];
const attack = (battlefield: unknown[], hand: string[] = []) => run({ cards: CARDS, phase: 'combat', you: { hand, battlefield }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });

describe('costs to attack (CR 508.1g–h)', () => {
  it('Brainwash: the attack taps three lands to pay {3} and the creature attacks', () => {
    expect(compileCard(BRAINWASH).fullyEnforced).toBe(true);
    const out = attack(['Plains', 'Plains', 'Plains', BEAR.name, { card: BRAINWASH.name, attachedTo: 3 }]);
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(18);
    expect(out.you.battlefield.filter((permanent) => permanent.card === 'Plains').every((land) => land.tapped)).toBe(true);
  });

  it('Brainwash: with two lands the attack is refused and nothing is tapped', () => {
    const out = attack(['Plains', 'Plains', BEAR.name, { card: BRAINWASH.name, attachedTo: 2 }]);
    expect(out.ok).toBe(false);
    expect(out.error?.message).toMatch(/Grizzly Bears can't attack unless you pay \{3\}/);
    expect(out.opponent.life).toBe(20);
    expect(out.you.battlefield.some((permanent) => permanent.tapped)).toBe(false);
  });

  it('Cowed by Wisdom: {1} for each card in your hand — none in hand, the attack is free', () => {
    expect(compileCard(COWED).fullyEnforced).toBe(true);
    const free = attack([BEAR.name, { card: COWED.name, attachedTo: 0 }]);
    expect(free.ok).toBe(true);
    expect(free.opponent.life).toBe(18);
    const taxed = attack(['Plains', BEAR.name, { card: COWED.name, attachedTo: 1 }], ['Island', 'Island']);
    expect(taxed.ok).toBe(false);
  });
});
