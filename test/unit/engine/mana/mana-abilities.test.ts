// Mana abilities with more than one fixed mana, a cost that taps another creature, and the
// triggered mana abilities of Mana Flare and Mirari's Wake (CR 605, 106), through the engine.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const artifact = (name: string, text: string): CardDefinition => ({ name, mana_cost: '{1}', type_line: 'Artifact', oracle_text: text });

const drum = artifact('Springleaf Drum', '{T}, Tap an untapped creature you control: Add one mana of any color.');
const bears: CardDefinition = { name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' };
const pools: CardDefinition = { name: 'Calciform Pools', mana_cost: '', type_line: 'Land', oracle_text: '{T}: Add {C}.\n{1}, {T}: Put a storage counter on Calciform Pools.\n{1}, Remove X storage counters from Calciform Pools: Add X mana in any combination of {W} and/or {U}.' };
const lumberjack: CardDefinition = { name: 'Orcish Lumberjack', mana_cost: '{R}', type_line: 'Creature — Orc', oracle_text: '{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.', power: '1', toughness: '1' };
const battery = artifact('White Mana Battery', '{2}, {T}: Put a charge counter on White Mana Battery.\n{T}, Remove any number of charge counters from White Mana Battery: Add {W}, then add an additional {W} for each charge counter removed this way.');
const flare: CardDefinition = { name: 'Mana Flare', mana_cost: '{2}{R}', type_line: 'Enchantment', oracle_text: 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.' };
const wake: CardDefinition = { name: "Mirari's Wake", mana_cost: '{3}{G}{W}', type_line: 'Enchantment', oracle_text: 'Creatures you control get +1/+1.\nWhenever you tap a land for mana, add one mana of any type that land produced.' };

describe('costs that tap another creature (CR 602.2b)', () => {
  it('CR 605.1a, 302.6: "{T}, Tap an untapped creature you control: Add one mana of any color": a summoning-sick creature may pay it', () => {
    expect(statuses(drum)).toEqual(['enforced']);
    const out = run({ cards: [drum, bears], turn: 2, you: { battlefield: [drum.name, bears.name] }, actions: [{ do: 'activate', card: drum.name, ability: 0, color: 'G' }] });
    expect(out.ok).toBe(true);
    expect(out.you.manaPool).toBe('{G}');
    expect(out.you.battlefield.map((permanent) => permanent.tapped)).toEqual([true, true]);
  });

  it('CR 602.2b: without an untapped creature to tap, the ability is refused and nothing is tapped', () => {
    const out = run({ cards: [drum, bears], you: { battlefield: [drum.name, { card: bears.name, tapped: true }] }, actions: [{ do: 'activate', card: drum.name, ability: 0 }] });
    expect(out.ok).toBe(false);
    expect(out.error?.message).toContain('untapped creature');
    expect(out.you.battlefield[0]).toMatchObject({ tapped: false });
  });
});

describe('mana abilities that make several mana (CR 605.1a, 106.1)', () => {
  it('CR 605.3b: storage land: "Remove X storage counters: Add X mana in any combination of {W} and/or {U}"', () => {
    expect(statuses(pools)).toEqual(['enforced', 'enforced', 'enforced']);
    const out = run({ cards: [pools], you: { battlefield: [{ card: pools.name, counters: { storage: 3 } }, 'Plains'] }, actions: [{ do: 'activate', card: pools.name, ability: 2, x: 3, color: 'U' }] });
    expect(out.ok).toBe(true);
    expect(out.you.manaPool).toBe('{U}{U}{U}');
    expect(out.you.battlefield[0]!.counters).toEqual({});
    const tooMany = run({ cards: [pools], you: { battlefield: [{ card: pools.name, counters: { storage: 1 } }, 'Plains'] }, actions: [{ do: 'activate', card: pools.name, ability: 2, x: 2 }] });
    expect(tooMany.ok).toBe(false);
  });

  it('CR 106.1: "three mana in any combination of {R} and/or {G}" makes three mana of those colours', () => {
    expect(statuses(lumberjack)).toEqual(['enforced']);
    const out = run({ cards: [lumberjack], turn: 2, you: { battlefield: [{ card: lumberjack.name }, 'Forest'] }, actions: [{ do: 'activate', card: lumberjack.name, ability: 0 }] });
    expect(out.ok).toBe(true);
    expect(out.you.manaPool.match(/\{[RG]\}/g)).toHaveLength(3);
    expect(out.you.graveyard).toEqual(['Forest']);
  });

  it('CR 605.3b: Mana Battery: "Add {W}, then add an additional {W} for each charge counter removed this way"', () => {
    expect(statuses(battery)).toEqual(['enforced', 'enforced']);
    const out = run({ cards: [battery], you: { battlefield: [{ card: battery.name, counters: { charge: 2 } }] }, actions: [{ do: 'activate', card: battery.name, ability: 1, x: 2 }] });
    expect(out.ok).toBe(true);
    expect(out.you.manaPool).toBe('{W}{W}{W}');
    const none = run({ cards: [battery], you: { battlefield: [{ card: battery.name, counters: { charge: 2 } }] }, actions: [{ do: 'activate', card: battery.name, ability: 1, x: 0 }] });
    expect(none.you.manaPool).toBe('{W}');
  });
});

describe('triggered mana abilities of lands tapped for mana (CR 605.1b, 605.4a)', () => {
  it('CR 605.4a: Mana Flare: a land tapped for mana adds one more of the type it made, at once', () => {
    expect(statuses(flare)).toEqual(['enforced']);
    const out = run({ cards: [flare], you: { battlefield: [flare.name, 'Forest'] }, actions: [{ do: 'activate', card: 'Forest', ability: 0 }] });
    expect(out.you.manaPool).toBe('{G}{G}');
  });

  it('CR 605.4a: lands tapped by automatic payment trigger it too: the extra mana stays in the pool', () => {
    const out = run({ cards: [wake, bears], you: { hand: [bears.name], battlefield: [wake.name, 'Forest', 'Plains'] }, actions: [{ do: 'cast', card: bears.name }] });
    expect(out.ok).toBe(true);
    expect(out.you.manaPool.match(/\{[GW]\}/g)?.sort()).toEqual(['{G}', '{W}']);
  });

  it('CR 605.4a: "Whenever you tap a Swamp for mana, add an additional {B}": Swamps only', () => {
    const ghast: CardDefinition = { name: 'Crypt Ghast', mana_cost: '{3}{B}', type_line: 'Creature — Spirit', oracle_text: 'Whenever you tap a Swamp for mana, add an additional {B}.', power: '2', toughness: '2' };
    expect(statuses(ghast)).toEqual(['enforced']);
    const swamp = run({ cards: [ghast], you: { battlefield: [ghast.name, 'Swamp'] }, actions: [{ do: 'activate', card: 'Swamp', ability: 0 }] });
    expect(swamp.you.manaPool).toBe('{B}{B}');
    const forest = run({ cards: [ghast], you: { battlefield: [ghast.name, 'Forest'] }, actions: [{ do: 'activate', card: 'Forest', ability: 0 }] });
    expect(forest.you.manaPool).toBe('{G}');
  });

  it('"Whenever you tap a land for mana" counts only your Wake: the opponent\'s does nothing for you', () => {
    const out = run({ cards: [wake], you: { battlefield: ['Forest'] }, opponent: { battlefield: [wake.name] }, actions: [{ do: 'activate', card: 'Forest', ability: 0 }] });
    expect(out.you.manaPool).toBe('{G}');
  });
});

describe('mana of a colour other lands could produce (CR 106.7)', () => {
  const orchard: CardDefinition = { name: 'Exotic Orchard', mana_cost: '', type_line: 'Land', oracle_text: '{T}: Add one mana of any color that a land an opponent controls could produce.' };
  const pool: CardDefinition = { name: 'Reflecting Pool', mana_cost: '', type_line: 'Land', oracle_text: '{T}: Add one mana of any type that a land you control could produce.' };

  it('CR 106.7: the colours of the opponent\'s lands, and only those', () => {
    expect(statuses(orchard)).toEqual(['enforced']);
    const island = run({ cards: [orchard], you: { battlefield: [orchard.name] }, opponent: { battlefield: ['Island'] }, actions: [{ do: 'activate', card: orchard.name, ability: 0 }] });
    expect(island.you.manaPool).toBe('{U}');
    const wrong = run({ cards: [orchard], you: { battlefield: [orchard.name] }, opponent: { battlefield: ['Island'] }, actions: [{ do: 'activate', card: orchard.name, ability: 0, color: 'R' }] });
    expect(wrong.ok).toBe(false);
  });

  it('CR 106.7: with no land the opponent controls, it makes no mana, and automatic payment does not count on it', () => {
    const none = run({ cards: [orchard], you: { battlefield: [orchard.name] }, actions: [{ do: 'activate', card: orchard.name, ability: 0 }] });
    expect(none.you.manaPool).toBe('');
    const bolt: CardDefinition = { name: 'Lightning Bolt', mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Lightning Bolt deals 3 damage to any target.' };
    const refused = run({ cards: [orchard, bolt], you: { hand: [bolt.name], battlefield: [orchard.name] }, actions: [{ do: 'cast', card: bolt.name, targets: ['opponent'] }] });
    expect(refused.ok).toBe(false);
    const paid = run({ cards: [orchard, bolt], you: { hand: [bolt.name], battlefield: [orchard.name] }, opponent: { battlefield: ['Mountain'] }, actions: [{ do: 'cast', card: bolt.name, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(paid.opponent.life).toBe(17);
  });

  it('CR 106.7: "any type that a land you control could produce" includes colourless', () => {
    expect(statuses(pool)).toEqual(['enforced']);
    const out = run({ cards: [pool], you: { battlefield: [pool.name, 'Wastes'] }, actions: [{ do: 'activate', card: pool.name, ability: 0 }] });
    expect(out.you.manaPool).toBe('{C}');
  });
});

describe('"Add one mana of the chosen color" (CR 614.12, 106.1)', () => {
  const grail = artifact('Sol Grail', 'As Sol Grail enters the battlefield, choose a color.\n{T}: Add one mana of the chosen color.');

  it('CR 614.12: the colour chosen as it entered, and no other', () => {
    expect(statuses(grail)).toEqual(['enforced', 'enforced']);
    const cast = [{ do: 'cast', card: grail.name }, { do: 'resolve', choice: 'blue' }];
    const out = run({ cards: [grail], you: { hand: [grail.name], battlefield: ['Plains'] }, actions: [...cast, { do: 'activate', card: grail.name, ability: 0 }] });
    expect(out.ok).toBe(true);
    expect(out.you.manaPool).toBe('{U}');
    const red = run({ cards: [grail], you: { hand: [grail.name], battlefield: ['Plains'] }, actions: [...cast, { do: 'activate', card: grail.name, ability: 0, color: 'R' }] });
    expect(red.ok).toBe(false);
  });
});

describe('"Exile ~ from your hand: Add {R}." (CR 113.6k, 605.1a)', () => {
  const guide: CardDefinition = { name: 'Simian Spirit Guide', mana_cost: '{2}{R}', type_line: 'Creature — Ape Spirit', oracle_text: 'Exile Simian Spirit Guide from your hand: Add {R}.', power: '2', toughness: '2' };

  it('CR 113.6k: it works from the hand: the card is exiled and the mana added; not from the battlefield', () => {
    expect(statuses(guide)).toEqual(['enforced']);
    const out = run({ cards: [guide], you: { hand: [guide.name] }, actions: [{ do: 'activate', card: { name: guide.name, zone: 'hand', index: 0 }, ability: 0 }] });
    expect(out.ok).toBe(true);
    expect(out.you.manaPool).toBe('{R}');
    expect(out.you.exile).toEqual([guide.name]);
    const onBattlefield = run({ cards: [guide], you: { battlefield: [guide.name] }, actions: [{ do: 'activate', card: guide.name, ability: 0 }] });
    expect(onBattlefield.ok).toBe(false);
  });
});
