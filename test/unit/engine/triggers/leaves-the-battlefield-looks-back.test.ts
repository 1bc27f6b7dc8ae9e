// Leaves-the-battlefield abilities look back in time (CR 603.10a): they trigger based on the
// permanent as it last existed on the battlefield, with the abilities it had then.
import { describe, expect, it } from 'vitest';
import { definition as card, eventsOf, run } from '../helpers.ts';

const MOURNER = card('Dying Mourner', '{1}{B}', 'Creature — Human', 'When Dying Mourner dies, draw a card.', '2', '2');
const DEPARTER = card('Quiet Departer', '{1}{W}', 'Creature — Spirit', 'When Quiet Departer leaves the battlefield, you gain 3 life.', '2', '2');
const LIGNIFY = card('Hollow Shell', '{1}{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature loses all abilities.');
const MURDER = card('Slay', '{1}{B}', 'Instant', 'Destroy target creature.');
const UNSUMMON = card('Send Back', '{U}', 'Instant', "Return target creature to its owner's hand.");

describe('CR 603.10a: a permanent that had lost its abilities as it left triggers nothing', () => {
  it('"When ~ dies": destroyed while enchanted with "loses all abilities", no draw', () => {
    const out = run({
      cards: [MOURNER, LIGNIFY, MURDER],
      you: { hand: [MURDER.name], library: ['Island'], battlefield: ['Swamp', 'Swamp', MOURNER.name, { card: LIGNIFY.name, attachedTo: 2 }] },
      actions: [{ do: 'cast', card: MURDER.name, targets: [MOURNER.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(MOURNER.name);
    expect(eventsOf(out, 'triggered')).toEqual([]);
    expect(out.you.hand).toEqual([]);
  });

  it('"When ~ dies": without the Aura it looks back at a creature that had the ability, and draws', () => {
    const out = run({
      cards: [MOURNER, MURDER],
      you: { hand: [MURDER.name], library: ['Island'], battlefield: ['Swamp', 'Swamp', MOURNER.name] },
      actions: [{ do: 'cast', card: MURDER.name, targets: [MOURNER.name] }, { do: 'resolve' }, { do: 'resolve' }],
    });
    expect(eventsOf(out, 'triggered').map((event) => event.source)).toEqual([MOURNER.name]);
    expect(out.you.hand).toEqual(['Island']);
  });

  it('"When ~ leaves the battlefield": returned to hand while it had no abilities, no life gained', () => {
    const out = run({
      cards: [DEPARTER, LIGNIFY, UNSUMMON],
      you: { hand: [UNSUMMON.name], battlefield: ['Island', DEPARTER.name, { card: LIGNIFY.name, attachedTo: 1 }] },
      actions: [{ do: 'cast', card: UNSUMMON.name, targets: [DEPARTER.name] }, { do: 'resolve' }],
    });
    expect(out.you.hand).toEqual([DEPARTER.name]);
    expect(eventsOf(out, 'triggered')).toEqual([]);
    expect(out.you.life).toBe(20);
  });
});
