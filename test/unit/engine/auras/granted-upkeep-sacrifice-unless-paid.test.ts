// Auras, seventh round (aura7a): 'Enchanted creature has "At the beginning of your upkeep, sacrifice
// this creature unless you pay its mana cost."' — the granted trigger's source is the enchanted
// permanent, so "its mana cost" is that permanent's (CR 113.10, 118.12, 202.1).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const GOBLIN = c('Raging Goblin', '{R}', 'Creature — Goblin Berserker', 'Haste', '1', '1');
const PENDRELL_FLUX = c('Pendrell Flux', '{1}{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has "At the beginning of your upkeep, sacrifice this creature unless you pay its mana cost."');
const ESSENCE_LEAK = c('Essence Leak', '{U}', 'Enchantment — Aura', 'Enchant permanent\nAs long as enchanted permanent is red or green, it has "At the beginning of your upkeep, sacrifice this permanent unless you pay its mana cost."');
const CARDS = [BEAR, GOBLIN, PENDRELL_FLUX, ESSENCE_LEAK];
const LIBRARY = ['Wastes', 'Wastes'];

const upkeep = (battlefield: unknown[]) => run({ cards: CARDS, phase: 'main2', you: { library: LIBRARY, battlefield }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });

describe('"sacrifice this creature unless you pay its mana cost" granted by an Aura (CR 118.12)', () => {
  it('Pendrell Flux: the enchanted creature\'s mana cost {1}{G} is paid and it stays', () => {
    expect(compileCard(PENDRELL_FLUX).fullyEnforced).toBe(true);
    const out = upkeep(['Forest', 'Forest', BEAR.name, { card: PENDRELL_FLUX.name, attachedTo: 2 }]);
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((permanent) => permanent.card)).toContain(BEAR.name);
    expect(out.you.battlefield.filter((permanent) => permanent.card === 'Forest').every((land) => land.tapped)).toBe(true);
  });

  it('Pendrell Flux: without a green source for {G} the creature is sacrificed', () => {
    const out = upkeep(['Island', 'Island', BEAR.name, { card: PENDRELL_FLUX.name, attachedTo: 2 }]);
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(expect.arrayContaining([BEAR.name, PENDRELL_FLUX.name]));
  });

  it('Essence Leak: a red permanent has the trigger; a green-less, red-less one does not (CR 611.3a)', () => {
    expect(compileCard(ESSENCE_LEAK).fullyEnforced).toBe(true);
    const red = upkeep([GOBLIN.name, { card: ESSENCE_LEAK.name, attachedTo: 0 }]);
    expect(red.ok).toBe(true);
    expect(red.you.graveyard).toContain(GOBLIN.name);
    const land = upkeep(['Island', { card: ESSENCE_LEAK.name, attachedTo: 0 }]);
    expect(land.ok).toBe(true);
    expect(land.you.battlefield.map((permanent) => permanent.card)).toContain('Island');
  });
});
