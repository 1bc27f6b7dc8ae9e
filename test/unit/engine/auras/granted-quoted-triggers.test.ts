// Auras, fifth round (aura5): triggered abilities an Aura grants in quotation marks about the
// enchanted permanent itself (CR 113.10, 603.2, 603.10a): "Whenever this creature attacks / deals
// combat damage to a player", "When this creature dies". Each test plays the card.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const MURDER = c('Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.');
const OBSESSION = c('Curious Obsession Jr', '{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+1 and has "Whenever this creature deals combat damage to a player, you may draw a card."');
const BEAR_UMBRA = c('Bear Umbra Jr', '{2}{G}{G}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +2/+2 and has "Whenever this creature attacks, untap all lands you control."');
const SCARRING = c('Infernal Scarring Jr', '{1}{B}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +2/+0 and has "When this creature dies, draw a card."');
const CARDS = [BEAR, MURDER, OBSESSION, BEAR_UMBRA, SCARRING];
const LIBRARY = ['Island', 'Island', 'Island', 'Island'];

describe('granted triggers about the enchanted creature itself (CR 113.10)', () => {
  it('CR 510.2, 603.2: "Whenever this creature deals combat damage to a player, you may draw a card" triggers for the enchanted attacker', () => {
    expect(compileCard(OBSESSION).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, phase: 'combat', you: { library: LIBRARY, battlefield: [BEAR.name, { card: OBSESSION.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve', choice: true }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(17);
    expect(out.you.hand).toHaveLength(1);
  });

  it('CR 508.3a: "Whenever this creature attacks, untap all lands you control"', () => {
    expect(compileCard(BEAR_UMBRA).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, phase: 'combat', you: { battlefield: [BEAR.name, { card: BEAR_UMBRA.name, attachedTo: 0 }, { card: 'Forest', tapped: true }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((entry) => entry.card === 'Forest')?.tapped).toBe(false);
  });

  it('CR 603.10a: "When this creature dies, draw a card" looks back to the creature with its Aura', () => {
    expect(compileCard(SCARRING).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, you: { hand: [MURDER.name], library: LIBRARY, battlefield: [BEAR.name, { card: SCARRING.name, attachedTo: 0 }, 'Swamp', 'Swamp', 'Swamp'] }, actions: [{ do: 'cast', card: MURDER.name, targets: [BEAR.name] }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(expect.arrayContaining([BEAR.name, SCARRING.name]));
    expect(out.you.hand).toHaveLength(1);
  });

  it('CR 603.2: an unenchanted creature has none of these abilities', () => {
    const out = run({ cards: CARDS, phase: 'combat', you: { library: LIBRARY, battlefield: [BEAR.name, { card: 'Forest', tapped: true }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toHaveLength(0);
    expect(out.you.battlefield.find((entry) => entry.card === 'Forest')?.tapped).toBe(true);
  });
});
