// Damage triggers (docs/rules-riders.md, "Round 5"): "Whenever ~ is dealt damage", "Whenever a
// source deals damage to ~", "Whenever a creature deals damage to you", "Whenever a creature you
// control deals combat damage to a player", "Whenever equipped creature deals combat damage to a
// player" — each played through the engine by a scenario.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain'];
const BOLT = c('Bolt', '{R}', 'Instant', 'Bolt deals 3 damage to any target.');
const SHOCK_SELF = c('Self Shock', '{R}', 'Instant', 'Self Shock deals 2 damage to you.');
const enforced = (definition: CardDefinition): boolean => compileCard(definition).lines.every((line) => line.status === 'enforced');
const on = (output: ReturnType<typeof run>, name: string) => output.you.battlefield.find((entry) => entry.card === name);
const boltAt = (name: string) => ({ do: 'cast', card: BOLT.name, targets: [{ name, zone: 'battlefield' }] });

describe('Whenever ~ is dealt damage (CR 120.3, 603.2)', () => {
  const SPITEMARE = c('Spitemare', '{5}', 'Creature — Elemental Horse', 'Whenever Spitemare is dealt damage, it deals that much damage to any target.', '3', '3');
  const FUNGUSAUR = c('Fungusaur', '{3}{G}', 'Creature — Fungus Lizard', 'Whenever Fungusaur is dealt damage, put a +1/+1 counter on it.', '2', '2');
  const NEST = c('Hornet Nest', '{2}{G}', 'Creature — Insect', 'Defender\nWhenever Hornet Nest is dealt damage, create that many 1/1 green Insect creature tokens with flying and deathtouch.', '0', '2');

  it('"it deals that much damage to any target": the damage dealt to it, even as it dies', () => {
    expect(enforced(SPITEMARE)).toBe(true);
    const output = run({ cards: [SPITEMARE, BOLT], you: { battlefield: [SPITEMARE.name, ...MOUNTAINS], hand: [BOLT.name] }, actions: [boltAt(SPITEMARE.name), { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(output.you.graveyard).toContain(SPITEMARE.name); // 3 damage: lethal (CR 704.5g)
    expect(output.opponent.life).toBe(17); // its trigger still resolves (CR 603.10 does not apply: it was dealt damage on the battlefield)
  });

  it('"put a +1/+1 counter on it": once per damage event', () => {
    expect(enforced(FUNGUSAUR)).toBe(true);
    const shock = c('Ping', '{R}', 'Instant', 'Ping deals 1 damage to target creature.');
    const output = run({ cards: [FUNGUSAUR, shock], you: { battlefield: [FUNGUSAUR.name, ...MOUNTAINS], hand: [shock.name] }, actions: [{ do: 'cast', card: shock.name, targets: [{ name: FUNGUSAUR.name, zone: 'battlefield' }] }, { do: 'resolve_all' }] });
    expect(on(output, FUNGUSAUR.name)?.counters).toEqual({ '+1/+1': 1 });
  });

  it('"create that many tokens": as many as the damage dealt', () => {
    expect(enforced(NEST)).toBe(true);
    const output = run({ cards: [NEST, BOLT], you: { battlefield: [NEST.name, ...MOUNTAINS], hand: [BOLT.name] }, actions: [boltAt(NEST.name), { do: 'resolve_all' }] });
    expect(output.you.battlefield.filter((entry) => entry.card.includes('Insect') && entry.card !== NEST.name)).toHaveLength(3);
  });

  it('damage to another creature or to a player does not trigger it', () => {
    const output = run({ cards: [FUNGUSAUR, BOLT], you: { battlefield: [FUNGUSAUR.name, ...MOUNTAINS], hand: [BOLT.name] }, actions: [{ do: 'cast', card: BOLT.name, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(on(output, FUNGUSAUR.name)?.counters ?? {}).toEqual({});
  });
});

describe('Whenever a creature deals damage to you / a source deals damage to ~', () => {
  const GUARD = c('Guardian Idol', '{2}{W}', 'Enchantment', 'Whenever a creature deals damage to you, destroy it.');
  const PINGER = c('Pain Golem', '{2}', 'Artifact Creature — Golem', '{T}: Pain Golem deals 1 damage to you.', '1', '3');
  const GHOUL = c('Nested Ghoul', '{1}{B}{B}', 'Creature — Zombie Warrior', 'Whenever a source deals damage to Nested Ghoul, create a 2/2 black Zombie creature token.', '4', '2');

  it('"destroy it": the creature that dealt the damage (the trigger\'s subject); a spell does not trigger it', () => {
    expect(enforced(GUARD)).toBe(true);
    const byCreature = run({ cards: [GUARD, PINGER], you: { battlefield: [GUARD.name, PINGER.name] }, actions: [{ do: 'activate', card: PINGER.name, ability: 0 }, { do: 'resolve_all' }] });
    expect(byCreature.you.life).toBe(19);
    expect(byCreature.you.graveyard).toContain(PINGER.name);
    const bySpell = run({ cards: [GUARD, SHOCK_SELF], you: { battlefield: [GUARD.name, ...MOUNTAINS], hand: [SHOCK_SELF.name] }, actions: [{ do: 'cast', card: SHOCK_SELF.name }, { do: 'resolve_all' }] });
    expect(bySpell.you.life).toBe(18);
    expect(bySpell.you.battlefield.map((entry) => entry.card)).toContain(GUARD.name);
  });

  it('"a source deals damage to ~": any source, a spell too', () => {
    expect(enforced(GHOUL)).toBe(true);
    const shock = c('Ping', '{R}', 'Instant', 'Ping deals 1 damage to target creature.');
    const output = run({ cards: [GHOUL, shock], you: { battlefield: [GHOUL.name, ...MOUNTAINS], hand: [shock.name] }, actions: [{ do: 'cast', card: shock.name, targets: [{ name: GHOUL.name, zone: 'battlefield' }] }, { do: 'resolve_all' }] });
    expect(output.you.battlefield.filter((entry) => entry.card.includes('Zombie') && entry.card !== GHOUL.name)).toHaveLength(1);
  });
});

describe('combat damage to a player by other creatures (CR 510.3a)', () => {
  const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
  const VAMPIRE = c('Night Vampire', '{1}{B}', 'Creature — Vampire', '', '2', '2');
  const LORD = c('Blood Patron', '{2}{B}', 'Creature — Vampire', 'Whenever a Vampire you control deals combat damage to a player, put a +1/+1 counter on it.', '1', '1');
  const SWORD = c('Sword of Study', '{2}', 'Artifact — Equipment', 'Whenever equipped creature deals combat damage to a player, that player discards a card.\nEquip {2}');

  it('"a Vampire you control": the attacker that dealt it gets the counter; a Bear does not', () => {
    expect(enforced(LORD)).toBe(true);
    const output = run({ cards: [BEAR, VAMPIRE, LORD], phase: 'combat', turn: 2, you: { battlefield: [LORD.name, VAMPIRE.name, BEAR.name] }, actions: [{ do: 'attack', attackers: [VAMPIRE.name, BEAR.name] }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(output.opponent.life).toBe(16);
    expect(on(output, VAMPIRE.name)?.counters).toEqual({ '+1/+1': 1 });
    expect(on(output, BEAR.name)?.counters ?? {}).toEqual({});
  });

  it('"~ deals combat damage to a player, it deals that much damage to each creature that player controls" (CR 510.2)', () => {
    const DRAGON = c('Balefire Dragon', '{5}{R}{R}', 'Creature — Dragon', 'Flying\nWhenever Balefire Dragon deals combat damage to a player, it deals that much damage to each creature that player controls.', '6', '6');
    const OGRE = c('Big Ogre', '{4}{R}', 'Creature — Ogre', '', '5', '5');
    expect(enforced(DRAGON)).toBe(true);
    const output = run({ cards: [DRAGON, BEAR, OGRE], phase: 'combat', turn: 2, you: { battlefield: [DRAGON.name, BEAR.name] }, opponent: { battlefield: [OGRE.name] }, actions: [{ do: 'attack', attackers: [DRAGON.name] }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(output.opponent.life).toBe(14);
    expect(output.opponent.graveyard).toContain(OGRE.name); // 6 damage: the amount dealt
    expect(on(output, BEAR.name)).toBeDefined(); // yours are not "that player's"
  });

  it('"equipped creature … that player discards a card": the player it damaged', () => {
    expect(enforced(SWORD)).toBe(true);
    const output = run({ cards: [BEAR, SWORD], phase: 'combat', turn: 2, you: { battlefield: [BEAR.name, { card: SWORD.name, attachedTo: 0 }] }, opponent: { hand: ['Mountain', 'Island'] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(output.opponent.hand).toHaveLength(1);
  });
});

describe('"that player" / "that creature\'s controller" / "its controller" of a damage trigger', () => {
  const OGRE = c('Hill Ogre', '{2}{R}', 'Creature — Ogre', '', '3', '3');
  const REPERCUSSION = c('Repercussion', '{1}{R}{R}', 'Enchantment', "Whenever a creature is dealt damage, Repercussion deals that much damage to that creature's controller.");
  const ESSENCE = c('Essence Sliver', '{3}{W}', 'Creature — Sliver', 'Whenever a Sliver deals damage, its controller gains that much life.', '3', '3');
  const PINGER = c('Spark Sliver', '{R}', 'Creature — Sliver', '{T}: Spark Sliver deals 1 damage to any target.', '1', '1');

  it('"that creature\'s controller": the controller of the creature dealt damage, not of the source', () => {
    expect(enforced(REPERCUSSION)).toBe(true);
    const output = run({ cards: [REPERCUSSION, OGRE, BOLT], you: { battlefield: [REPERCUSSION.name, 'Mountain'], hand: [BOLT.name] }, opponent: { battlefield: [OGRE.name] }, actions: [{ do: 'cast', card: BOLT.name, targets: [{ name: OGRE.name, zone: 'battlefield', player: 'opponent' }] }, { do: 'resolve_all' }] });
    expect(output.opponent.life).toBe(17);
    expect(output.you.life).toBe(20);
  });

  it('"its controller": the controller of the Sliver that dealt it, even when it damaged a player', () => {
    expect(enforced(ESSENCE)).toBe(true);
    const output = run({ cards: [ESSENCE, PINGER], you: { battlefield: [ESSENCE.name, PINGER.name] }, actions: [{ do: 'activate', card: PINGER.name, ability: 0, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(output.opponent.life).toBe(19);
    expect(output.you.life).toBe(21);
  });
});

