// Auras, fourth round: "loses all abilities" (CR 613.1f) and the types such Auras set (CR 205.1a-b).
// Each test plays the card through the scenario runner and checks the state.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const LIGNIFY = c('Lignify', '{1}{G}', 'Tribal Enchantment — Treefolk Aura', 'Flash\nEnchant creature\nEnchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.');
const FROGIFY = c('Frogify', '{1}{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1. (It loses all other card types and creature types.)');
const MUTATION = c('Darksteel Mutation', '{1}{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it loses all other abilities, card types, and creature types.');
const FREEZE = c('Deep Freeze', '{2}{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has base power and toughness 0/4, has defender, loses all other abilities, and is a blue Wall in addition to its other colors and types.');
const TRANSMUTATION = c("Kasmina's Transmutation", '{1}{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature loses all abilities and has base power and toughness 1/1.');
const MOON = c('Imprisoned in the Moon', '{2}{U}', 'Enchantment — Aura', 'Enchant creature, land, or planeswalker\nEnchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and abilities.');
const ROOTS = c('Roots', '{3}{G}', 'Enchantment — Aura', "Enchant creature without flying\nEnchanted creature doesn't untap during its controller's untap step.");
const ICE_OVER = c('Ice Over', '{1}{U}', 'Enchantment — Aura', "Enchant artifact or creature\nEnchanted permanent doesn't untap during its controller's untap step.");
const INSTINCTS = c('Controlled Instincts', '{U}', 'Enchantment — Aura', "Enchant red or green creature\nEnchanted creature doesn't untap during its controller's untap step.");
const ROCK = c('Mind Stone', '{2}', 'Artifact', '{T}: Add {C}.');
const INSTILL = c('Instill Energy', '{G}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature can attack as though it had haste.\n{0}: Untap enchanted creature. Activate only during your turn and only once each turn.');
const GUISE = c("Auramancer's Guise", '{2}{U}{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +2/+2 for each Aura attached to it and has vigilance.');
const FURY = c('Lone Fury Jr', '{R}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +3/+0 and can only attack alone.');
const LORD = c('Bear Chieftain', '{2}{G}', 'Creature — Bear', 'Other Bear creatures you control get +1/+1.', '2', '2');
const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const PUMPER = c('Pumping Elf', '{G}', 'Creature — Elf', 'Flying\n{G}: Pumping Elf gets +1/+1 until end of turn.', '1', '1');
const SOUL_WARDEN = c('Soul Keeper', '{W}', 'Creature — Human Cleric', 'At the beginning of your upkeep, you gain 1 life.', '1', '1');
const GOLEM = c('Iron Golem Jr', '{3}', 'Artifact Creature — Golem', '', '3', '3');
const SHATTER = c('Shatter', '{1}{R}', 'Instant', 'Destroy target artifact.');
const NATURALIZE = c('Naturalize', '{1}{G}', 'Instant', 'Destroy target artifact or enchantment.');
const WRATH = c('Wrath of God', '{2}{W}{W}', 'Sorcery', "Destroy all creatures. They can't be regenerated.");
const CARDS = [FURY, GUISE, INSTILL, ROOTS, ICE_OVER, INSTINCTS, ROCK, MOON, LIGNIFY, FROGIFY, MUTATION, FREEZE, TRANSMUTATION, LORD, BEAR, PUMPER, SOUL_WARDEN, GOLEM, SHATTER, NATURALIZE, WRATH];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const entry = (out: ReturnType<typeof run>, name: string) => out.you.battlefield.find((found) => found.card === name);
const pt = (out: ReturnType<typeof run>, name: string) => [entry(out, name)?.power, entry(out, name)?.toughness];

describe('"loses all abilities" (CR 613.1f)', () => {
  it('reads the Auras that say it', () => {
    for (const card of [MOON, LIGNIFY, FROGIFY, MUTATION, FREEZE, TRANSMUTATION]) expect(compileCard(card).fullyEnforced, card.name).toBe(true);
  });

  it('CR 613.1f: Lignify makes it a 0/4 whose activated ability cannot be activated any more', () => {
    const out = scenario({
      you: { hand: [LIGNIFY.name], battlefield: [PUMPER.name, 'Forest', 'Forest', 'Forest'] },
      actions: [{ do: 'cast', card: LIGNIFY.name, targets: [PUMPER.name] }, { do: 'resolve' }, { do: 'activate', card: PUMPER.name, ability: 0 }],
    });
    expect(out.ok).toBe(false);
    expect(pt(out, PUMPER.name)).toEqual([0, 4]);
  });

  it('CR 613.1f: a lord under Lignify loses its static ability; destroying the Aura gives it back', () => {
    const out = scenario({
      you: { hand: [LIGNIFY.name], battlefield: [LORD.name, BEAR.name, 'Forest', 'Forest'] },
      actions: [{ do: 'cast', card: LIGNIFY.name, targets: [LORD.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(pt(out, BEAR.name)).toEqual([2, 2]);
    expect(pt(out, LORD.name)).toEqual([0, 4]);
    const back = scenario({
      you: { hand: [NATURALIZE.name], battlefield: [LORD.name, BEAR.name, { card: LIGNIFY.name, attachedTo: 0 }, 'Forest', 'Forest'] },
      actions: [{ do: 'cast', card: NATURALIZE.name, targets: [LIGNIFY.name] }, { do: 'resolve' }],
    });
    expect(back.ok).toBe(true);
    expect(pt(back, BEAR.name)).toEqual([3, 3]);
    expect(pt(back, LORD.name)).toEqual([2, 2]);
  });

  it('CR 613.1f: a creature that lost all abilities does not trigger at the beginning of upkeep', () => {
    const out = scenario({
      you: { library: ['Island', 'Island'], battlefield: [SOUL_WARDEN.name, { card: TRANSMUTATION.name, attachedTo: 0 }] },
      actions: [{ do: 'next_turn' }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(20);
    expect(pt(out, SOUL_WARDEN.name)).toEqual([1, 1]);
    const control = scenario({ you: { library: ['Island', 'Island'], battlefield: [SOUL_WARDEN.name] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(control.you.life).toBe(21);
  });

  it('CR 205.1a: Frogify makes an artifact creature a Frog creature only, so "destroy target artifact" cannot target it', () => {
    const out = scenario({
      you: { hand: [SHATTER.name], battlefield: [GOLEM.name, { card: FROGIFY.name, attachedTo: 0 }, 'Mountain', 'Mountain'] },
      actions: [{ do: 'cast', card: SHATTER.name, targets: [GOLEM.name] }],
    });
    expect(out.ok).toBe(false);
    expect(pt(out, GOLEM.name)).toEqual([1, 1]);
  });

  it('CR 205.1a, 702.12b: Darksteel Mutation makes a creature an indestructible artifact 0/1', () => {
    const out = scenario({
      you: { hand: [WRATH.name, SHATTER.name], battlefield: [BEAR.name, { card: MUTATION.name, attachedTo: 0 }, 'Plains', 'Plains', 'Plains', 'Plains', 'Mountain', 'Mountain'] },
      actions: [{ do: 'cast', card: WRATH.name }, { do: 'resolve' }, { do: 'cast', card: SHATTER.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(pt(out, BEAR.name)).toEqual([0, 1]);
  });

  it('CR 613.1f: Deep Freeze keeps the defender it grants and removes flying', () => {
    const out = scenario({
      phase: 'combat',
      you: { battlefield: [PUMPER.name, { card: FREEZE.name, attachedTo: 0 }] },
      actions: [{ do: 'attack', attackers: [PUMPER.name] }],
    });
    expect(out.ok).toBe(false);
    expect(pt(out, PUMPER.name)).toEqual([0, 4]);
  });

  it('CR 205.1a, 105.3: Imprisoned in the Moon makes a creature a colorless land that taps for {C} and cannot attack', () => {
    const mana = scenario({
      you: { battlefield: [BEAR.name, { card: MOON.name, attachedTo: 0 }] },
      actions: [{ do: 'activate', card: BEAR.name, ability: 0 }],
    });
    expect(mana.ok).toBe(true);
    expect(mana.you.manaPool).toBe('{C}');
    expect(entry(mana, BEAR.name)?.power).toBeNull();
    const attack = scenario({ phase: 'combat', you: { battlefield: [BEAR.name, { card: MOON.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });
    expect(attack.ok).toBe(false);
  });
});

describe('Enchant restrictions one type does not say (CR 702.5a, 303.4a)', () => {
  it('CR 702.5a: "Enchant creature without flying" can enchant a Bear but not a flyer', () => {
    expect(compileCard(ROOTS).fullyEnforced).toBe(true);
    const cast = (creature: string) => scenario({
      you: { hand: [ROOTS.name], battlefield: [creature, 'Forest', 'Forest', 'Forest', 'Forest'] },
      actions: [{ do: 'cast', card: ROOTS.name, targets: [creature] }, { do: 'resolve' }],
    });
    const bear = cast(BEAR.name);
    expect(bear.ok).toBe(true);
    expect(entry(bear, ROOTS.name)?.attachedTo).toBe(0);
    expect(cast(PUMPER.name).ok).toBe(false);
  });

  it('CR 702.5a: "Enchant artifact or creature" can enchant a noncreature artifact', () => {
    expect(compileCard(ICE_OVER).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [ICE_OVER.name], battlefield: [ROCK.name, 'Island', 'Island'] },
      actions: [{ do: 'cast', card: ICE_OVER.name, targets: [ROCK.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(entry(out, ICE_OVER.name)?.attachedTo).toBe(0);
  });

  it('CR 702.5a: "Enchant red or green creature" takes a green creature, not an artifact one', () => {
    const green = scenario({ you: { hand: [INSTINCTS.name], battlefield: [BEAR.name, 'Island'] }, actions: [{ do: 'cast', card: INSTINCTS.name, targets: [BEAR.name] }, { do: 'resolve' }] });
    expect(green.ok).toBe(true);
    const colorless = scenario({ you: { hand: [INSTINCTS.name], battlefield: [GOLEM.name, 'Island'] }, actions: [{ do: 'cast', card: INSTINCTS.name, targets: [GOLEM.name] }] });
    expect(colorless.ok).toBe(false);
  });

  it('an Enchant line the grammar cannot read is not reported enforced', () => {
    const dead = compileCard(c('Animate Dead Jr', '{1}{B}', 'Enchantment — Aura', 'Enchant creature card in a graveyard'));
    expect(dead.lines[0]?.status).not.toBe('enforced');
  });
});

describe('"can attack as though it had haste" (CR 302.6)', () => {
  it('CR 302.6: a creature cast this turn attacks with Instill Energy, and cannot without it', () => {
    expect(compileCard(INSTILL).fullyEnforced).toBe(true);
    const play = (auras: string[]) => scenario({
      phase: 'main1',
      you: { hand: [BEAR.name, ...auras], battlefield: ['Forest', 'Forest', 'Forest'] },
      actions: [
        { do: 'cast', card: BEAR.name }, { do: 'resolve' },
        ...auras.map((aura) => [{ do: 'cast', card: aura, targets: [BEAR.name] }, { do: 'resolve' }]).flat(),
        { do: 'next_phase' }, { do: 'attack', attackers: [BEAR.name] },
      ],
    });
    const hasty = play([INSTILL.name]);
    expect(hasty.ok).toBe(true);
    expect(hasty.opponent.life).toBe(18);
    expect(play([]).ok).toBe(false);
  });
});

describe('"for each Aura attached to it" (CR 303.4)', () => {
  it('counts every Aura on the enchanted creature, itself included', () => {
    expect(compileCard(GUISE).fullyEnforced).toBe(true);
    const alone = scenario({ you: { battlefield: [BEAR.name, { card: GUISE.name, attachedTo: 0 }] }, actions: [] });
    expect(pt(alone, BEAR.name)).toEqual([4, 4]);
    const two = scenario({ you: { battlefield: [BEAR.name, { card: GUISE.name, attachedTo: 0 }, { card: ROOTS.name, attachedTo: 0 }] }, actions: [] });
    expect(pt(two, BEAR.name)).toEqual([6, 6]);
  });
});

describe('"can only attack alone" (CR 506.5)', () => {
  it('CR 506.5: the enchanted creature attacks alone, never beside another', () => {
    expect(compileCard(FURY).fullyEnforced).toBe(true);
    const together = scenario({ phase: 'combat', you: { battlefield: [BEAR.name, { card: FURY.name, attachedTo: 0 }, LORD.name] }, actions: [{ do: 'attack', attackers: [BEAR.name, LORD.name] }] });
    expect(together.ok).toBe(false);
    const alone = scenario({ phase: 'combat', you: { battlefield: [BEAR.name, { card: FURY.name, attachedTo: 0 }, LORD.name] }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });
    expect(alone.ok).toBe(true);
    expect(alone.opponent.life).toBe(14);
  });
});
