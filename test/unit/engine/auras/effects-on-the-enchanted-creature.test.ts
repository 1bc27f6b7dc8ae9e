// Auras, fifth round (aura5): effects on the enchanted creature named "it" / "that creature" or
// together with the Aura: "~ deals that much damage to that creature" (CR 120.3), "Return enchanted
// creature and ~ to their owners' hands", "return it and ~ to their owners' hands at end of combat"
// (CR 511.2, 603.7). Each test plays the card.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const CONSCIENCE = c('Guilty Conscience Jr', '{W}', 'Enchantment — Aura', 'Enchant creature\nWhenever enchanted creature deals damage, Guilty Conscience Jr deals that much damage to that creature.');
const DISAPPEAR = c('Disappear Jr', '{2}{U}{U}', 'Enchantment — Aura', "Enchant creature\n{U}: Return enchanted creature and Disappear Jr to their owners' hands.");
const CONTEMPT = c('Contempt Jr', '{1}{R}', 'Enchantment — Aura', "Enchant creature\nWhenever enchanted creature attacks, return it and Contempt Jr to their owners' hands at end of combat.");
const CARDS = [BEAR, CONSCIENCE, DISAPPEAR, CONTEMPT];

describe('the enchanted creature and the Aura together', () => {
  it('CR 120.3: "deals that much damage to that creature": the 2 combat damage the Bear deals come back to it', () => {
    expect(compileCard(CONSCIENCE).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, phase: 'combat', you: { battlefield: [BEAR.name, { card: CONSCIENCE.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(18);
    expect(out.you.graveyard).toEqual(expect.arrayContaining([BEAR.name, CONSCIENCE.name]));
  });

  it('CR 400.7: "Return enchanted creature and ~ to their owners\' hands" returns both', () => {
    expect(compileCard(DISAPPEAR).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, you: { battlefield: [BEAR.name, { card: DISAPPEAR.name, attachedTo: 0 }, 'Island'] }, actions: [{ do: 'activate', card: DISAPPEAR.name, ability: 0 }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand.sort()).toEqual([DISAPPEAR.name, BEAR.name].sort());
    expect(out.you.graveyard).toEqual([]);
  });

  it('CR 511.2, 603.7: "return it and ~ to their owners\' hands at end of combat"', () => {
    expect(compileCard(CONTEMPT).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, phase: 'combat', you: { battlefield: [BEAR.name, { card: CONTEMPT.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(18);
    expect(out.you.hand.sort()).toEqual([CONTEMPT.name, BEAR.name].sort());
  });
});
