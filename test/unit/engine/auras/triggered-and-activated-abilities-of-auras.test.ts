// Auras, third round: triggered and activated abilities of Auras about the permanent they enchant
// (CR 303.4), the Theros Ordeals, Auras that return from the graveyard attached to a creature
// (CR 303.4f) and "becomes the target" triggers. Each test plays the card through the scenario runner.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const GENJU = c('Genju of the Cedars Jr', '{G}', 'Enchantment — Aura — Spirit', 'Enchant Forest\n{2}: Enchanted Forest becomes a 4/4 green Spirit creature until end of turn. It\'s still a land.\nWhen enchanted Forest is put into a graveyard, you may return Genju of the Cedars Jr from your graveyard to your hand.');
const ORDEAL = c('Ordeal of Heliod Jr', '{1}{W}', 'Enchantment — Aura', 'Enchant creature\nWhenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or more +1/+1 counters on it, sacrifice Ordeal of Heliod Jr.\nWhen you sacrifice Ordeal of Heliod Jr, you gain 10 life.');
const DISENCHANT = c('Disenchant', '{1}{W}', 'Instant', 'Destroy target artifact or enchantment.');
const ICE_CAGE = c('Ice Cage Jr', '{1}{U}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.\nWhen enchanted creature becomes the target of a spell or ability, destroy Ice Cage Jr.");
const PRISON = c('Spectral Prison Jr', '{2}{U}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature can't attack or block.\nWhen enchanted creature becomes the target of a spell, sacrifice Spectral Prison Jr.");
const CRYSTAL = c('Crystallization Jr', '{G}{W}{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has base power and toughness 0/4.\nWhen enchanted creature becomes the target of a spell or ability, exile that creature.');
const GROWTH = c('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');
const PINGER = c('Prodigal Sorcerer', '{2}{U}', 'Creature — Human Wizard', '{T}: Prodigal Sorcerer deals 1 damage to any target.', '1', '1');
const GIFT = c('Gift of the Woods Jr', '{G}', 'Enchantment — Aura', 'Enchant creature\nWhenever enchanted creature blocks or becomes blocked, it gets +0/+3 until end of turn and you gain 1 life.');
const DRAGON_WINGS = c('Dragon Wings Jr', '{1}{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has flying.\nWhen a creature with converted mana cost 6 or greater enters the battlefield, you may return Dragon Wings Jr from your graveyard to the battlefield attached to that creature.');
const BIG = c('Craw Wurm Jr', '{4}{G}{G}', 'Creature — Wurm', '', '6', '4');
const LOYAL = c('Gryff Boon Jr', '{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+0 and has flying.\n{3}{W}: Return Gryff Boon Jr from your graveyard to the battlefield attached to target creature. Activate this ability only any time you could cast a sorcery.');
const WALL = c('Wall of Wood', '{G}', 'Creature — Wall', 'Defender', '0', '3');
const CROWN = c('Crown of Vigor Jr', '{1}{G}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+1.\nSacrifice Crown of Vigor Jr: Enchanted creature and other creatures that share a creature type with it get +1/+1 until end of turn.');
const WINGS = c('Phantom Wings Jr', '{1}{U}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature has flying.\nSacrifice Phantom Wings Jr: Return enchanted creature to its owner's hand.");
const OTHER_BEAR = c('Runeclaw Bear', '{1}{G}', 'Creature — Bear', '', '2', '2');
const GOBLIN = c('Goblin Piker', '{1}{R}', 'Creature — Goblin', '', '2', '1');
const VERBOSITY = c('Curse of Verbosity Jr', '{2}{U}', 'Enchantment — Aura Curse', 'Enchant player\nWhenever enchanted player is attacked, you draw a card. Each opponent attacking that player does the same.');
const PREDATION = c('Curse of Predation Jr', '{2}{G}', 'Enchantment — Aura Curse', 'Enchant player\nWhenever a creature attacks enchanted player, put a +1/+1 counter on it.');
const FORSAKEN = c('Curse of the Forsaken Jr', '{2}{W}', 'Enchantment — Aura Curse', 'Enchant player\nWhenever a creature attacks enchanted player, its controller gains 1 life.');
const STALKED = c('Curse of Stalked Prey Jr', '{1}{R}', 'Enchantment — Aura Curse', 'Enchant player\nWhenever a creature deals combat damage to enchanted player, put a +1/+1 counter on that creature.');
const TOME = c('Curse of the Bloody Tome Jr', '{2}{U}', 'Enchantment — Aura Curse', "Enchant player\nAt the beginning of enchanted player's upkeep, that player puts the top two cards of their library into their graveyard.");
const DOMESTICATION = c('Domestication Jr', '{2}{U}{U}', 'Enchantment — Aura', 'Enchant creature\nAt the beginning of your end step, if enchanted creature\'s power is 4 or greater, sacrifice Domestication Jr.');
const SEE_RED = c('See Red Jr', '{1}{R}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets +2/+1.\nAt the beginning of your end step, if you didn't attack with a creature this turn, sacrifice See Red Jr.");
const NARCOLEPSY = c('Narcolepsy Jr', '{1}{U}', 'Enchantment — Aura', 'Enchant creature\nAt the beginning of each upkeep, if enchanted creature is untapped, tap it.');
const SOARING = c('Soaring Hope Jr', '{4}{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature has flying.\n{W}: Put Soaring Hope Jr on top of its owner's library.");
const DEMENTIA = c('Parallax Dementia Jr', '{1}{B}', 'Enchantment — Aura', "Enchant creature\nWhen Parallax Dementia Jr leaves the battlefield, destroy enchanted creature. That creature can't be regenerated.");
const SHIELDED = c('Shielded by Faith Jr', '{1}{W}{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has indestructible.\nWhenever a creature enters the battlefield, you may attach Shielded by Faith Jr to that creature.');
const DESTINY = c('Angelic Destiny Jr', '{2}{W}{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets +4/+4 and has flying.\nWhen enchanted creature dies, return Angelic Destiny Jr to its owner's hand.");
const MURDER = c('Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.');
const PLAGUE = c('Krovikan Plague Jr', '{2}{B}', 'Enchantment — Aura', 'Enchant non-Wall creature you control\nTap enchanted creature: Krovikan Plague Jr deals 1 damage to any target. Put a -0/-1 counter on enchanted creature. Activate this ability only if enchanted creature is untapped.');
const BETROTHED = c('Betrothed of Fire Jr', '{R}', 'Enchantment — Aura', 'Enchant untapped creature you control\nSacrifice enchanted creature: Creatures you control get +2/+0 until end of turn.');
const EXTRA_ARMS = c('Extra Arms Jr', '{4}{R}', 'Enchantment — Aura', 'Enchant creature\nWhenever enchanted creature attacks, it deals 2 damage to any target.');
const SHADOWS = c('Spiteful Shadows Jr', '{1}{B}', 'Enchantment — Aura', 'Enchant creature\nWhenever enchanted creature is dealt damage, it deals that much damage to its controller.');
const BOLT = c('Lightning Bolt', '{R}', 'Instant', 'Lightning Bolt deals 3 damage to any target.');
const CARDS = [EXTRA_ARMS, SHADOWS, BOLT, PLAGUE, BETROTHED, DESTINY, MURDER, SHIELDED, SOARING, DEMENTIA, DOMESTICATION, SEE_RED, NARCOLEPSY, VERBOSITY, PREDATION, FORSAKEN, STALKED, TOME, CROWN, WINGS, OTHER_BEAR, GOBLIN, BEAR, GENJU, ORDEAL, DISENCHANT, ICE_CAGE, PRISON, CRYSTAL, GROWTH, PINGER, GIFT, DRAGON_WINGS, BIG, LOYAL, WALL];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const entry = (out: ReturnType<typeof run>, name: string) => out.you.battlefield.find((found) => found.card === name)!;

describe('activated abilities of an Aura about the enchanted permanent (CR 303.4, 602)', () => {
  it('CR 113.7a, 205.3m: "Sacrifice ~: Enchanted creature and other creatures that share a creature type with it get +1/+1" uses the creature it enchanted', () => {
    expect(compileCard(CROWN).fullyEnforced).toBe(true);
    const out = scenario({
      you: { battlefield: [BEAR.name, { card: CROWN.name, attachedTo: 0 }, OTHER_BEAR.name, GOBLIN.name] },
      actions: [{ do: 'activate', card: CROWN.name, ability: 0 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(CROWN.name);
    expect([entry(out, BEAR.name).power, entry(out, BEAR.name).toughness]).toEqual([3, 3]);
    expect([entry(out, OTHER_BEAR.name).power, entry(out, OTHER_BEAR.name).toughness]).toEqual([3, 3]);
    expect([entry(out, GOBLIN.name).power, entry(out, GOBLIN.name).toughness]).toEqual([2, 1]);
  });

  it('CR 113.7a: "Sacrifice ~: Return enchanted creature to its owner\'s hand" returns the creature the Aura was on', () => {
    expect(compileCard(WINGS).fullyEnforced).toBe(true);
    const out = scenario({
      you: { battlefield: [BEAR.name, { card: WINGS.name, attachedTo: 0 }] },
      actions: [{ do: 'activate', card: WINGS.name, ability: 0 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toContain(BEAR.name);
    expect(out.you.graveyard).toContain(WINGS.name);
  });

  it('CR 611.2, 613.1: "{2}: Enchanted Forest becomes a 4/4 green Spirit creature until end of turn" animates the land it enchants', () => {
    expect(compileCard(GENJU).fullyEnforced).toBe(true);
    const out = scenario({
      you: { battlefield: ['Forest', { card: GENJU.name, attachedTo: 0 }, 'Plains', 'Plains'] },
      actions: [{ do: 'activate', card: GENJU.name, ability: 0 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    const forest = entry(out, 'Forest');
    expect([forest.power, forest.toughness]).toEqual([4, 4]);
  });
});

describe('the Theros Ordeals (CR 701.17a, 603.10a, 608.2c)', () => {
  const attackWith = (counters: number) => scenario({
    phase: 'combat',
    you: { life: 20, battlefield: [{ card: BEAR.name, counters: { '+1/+1': counters } }, { card: ORDEAL.name, attachedTo: 0 }] },
    actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve' }],
  });

  it('CR 608.2c: the attack puts a counter on the enchanted creature; with fewer than three the Ordeal stays', () => {
    expect(compileCard(ORDEAL).fullyEnforced).toBe(true);
    const out = attackWith(1);
    expect(out.ok).toBe(true);
    expect(entry(out, BEAR.name).counters).toEqual({ '+1/+1': 2 });
    expect(out.you.battlefield.map((found) => found.card)).toContain(ORDEAL.name);
    expect(out.you.life).toBe(20);
  });

  it('CR 701.17a: the third counter sacrifices the Ordeal, and "When you sacrifice ~" triggers from the graveyard', () => {
    const out = attackWith(2);
    expect(out.ok).toBe(true);
    expect(entry(out, BEAR.name).counters).toEqual({ '+1/+1': 3 });
    expect(out.you.graveyard).toContain(ORDEAL.name);
    expect(out.stack.length).toBe(1);
    const resolved = scenario({
      phase: 'combat',
      you: { life: 20, battlefield: [{ card: BEAR.name, counters: { '+1/+1': 2 } }, { card: ORDEAL.name, attachedTo: 0 }] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve' }, { do: 'resolve' }],
    });
    expect(resolved.you.life).toBe(30);
  });

  it('CR 701.17a: an Ordeal that is destroyed rather than sacrificed gains nothing', () => {
    const out = scenario({
      you: { life: 20, hand: [DISENCHANT.name], battlefield: [BEAR.name, { card: ORDEAL.name, attachedTo: 0 }, 'Plains', 'Plains'] },
      actions: [{ do: 'cast', card: DISENCHANT.name, targets: [ORDEAL.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(ORDEAL.name);
    expect(out.you.life).toBe(20);
  });
});

describe('"When enchanted creature becomes the target of a spell or ability" (CR 115.1, 603.2)', () => {
  it('CR 603.2: a spell targeting the enchanted creature triggers; the Aura is destroyed before the spell resolves', () => {
    expect(compileCard(ICE_CAGE).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [GROWTH.name], battlefield: [BEAR.name, { card: ICE_CAGE.name, attachedTo: 0 }, 'Forest'] },
      actions: [{ do: 'cast', card: GROWTH.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(ICE_CAGE.name);
    expect(out.stack.length).toBe(1); // Giant Growth still waits
  });

  it('CR 115.1: an activated ability targeting it triggers "spell or ability"; the creature is exiled', () => {
    expect(compileCard(CRYSTAL).fullyEnforced).toBe(true);
    const out = scenario({
      you: { battlefield: [BEAR.name, { card: CRYSTAL.name, attachedTo: 0 }, PINGER.name] },
      actions: [{ do: 'activate', card: PINGER.name, ability: 0, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.exile).toContain(BEAR.name);
  });

  it('CR 115.1: "the target of a spell" ignores abilities, and targeting another creature triggers nothing', () => {
    expect(compileCard(PRISON).fullyEnforced).toBe(true);
    const ability = scenario({
      you: { battlefield: [BEAR.name, { card: PRISON.name, attachedTo: 0 }, PINGER.name] },
      actions: [{ do: 'activate', card: PINGER.name, ability: 0, targets: [BEAR.name] }],
    });
    expect(ability.ok).toBe(true);
    expect(ability.stack.length).toBe(1);
    const other = scenario({
      you: { hand: [GROWTH.name], battlefield: [BEAR.name, { card: PRISON.name, attachedTo: 0 }, PINGER.name, 'Forest'] },
      actions: [{ do: 'cast', card: GROWTH.name, targets: [PINGER.name] }],
    });
    expect(other.stack.length).toBe(1);
    const spell = scenario({
      you: { hand: [GROWTH.name], battlefield: [BEAR.name, { card: PRISON.name, attachedTo: 0 }, 'Forest'] },
      actions: [{ do: 'cast', card: GROWTH.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(spell.you.graveyard).toContain(PRISON.name);
  });
});

describe('block triggers of the enchanted creature (CR 509.1i, 509.3)', () => {
  it('CR 509.3: "Whenever enchanted creature blocks or becomes blocked" is read, and an unblocked attack (the goldfish never blocks) triggers nothing', () => {
    // Read, but no goldfish game exercises it: its own coverage status, not "enforced" (issue 26).
    expect(compileCard(GIFT).unexercised).toBe(true);
    const out = scenario({
      phase: 'combat',
      you: { life: 20, battlefield: [BEAR.name, { card: GIFT.name, attachedTo: 0 }] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }],
    });
    expect(out.ok).toBe(true);
    expect(out.stack).toEqual([]);
    expect(out.you.life).toBe(20);
    expect(out.opponent.life).toBe(18);
  });
});

describe('Auras that return from the graveyard attached to a creature (CR 303.4f, 113.6k)', () => {
  const greens = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

  it('CR 113.6k: a creature with mana value 6 entering triggers the Aura in the graveyard, which returns attached to it', () => {
    expect(compileCard(DRAGON_WINGS).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [BIG.name], graveyard: [DRAGON_WINGS.name], battlefield: greens },
      actions: [{ do: 'cast', card: BIG.name }, { do: 'resolve' }, { do: 'resolve', choice: true }],
    });
    expect(out.ok).toBe(true);
    const wings = out.you.battlefield.find((found) => found.card === DRAGON_WINGS.name)!;
    expect(wings).toBeDefined();
    expect(out.you.battlefield[wings.attachedTo as number]!.card).toBe(BIG.name);
  });

  it('CR 113.6k: a smaller creature triggers nothing, and the Aura stays in the graveyard', () => {
    const out = scenario({
      you: { hand: [BEAR.name], graveyard: [DRAGON_WINGS.name], battlefield: ['Forest', 'Forest'] },
      actions: [{ do: 'cast', card: BEAR.name }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.stack).toEqual([]);
    expect(out.you.graveyard).toContain(DRAGON_WINGS.name);
  });

  it('CR 303.4f: "{3}{W}: Return ~ from your graveyard to the battlefield attached to target creature" works from the graveyard', () => {
    expect(compileCard(LOYAL).fullyEnforced).toBe(true);
    const out = scenario({
      you: { graveyard: [LOYAL.name], battlefield: [BEAR.name, 'Plains', 'Plains', 'Plains', 'Plains'] },
      actions: [{ do: 'activate', card: LOYAL.name, ability: 0, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((found) => found.card === LOYAL.name)?.attachedTo).toBe(0);
    expect([entry(out, BEAR.name).power, entry(out, BEAR.name).toughness]).toEqual([3, 2]);
  });
});

describe('Curses: Auras that enchant a player (CR 303.4)', () => {
  const cursed = (curse: { name: string }, lands: string[], rest: Record<string, unknown> = {}, actions: unknown[] = []) => scenario({
    ...rest,
    you: { life: 20, library: ['Island', 'Island', 'Island', 'Island'], hand: [curse.name], battlefield: [BEAR.name, OTHER_BEAR.name, ...lands] },
    actions: [{ do: 'cast', card: curse.name, targets: ['opponent'] }, { do: 'resolve' }, ...actions],
  });

  it('CR 303.4, 303.4b: an "Enchant player" Aura targets a player and stays on the battlefield attached to them', () => {
    expect(compileCard(VERBOSITY).fullyEnforced).toBe(true);
    const out = cursed(VERBOSITY, ['Island', 'Island', 'Island']);
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((found) => found.card)).toContain(VERBOSITY.name);
    const creature = scenario({
      you: { hand: [VERBOSITY.name], battlefield: [BEAR.name, 'Island', 'Island', 'Island'] },
      actions: [{ do: 'cast', card: VERBOSITY.name, targets: [BEAR.name] }],
    });
    expect(creature.ok).toBe(false);
  });

  it('CR 508.1, 603.2: "Whenever enchanted player is attacked, you draw a card. Each opponent attacking that player does the same." draws twice for you', () => {
    const out = cursed(VERBOSITY, ['Island', 'Island', 'Island'], {}, [{ do: 'next_phase' }, { do: 'attack', attackers: [BEAR.name] }, { do: 'resolve' }]);
    expect(out.ok).toBe(true);
    expect(out.you.hand.length).toBe(2);
  });

  it('CR 508.1: "Whenever a creature attacks enchanted player, put a +1/+1 counter on it" triggers for each attacker', () => {
    expect(compileCard(PREDATION).fullyEnforced).toBe(true);
    const out = cursed(PREDATION, ['Forest', 'Forest', 'Forest'], {}, [{ do: 'next_phase' }, { do: 'attack', attackers: [BEAR.name, OTHER_BEAR.name] }, { do: 'resolve_all' }]);
    expect(out.ok).toBe(true);
    expect(entry(out, BEAR.name).counters).toEqual({ '+1/+1': 1 });
    expect(entry(out, OTHER_BEAR.name).counters).toEqual({ '+1/+1': 1 });
  });

  it('CR 508.1: "its controller gains 1 life": the attacking creature\'s controller', () => {
    expect(compileCard(FORSAKEN).fullyEnforced).toBe(true);
    const out = cursed(FORSAKEN, ['Plains', 'Plains', 'Plains'], {}, [{ do: 'next_phase' }, { do: 'attack', attackers: [BEAR.name, OTHER_BEAR.name] }, { do: 'resolve_all' }]);
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(22);
  });

  it('CR 510.2: "Whenever a creature deals combat damage to enchanted player, put a +1/+1 counter on that creature"', () => {
    expect(compileCard(STALKED).fullyEnforced).toBe(true);
    const out = cursed(STALKED, ['Mountain', 'Mountain'], {}, [{ do: 'next_phase' }, { do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }, { do: 'next_phase' }, { do: 'resolve_all' }]);
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(18);
    expect(entry(out, BEAR.name).counters).toEqual({ '+1/+1': 1 });
  });

  it('CR 503.1: "At the beginning of enchanted player\'s upkeep": a Curse on the goldfish waits (it takes no turns); one on you mills you', () => {
    expect(compileCard(TOME).fullyEnforced).toBe(true);
    const onOpponent = cursed(TOME, ['Island', 'Island', 'Island'], {}, [{ do: 'next_turn' }, { do: 'resolve_all' }]);
    expect(onOpponent.ok).toBe(true);
    expect(onOpponent.you.graveyard).toEqual([]);
    const onYou = scenario({
      you: { library: ['Island', 'Island', 'Island', 'Island'], hand: [TOME.name], battlefield: ['Island', 'Island', 'Island'] },
      actions: [{ do: 'cast', card: TOME.name, targets: ['you'] }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve_all' }],
    });
    expect(onYou.ok).toBe(true);
    expect(onYou.you.graveyard).toEqual(['Island', 'Island']);
  });
});

describe('conditions on the enchanted creature and on the turn (CR 603.4)', () => {
  it('CR 603.4: "if enchanted creature\'s power is 4 or greater, sacrifice ~": a 2/2 keeps it, a 6/4 does not', () => {
    expect(compileCard(DOMESTICATION).fullyEnforced).toBe(true);
    const run2 = (creature: string) => scenario({
      phase: 'main2',
      you: { battlefield: [creature, { card: DOMESTICATION.name, attachedTo: 0 }] },
      actions: [{ do: 'next_phase' }, { do: 'resolve_all' }],
    });
    const small = run2(BEAR.name);
    expect(small.ok).toBe(true);
    expect(small.you.battlefield.map((found) => found.card)).toContain(DOMESTICATION.name);
    const big = run2(BIG.name);
    expect(big.ok).toBe(true);
    expect(big.you.graveyard).toContain(DOMESTICATION.name);
  });

  it('CR 603.4: "if you didn\'t attack with a creature this turn, sacrifice ~" only on a turn without an attack', () => {
    expect(compileCard(SEE_RED).fullyEnforced).toBe(true);
    const idle = scenario({ phase: 'main2', you: { battlefield: [BEAR.name, { card: SEE_RED.name, attachedTo: 0 }] }, actions: [{ do: 'next_phase' }, { do: 'resolve_all' }] });
    expect(idle.ok).toBe(true);
    expect(idle.you.graveyard).toContain(SEE_RED.name);
    const attacked = scenario({ phase: 'combat', you: { battlefield: [BEAR.name, { card: SEE_RED.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve_all' }] });
    expect(attacked.ok).toBe(true);
    expect(attacked.phase).toBe('end');
    expect(attacked.you.battlefield.map((found) => found.card)).toContain(SEE_RED.name);
  });

  it('CR 603.4: "At the beginning of each upkeep, if enchanted creature is untapped, tap it"', () => {
    expect(compileCard(NARCOLEPSY).fullyEnforced).toBe(true);
    const out = scenario({ you: { library: ['Island', 'Island'], battlefield: [BEAR.name, { card: NARCOLEPSY.name, attachedTo: 0 }] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(entry(out, BEAR.name).tapped).toBe(true);
  });
});

describe('an Aura\'s abilities about itself and, once it has left, the creature it enchanted', () => {
  it('"{W}: Put ~ on top of its owner\'s library"', () => {
    expect(compileCard(SOARING).fullyEnforced).toBe(true);
    const out = scenario({
      you: { library: ['Island'], battlefield: [BEAR.name, { card: SOARING.name, attachedTo: 0 }, 'Plains'] },
      actions: [{ do: 'activate', card: SOARING.name, ability: 0 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.library).toEqual([SOARING.name, 'Island']);
  });

  it('CR 603.10a: "When ~ leaves the battlefield, destroy enchanted creature": the creature it was attached to as it left', () => {
    expect(compileCard(DEMENTIA).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [DISENCHANT.name], battlefield: [BEAR.name, { card: DEMENTIA.name, attachedTo: 0 }, OTHER_BEAR.name, 'Plains', 'Plains'] },
      actions: [{ do: 'cast', card: DISENCHANT.name, targets: [DEMENTIA.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(expect.arrayContaining([DEMENTIA.name, BEAR.name]));
    expect(out.you.battlefield.map((found) => found.card)).toContain(OTHER_BEAR.name);
  });
});

describe('"Whenever a creature enters the battlefield, you may attach ~ to that creature" (CR 701.3a)', () => {
  it('CR 701.3a: the Aura moves onto the creature that entered when you say yes, and stays when you say no', () => {
    expect(compileCard(SHIELDED).fullyEnforced).toBe(true);
    const play = (choice: boolean) => scenario({
      you: { hand: [OTHER_BEAR.name], battlefield: [BEAR.name, { card: SHIELDED.name, attachedTo: 0 }, 'Forest', 'Forest'] },
      actions: [{ do: 'cast', card: OTHER_BEAR.name }, { do: 'resolve' }, { do: 'resolve', choice }],
    });
    const yes = play(true);
    expect(yes.ok).toBe(true);
    const moved = yes.you.battlefield.find((found) => found.card === SHIELDED.name)!;
    expect(yes.you.battlefield[moved.attachedTo as number]!.card).toBe(OTHER_BEAR.name);
    const no = play(false);
    expect(no.you.battlefield.find((found) => found.card === SHIELDED.name)!.attachedTo).toBe(0);
  });
});

describe('"When enchanted creature dies, return ~ to its owner\'s hand" (CR 603.10a, 704.5m)', () => {
  it('CR 704.5m: the Aura, put into the graveyard by the state-based check, returns to the hand', () => {
    expect(compileCard(DESTINY).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [MURDER.name], battlefield: [BEAR.name, { card: DESTINY.name, attachedTo: 0 }, 'Swamp', 'Swamp', 'Swamp'] },
      actions: [{ do: 'cast', card: MURDER.name, targets: [BEAR.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([DESTINY.name]);
    expect(out.you.graveyard).toEqual(expect.arrayContaining([BEAR.name, MURDER.name]));
  });
});

describe('costs paid by the enchanted creature (CR 602.2, 701.17a)', () => {
  it('CR 602.2: "Tap enchanted creature: …" taps the creature (not the Aura), and can\'t be paid while it is tapped', () => {
    expect(compileCard(PLAGUE).fullyEnforced).toBe(true);
    const out = scenario({
      you: { battlefield: [BEAR.name, { card: PLAGUE.name, attachedTo: 0 }] },
      actions: [{ do: 'activate', card: PLAGUE.name, ability: 0, targets: ['opponent'] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(19);
    expect(entry(out, BEAR.name).tapped).toBe(true);
    expect(entry(out, BEAR.name).counters).toEqual({ '-0/-1': 1 });
    const tapped = scenario({
      you: { battlefield: [{ card: BEAR.name, tapped: true }, { card: PLAGUE.name, attachedTo: 0 }] },
      actions: [{ do: 'activate', card: PLAGUE.name, ability: 0, targets: ['opponent'] }],
    });
    expect(tapped.ok).toBe(false);
  });

  it('CR 701.17a: "Sacrifice enchanted creature: Creatures you control get +2/+0" sacrifices the creature; the Aura follows it (CR 704.5m)', () => {
    expect(compileCard(BETROTHED).fullyEnforced).toBe(true);
    const out = scenario({
      you: { battlefield: [BEAR.name, { card: BETROTHED.name, attachedTo: 0 }, OTHER_BEAR.name] },
      actions: [{ do: 'activate', card: BETROTHED.name, ability: 0 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(expect.arrayContaining([BEAR.name, BETROTHED.name]));
    expect([entry(out, OTHER_BEAR.name).power, entry(out, OTHER_BEAR.name).toughness]).toEqual([4, 2]);
  });
});

describe('the enchanted creature as the source of damage (CR 120.1)', () => {
  it('CR 508.3a: "Whenever enchanted creature attacks, it deals 2 damage to any target"', () => {
    expect(compileCard(EXTRA_ARMS).fullyEnforced).toBe(true);
    const out = scenario({
      phase: 'combat',
      you: { battlefield: [BEAR.name, { card: EXTRA_ARMS.name, attachedTo: 0 }] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.events.some((event) => event.type === 'damage' && 'source' in event && event.source === BEAR.name)).toBe(true);
    expect(out.opponent.life).toBe(18);
  });

  it('CR 120.3: "Whenever enchanted creature is dealt damage, it deals that much damage to its controller"', () => {
    expect(compileCard(SHADOWS).fullyEnforced).toBe(true);
    const out = scenario({
      you: { life: 20, hand: [BOLT.name], battlefield: [BIG.name, { card: SHADOWS.name, attachedTo: 0 }, 'Mountain'] },
      actions: [{ do: 'cast', card: BOLT.name, targets: [BIG.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(17);
  });
});
