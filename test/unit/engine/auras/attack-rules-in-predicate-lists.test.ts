// Auras, seventh round (aura7a): attack rules in an Aura's list of predicates — "gets +2/+1, has
// haste, and attacks each combat if able" (CR 508.1d), "can't attack, block, or transform" (CR
// 508.1c) — and "search your library for a card named ~" after the enchanted creature died (the
// Aura's name is all the search needs, CR 201.2).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const BLOODLUST = c('Infectious Bloodlust', '{1}{R}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +2/+1, has haste, and attacks each combat if able.\nWhen enchanted creature dies, you may search your library for a card named Infectious Bloodlust, reveal it, put it into your hand, then shuffle your library.');
const MOONSILVER = c('Bound by Moonsilver', '{2}{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature can\'t attack, block, or transform.\nSacrifice another permanent: Attach Bound by Moonsilver to target creature. Activate this ability only any time you could cast a sorcery and only once each turn.');
const MURDER = c('Murder Jr', '{B}', 'Instant', 'Destroy target creature.');
const CARDS = [BEAR, BLOODLUST, MOONSILVER, MURDER];

describe('attack rules and a search by the Aura\'s name', () => {
  it('CR 508.1d: Infectious Bloodlust — the enchanted creature must be declared as an attacker; it attacks as a 4/3', () => {
    expect(compileCard(BLOODLUST).fullyEnforced).toBe(true);
    const battlefield = [BEAR.name, { card: BLOODLUST.name, attachedTo: 0 }];
    const none = run({ cards: CARDS, phase: 'combat', you: { battlefield }, actions: [{ do: 'attack', attackers: [] }] });
    expect(none.ok).toBe(false);
    const out = run({ cards: CARDS, phase: 'combat', you: { battlefield }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(16);
  });

  it('CR 201.2: Infectious Bloodlust — when the enchanted creature dies you may find another Infectious Bloodlust', () => {
    const out = run({ cards: CARDS, you: { hand: [MURDER.name], library: ['Island', BLOODLUST.name, 'Island'], battlefield: ['Swamp', BEAR.name, { card: BLOODLUST.name, attachedTo: 1 }] }, actions: [{ do: 'cast', card: MURDER.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'resolve', choice: true }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([BLOODLUST.name]);
    expect(out.you.library).toHaveLength(2);
  });

  it('CR 508.1c: Bound by Moonsilver — the enchanted creature can\'t attack', () => {
    expect(compileCard(MOONSILVER).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, phase: 'combat', you: { battlefield: [BEAR.name, { card: MOONSILVER.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });
    expect(out.ok).toBe(false);
    expect(out.opponent.life).toBe(20);
  });
});
