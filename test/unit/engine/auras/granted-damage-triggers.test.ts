// Auras, sixth round (aura6b): triggered abilities an Aura grants in quotation marks whose event is
// damage the enchanted creature deals (CR 113.10, 510.2, 603.2): the creature is the source.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const SIXTH_SENSE = c('Sixth Sense', '{G}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has "Whenever this creature deals combat damage to a player, you may draw a card."');
const SNAKE_UMBRA = c('Snake Umbra', '{2}{G}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+1 and has "Whenever this creature deals damage to an opponent, you may draw a card."\nTotem armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)');
const CARDS = [BEAR, SIXTH_SENSE, SNAKE_UMBRA];
const LIBRARY = ['Island', 'Island', 'Island', 'Island'];

describe('granted damage triggers (CR 113.10, 603.2)', () => {
  it('CR 510.2: Sixth Sense — the enchanted creature draws a card for its controller when it deals combat damage to a player', () => {
    expect(compileCard(SIXTH_SENSE).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, phase: 'combat', you: { library: LIBRARY, battlefield: [BEAR.name, { card: SIXTH_SENSE.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve', choice: true }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(18);
    expect(out.you.hand).toHaveLength(1);
  });

  it('CR 120.3: Snake Umbra — "deals damage to an opponent" triggers on the enchanted creature\'s damage', () => {
    expect(compileCard(SNAKE_UMBRA).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, phase: 'combat', you: { library: LIBRARY, battlefield: [BEAR.name, { card: SNAKE_UMBRA.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve', choice: true }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(17);
    expect(out.you.hand).toHaveLength(1);
  });

  it('CR 113.10: an unenchanted creature draws nothing', () => {
    const out = run({ cards: CARDS, phase: 'combat', you: { library: LIBRARY, battlefield: [BEAR.name] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toHaveLength(0);
  });
});
