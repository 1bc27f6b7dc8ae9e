// Auras, fifth round (aura5): "enchanted artifact's controller" and the other names of the
// enchanted permanent's controller as a player (CR 303.4e: the Aura's controller need not control
// what it enchants), and that player sacrificing the enchanted permanent itself (CR 701.17a).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const ROCK = c('Mind Stone Jr', '{2}', 'Artifact', '{T}: Add {C}.');
const DISENCHANT = c('Disenchant', '{1}{W}', 'Instant', 'Destroy target artifact or enchantment.');
const GREMLINS = c('Gremlin Infestation Jr', '{3}{R}', 'Enchantment — Aura', "Enchant artifact\nAt the beginning of your end step, Gremlin Infestation Jr deals 2 damage to enchanted artifact's controller.");
const IMPLANT = c('Parasitic Implant Jr', '{3}{B}', 'Enchantment — Aura', "Enchant creature\nAt the beginning of your upkeep, enchanted creature's controller sacrifices it and you create a 1/1 colorless Myr artifact creature token.");
const ACID = c('Reality Acid Jr', '{2}{U}', 'Enchantment — Aura', "Enchant permanent\nWhen Reality Acid Jr leaves the battlefield, enchanted permanent's controller sacrifices it.");
const LINGERING = c('Lingering Death Jr', '{1}{B}', 'Enchantment — Aura', "Enchant creature\nAt the beginning of the end step of enchanted creature's controller, that player sacrifices that creature.");
const CARDS = [BEAR, ROCK, DISENCHANT, GREMLINS, IMPLANT, ACID, LINGERING];
const LIBRARY = ['Island', 'Island', 'Island'];

describe("the enchanted permanent's controller (CR 303.4e)", () => {
  it("CR 120.3: \"deals 2 damage to enchanted artifact's controller\" hits the goldfish when the artifact is its own", () => {
    expect(compileCard(GREMLINS).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, phase: 'main2', opponent: { battlefield: [ROCK.name] }, you: { library: LIBRARY, battlefield: [{ card: GREMLINS.name, attachedTo: { player: 'opponent', index: 0 } }] }, actions: [{ do: 'next_phase' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect([out.you.life, out.opponent.life]).toEqual([20, 18]);
  });

  it('CR 120.3: on your own artifact the damage is dealt to you', () => {
    const out = run({ cards: CARDS, phase: 'main2', you: { library: LIBRARY, battlefield: [ROCK.name, { card: GREMLINS.name, attachedTo: 0 }] }, actions: [{ do: 'next_phase' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect([out.you.life, out.opponent.life]).toEqual([18, 20]);
  });

  it("CR 701.17a: \"enchanted creature's controller sacrifices it and you create a Myr\": the goldfish's creature goes, you get the token", () => {
    expect(compileCard(IMPLANT).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, phase: 'main2', opponent: { battlefield: [BEAR.name] }, you: { library: LIBRARY, battlefield: [{ card: IMPLANT.name, attachedTo: { player: 'opponent', index: 0 } }] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard).toContain(BEAR.name);
    expect(out.you.graveyard).toContain(IMPLANT.name);
    expect(out.you.battlefield.map((entry) => entry.card)).toContain('Myr');
  });

  it("CR 603.10a, 701.17a: \"When ~ leaves the battlefield, enchanted permanent's controller sacrifices it\" remembers the permanent", () => {
    expect(compileCard(ACID).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, opponent: { battlefield: [BEAR.name] }, you: { hand: [DISENCHANT.name], battlefield: ['Plains', 'Plains', { card: ACID.name, attachedTo: { player: 'opponent', index: 0 } }] }, actions: [{ do: 'cast', card: DISENCHANT.name, targets: [ACID.name] }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard).toContain(BEAR.name);
    expect(out.opponent.battlefield).toHaveLength(0);
  });

  it('CR 701.17a: "that player sacrifices that creature" at the end step of its controller (you)', () => {
    expect(compileCard(LINGERING).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, phase: 'main2', you: { library: LIBRARY, battlefield: [BEAR.name, { card: LINGERING.name, attachedTo: 0 }] }, actions: [{ do: 'next_phase' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(expect.arrayContaining([BEAR.name, LINGERING.name]));
  });
});

const SLOW = c('Slow Motion Jr', '{2}{U}', 'Enchantment — Aura', "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, that player sacrifices that creature unless they pay {2}.");
const SEIZURES = c('Seizures Jr', '{1}{B}', 'Enchantment — Aura', "Enchant creature\nWhenever enchanted creature becomes tapped, Seizures Jr deals 3 damage to that creature's controller unless that player pays {3}.");

describe('"unless they pay" in a trigger about the enchanted permanent (CR 118.12)', () => {
  const upkeep = (lands: string[]) =>
    run({ cards: [BEAR, SLOW], phase: 'main2', you: { library: LIBRARY, battlefield: [BEAR.name, { card: SLOW.name, attachedTo: 0 }, ...lands] }, actions: [{ do: 'next_turn' }, { do: 'resolve' }] });

  it('CR 118.12: the enchanted creature\'s controller (you) cannot pay {2}: the creature is sacrificed', () => {
    expect(compileCard(SLOW).fullyEnforced).toBe(true);
    const out = upkeep(['Island']);
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(BEAR.name);
  });

  it('CR 118.12: paying {2} (whenever you can, as for "unless you pay") keeps the creature', () => {
    const out = upkeep(['Island', 'Island']);
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((entry) => entry.card)).toContain(BEAR.name);
    expect(out.you.battlefield.filter((entry) => entry.card === 'Island' && entry.tapped)).toHaveLength(2);
  });

  it('CR 118.12: "unless that player pays {3}": you cannot pay, so you take the 3 damage when your creature attacks (taps)', () => {
    expect(compileCard(SEIZURES).fullyEnforced).toBe(true);
    const out = run({ cards: [BEAR, SEIZURES], phase: 'combat', you: { battlefield: [BEAR.name, { card: SEIZURES.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(17);
  });
});
