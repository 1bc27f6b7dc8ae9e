// Auras, sixth round (aura6b): counts of the Auras attached to creatures (CR 303.4, 611.3a).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const REVERIE = c("Sage's Reverie", '{3}{W}', 'Enchantment — Aura', "Enchant creature\nWhen Sage's Reverie enters the battlefield, draw a card for each Aura you control that's attached to a creature.\nEnchanted creature gets +1/+1 for each Aura you control that's attached to a creature.");
const GROWTH = c('Ancestral Mask Jr', '{2}{G}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+0.');
const CARDS = [BEAR, REVERIE, GROWTH];
const PLAINS = ['Plains', 'Plains', 'Plains', 'Plains'];

describe("\"for each Aura you control that's attached to a creature\" (CR 303.4)", () => {
  it("CR 611.3a, 603.2: Sage's Reverie counts itself and the other Aura on a creature, not an Aura on nothing", () => {
    expect(compileCard(REVERIE).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, you: { hand: [REVERIE.name], library: ['Island', 'Island', 'Island'], battlefield: [BEAR.name, { card: GROWTH.name, attachedTo: 0 }, ...PLAINS] }, actions: [{ do: 'cast', card: REVERIE.name, targets: [BEAR.name] }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toHaveLength(2);
    // 2/2 + 1/0 from the Mask + 2/2 from two Auras on creatures.
    expect(out.you.battlefield[0]).toMatchObject({ power: 5, toughness: 4 });
  });
});
