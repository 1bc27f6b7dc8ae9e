// Auras, sixth round (aura6b): what an Aura's trigger does to the permanent it enchants (CR 303.4,
// 603.10a). Each test plays the card through the scenario runner.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const MURDER = c('Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.');
const UNHOLY_INDENTURE = c('Unholy Indenture', '{2}{B}', 'Enchantment — Aura', 'Enchant creature\nWhen enchanted creature dies, return that card to the battlefield under your control with a +1/+1 counter on it.');
const WHISPERS = c('Krovikan Whispers', '{3}{U}', 'Enchantment — Aura', 'Enchant creature\nCumulative upkeep {U} or {B}\nYou control enchanted creature.\nWhen Krovikan Whispers is put into a graveyard from the battlefield, you lose 2 life for each age counter on it.');
const EVICTION = c('Mark of Eviction', '{U}', 'Enchantment — Aura', "Enchant creature\nAt the beginning of your upkeep, return enchanted creature and all Auras attached to that creature to their owners' hands.");
const GROWTH = c('Ancestral Mask Jr', '{2}{G}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+0.');
const ELVES = c('Llanowar Elves', '{G}', 'Creature — Elf Druid', '{T}: Add {G}.', '1', '1');
const CARDS = [BEAR, ELVES, MURDER, UNHOLY_INDENTURE, WHISPERS, EVICTION, GROWTH];
const SWAMPS = ['Swamp', 'Swamp', 'Swamp'];

describe('Aura triggers about the enchanted permanent (CR 603.10a)', () => {
  it('CR 122.6: Unholy Indenture returns the dead creature under your control with a +1/+1 counter', () => {
    expect(compileCard(UNHOLY_INDENTURE).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, you: { hand: [MURDER.name], battlefield: [...SWAMPS, { card: UNHOLY_INDENTURE.name, attachedTo: { player: 'opponent', index: 0 } }] }, opponent: { battlefield: [BEAR.name] }, actions: [{ do: 'cast', card: MURDER.name, targets: [BEAR.name] }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((entry) => entry.card === BEAR.name)).toMatchObject({ owner: 'opponent', counters: { '+1/+1': 1 } });
    expect(out.opponent.graveyard).toEqual([]);
  });

  it('CR 603.10a, 704.5m: Krovikan Whispers, put into the graveyard with its creature, counts the age counters it had', () => {
    expect(compileCard(WHISPERS).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, you: { hand: [MURDER.name], battlefield: [...SWAMPS, { card: WHISPERS.name, attachedTo: { player: 'opponent', index: 0 }, counters: { age: 3 } }] }, opponent: { battlefield: [BEAR.name] }, actions: [{ do: 'cast', card: MURDER.name, targets: [BEAR.name] }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(WHISPERS.name);
    expect(out.you.life).toBe(14);
  });

  it("CR 303.4, 704.3: Mark of Eviction returns the creature and every Aura on it to their owners' hands, and no other Aura", () => {
    expect(compileCard(EVICTION).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, you: { library: ['Island', 'Island', 'Island'], battlefield: [BEAR.name, { card: EVICTION.name, attachedTo: 0 }, { card: GROWTH.name, attachedTo: 0 }, 'Llanowar Elves', { card: GROWTH.name, attachedTo: 3 }] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(expect.arrayContaining([BEAR.name, EVICTION.name, GROWTH.name]));
    expect(out.you.battlefield.map((entry) => entry.card)).toEqual(['Llanowar Elves', GROWTH.name]);
    expect(out.you.graveyard).toEqual([]);
  });
});
