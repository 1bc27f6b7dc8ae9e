// Auras, round 7 (aura7c): activation costs of Auras — "Return ~ to its owner's hand" (Krasis
// Incubation) and "Exile the top card of your graveyard" (Nature's Kiss) (CR 118.3, 602.2b). Each
// test plays the card through the engine.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const KRASIS = c('Krasis Incubation Jr', '{2}{G}{U}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.\n{1}{G}{U}, Return Krasis Incubation Jr to its owner's hand: Put two +1/+1 counters on enchanted creature.");
const KISS = c("Nature's Kiss Jr", '{1}{G}', 'Enchantment — Aura', 'Enchant creature\n{1}, Exile the top card of your graveyard: Enchanted creature gets +1/+1 until end of turn.');

describe('aura7c: activation costs of Auras', () => {
  it('CR 602.2b: "Return ~ to its owner\'s hand" is paid by bouncing the Aura; its creature still gets the counters', () => {
    expect(compileCard(KRASIS).fullyEnforced).toBe(true);
    const out = run({
      cards: [BEAR, KRASIS],
      you: { battlefield: [BEAR.name, { card: KRASIS.name, attachedTo: 0 }, 'Forest', 'Island', 'Island'] },
      actions: [{ do: 'activate', card: KRASIS.name, ability: 0 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([KRASIS.name]);
    const bear = out.you.battlefield.find((entry) => entry.card === BEAR.name)!;
    expect(bear.counters).toEqual({ '+1/+1': 2 });
    expect(bear.power).toBe(4);
  });

  it('CR 118.3: "Exile the top card of your graveyard" takes the newest card, and is refused with an empty graveyard', () => {
    expect(compileCard(KISS).fullyEnforced).toBe(true);
    const out = run({
      cards: [BEAR, KISS],
      you: { graveyard: ['Forest', 'Plains'], battlefield: [BEAR.name, { card: KISS.name, attachedTo: 0 }, 'Forest'] },
      actions: [{ do: 'activate', card: KISS.name, ability: 0 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.exile).toEqual(['Plains']);
    expect(out.you.graveyard).toEqual(['Forest']);
    expect(out.you.battlefield.find((entry) => entry.card === BEAR.name)!.power).toBe(3);
    const empty = run({ cards: [BEAR, KISS], you: { battlefield: [BEAR.name, { card: KISS.name, attachedTo: 0 }, 'Forest'] }, actions: [{ do: 'activate', card: KISS.name, ability: 0 }] });
    expect(empty.ok).toBe(false);
    expect(empty.you.battlefield.find((entry) => entry.card === 'Forest')!.tapped).toBe(false);
  });
});
