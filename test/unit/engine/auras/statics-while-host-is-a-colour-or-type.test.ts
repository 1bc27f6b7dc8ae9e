// Auras, second round: statics that hold only while the enchanted permanent is a colour or a type
// ("As long as enchanted creature is white, it gets +1/+1 and has lifelink"). Each test plays the
// card through the scenario runner.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const KNIGHT = c('Pale Squire', '{1}{W}', 'Creature — Human Knight', '', '2', '2');
const GOBLIN = c('Goblin Piker', '{1}{R}', 'Creature — Goblin', '', '2', '1');
const WHITE_WARD = c('Pearl Shard Jr', '{W}', 'Enchantment — Aura', 'Enchant creature\nAs long as enchanted creature is white, it gets +1/+1 and has lifelink.');
const HUMAN_RIDER = c('Human Rider Jr', '{G}', 'Enchantment — Aura', 'Enchant creature\nAs long as enchanted creature is a Human, it gets +2/+0 and has "{T}: This creature deals 1 damage to any target."');
const MOUNTAIN_AURA = c('Goblin Valley Jr', '{R}', 'Enchantment — Aura', 'Enchant land\nAs long as enchanted land is a basic Mountain, Goblin creatures get +1/+1.');
const WARD = c('Pentarch Ward Jr', '{2}{W}', 'Enchantment — Aura', "Enchant creature\nAs Pentarch Ward Jr enters the battlefield, choose a color.\nEnchanted creature has protection from the chosen color. This effect doesn't remove Pentarch Ward Jr.");
const BOLT = c('Lightning Bolt', '{R}', 'Instant', 'Lightning Bolt deals 3 damage to any target.');
const GHOULFLESH = c('Ghoulflesh Jr', '{B}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets -1/-1 and is a black Zombie in addition to its other colors and types.');
const LORD = c('Zombie Master Jr', '{1}{B}{B}', 'Creature — Zombie', 'Other Zombie creatures you control get +1/+1.', '2', '3');
const DOOM_BLADE = c('Doom Blade', '{1}{B}', 'Instant', 'Destroy target nonblack creature.');
const GENJU = c('Genju Jr', '{R}', 'Enchantment — Aura', 'Enchant Mountain\nWhen enchanted Mountain is put into a graveyard, you may return Genju Jr from your graveyard to your hand.');
const STONE_RAIN = c('Stone Rain', '{2}{R}', 'Sorcery', 'Destroy target land.');
const RELIC_CHARM = c('Relic Keeper Jr', '{U}', 'Enchantment — Aura', "Enchant artifact\nWhen enchanted artifact is put into a graveyard, return that card to its owner's hand.");
const SHATTER = c('Shatter', '{1}{R}', 'Instant', 'Destroy target artifact.');
const ROCK = c('Mind Stone', '{2}', 'Artifact', '{T}: Add {C}.');
const POSSESSION = c('Sinister Possession Jr', '{B}', 'Enchantment — Aura', 'Enchant creature\nWhenever enchanted creature attacks or blocks, its controller loses 2 life.');
const ATTRACTION = c('Fatal Attraction Jr', '{2}{R}', 'Enchantment — Aura', 'Enchant creature\nWhen Fatal Attraction Jr enters the battlefield, it deals 2 damage to enchanted creature.');
const PRISMATIC = c('Prismatic Ward Jr', '{1}{W}', 'Enchantment — Aura', 'Enchant creature\nAs Prismatic Ward Jr enters the battlefield, choose a color.\nPrevent all damage that would be dealt to enchanted creature by sources of the chosen color.');
const CARDS = [PRISMATIC, ATTRACTION, POSSESSION, GENJU, STONE_RAIN, RELIC_CHARM, SHATTER, ROCK, GHOULFLESH, LORD, DOOM_BLADE, BEAR, KNIGHT, GOBLIN, WHITE_WARD, HUMAN_RIDER, MOUNTAIN_AURA, WARD, BOLT];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const pt = (out: ReturnType<typeof run>, name: string) => {
  const entry = out.you.battlefield.find((found) => found.card === name)!;
  return [entry.power, entry.toughness];
};

describe('"As long as enchanted creature is …" (CR 611.3a, 613)', () => {
  it('CR 611.3a: the bonus applies while the enchanted creature is white, and not on a green one', () => {
    expect(compileCard(WHITE_WARD).fullyEnforced).toBe(true);
    const white = scenario({
      you: { hand: [WHITE_WARD.name], battlefield: [KNIGHT.name, 'Plains'] },
      actions: [{ do: 'cast', card: WHITE_WARD.name, targets: [KNIGHT.name] }, { do: 'resolve' }],
    });
    expect(white.ok).toBe(true);
    expect(pt(white, KNIGHT.name)).toEqual([3, 3]);
    const green = scenario({
      you: { hand: [WHITE_WARD.name], battlefield: [BEAR.name, 'Plains'] },
      actions: [{ do: 'cast', card: WHITE_WARD.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(green.ok).toBe(true);
    expect(pt(green, BEAR.name)).toEqual([2, 2]);
  });

  it('CR 611.3a, 613.1f: a granted ability exists only while the condition holds (a Human can use it, a Bear cannot)', () => {
    expect(compileCard(HUMAN_RIDER).fullyEnforced).toBe(true);
    const human = scenario({
      you: { hand: [HUMAN_RIDER.name], battlefield: [KNIGHT.name, 'Forest'] },
      actions: [{ do: 'cast', card: HUMAN_RIDER.name, targets: [KNIGHT.name] }, { do: 'resolve' }, { do: 'activate', card: KNIGHT.name, ability: 0, targets: ['opponent'] }, { do: 'resolve' }],
    });
    expect(human.ok).toBe(true);
    expect(pt(human, KNIGHT.name)).toEqual([4, 2]);
    expect(human.opponent.life).toBe(19);
    const bear = scenario({
      you: { hand: [HUMAN_RIDER.name], battlefield: [BEAR.name, 'Forest'] },
      actions: [{ do: 'cast', card: HUMAN_RIDER.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'activate', card: BEAR.name, ability: 0, targets: ['opponent'] }],
    });
    expect(bear.ok).toBe(false);
    expect(pt(bear, BEAR.name)).toEqual([2, 2]);
  });

  it('CR 611.3a: "As long as enchanted land is a basic Mountain, Goblin creatures get +1/+1"', () => {
    expect(compileCard(MOUNTAIN_AURA).fullyEnforced).toBe(true);
    const mountain = scenario({
      you: { hand: [MOUNTAIN_AURA.name], battlefield: [GOBLIN.name, 'Mountain'] },
      actions: [{ do: 'cast', card: MOUNTAIN_AURA.name, targets: ['Mountain'] }, { do: 'resolve' }],
    });
    expect(mountain.ok).toBe(true);
    expect(pt(mountain, GOBLIN.name)).toEqual([3, 2]);
    const forest = scenario({
      you: { hand: [MOUNTAIN_AURA.name], battlefield: [GOBLIN.name, 'Forest', 'Mountain'] },
      actions: [{ do: 'cast', card: MOUNTAIN_AURA.name, targets: ['Forest'] }, { do: 'resolve' }],
    });
    expect(forest.ok).toBe(true);
    expect(pt(forest, GOBLIN.name)).toEqual([2, 1]);
  });
});

describe('"Enchanted creature has protection from the chosen color" (CR 614.12, 702.16)', () => {
  const cast = (choice: string) =>
    scenario({
      you: { hand: [WARD.name, BOLT.name], battlefield: [BEAR.name, 'Plains', 'Plains', 'Plains', 'Mountain'] },
      actions: [{ do: 'cast', card: WARD.name, targets: [BEAR.name] }, { do: 'resolve', choice }, { do: 'cast', card: BOLT.name, targets: [BEAR.name] }],
    });

  it('CR 702.16b: protection from the colour chosen as the Aura entered: a red spell cannot target the creature, and the Aura stays', () => {
    expect(compileCard(WARD).fullyEnforced).toBe(true);
    const red = cast('red');
    expect(red.ok).toBe(false);
    expect(red.you.battlefield.map((entry) => entry.card)).toContain(WARD.name);
    expect(red.you.hand).toContain(BOLT.name);
  });

  it('CR 702.16: another colour chosen gives no protection from red', () => {
    const blue = cast('blue');
    expect(blue.ok).toBe(true);
  });
});

describe('"… is a black Zombie in addition to its other colors and types" (CR 205.1b, 105.3, 613.1d-e)', () => {
  it('CR 613.1d: the enchanted creature is a Zombie too (a Zombie lord pumps it) and keeps its own types', () => {
    expect(compileCard(GHOULFLESH).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [GHOULFLESH.name], battlefield: [BEAR.name, LORD.name, 'Swamp'] },
      actions: [{ do: 'cast', card: GHOULFLESH.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    // 2/2, -1/-1 from the Aura, +1/+1 from the lord for being a Zombie now.
    expect(pt(out, BEAR.name)).toEqual([2, 2]);
  });

  it('CR 613.1e: it is black too: "target nonblack creature" cannot choose it, and without the Aura it could', () => {
    const enchanted = scenario({
      you: { hand: [GHOULFLESH.name, DOOM_BLADE.name], battlefield: [BEAR.name, 'Swamp', 'Swamp', 'Swamp'] },
      actions: [{ do: 'cast', card: GHOULFLESH.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'cast', card: DOOM_BLADE.name, targets: [BEAR.name] }],
    });
    expect(enchanted.ok).toBe(false);
    expect(enchanted.you.hand).toContain(DOOM_BLADE.name);
    const plain = scenario({
      you: { hand: [DOOM_BLADE.name], battlefield: [BEAR.name, 'Swamp', 'Swamp'] },
      actions: [{ do: 'cast', card: DOOM_BLADE.name, targets: [BEAR.name] }],
    });
    expect(plain.ok).toBe(true);
  });
});

describe('"When enchanted Mountain / artifact is put into a graveyard" (CR 603.10a, 704.5m)', () => {
  it('CR 603.10a, 704.5m: the Mountain goes, the Aura follows it to the graveyard, and its trigger returns it to your hand', () => {
    expect(compileCard(GENJU).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [GENJU.name, STONE_RAIN.name], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      actions: [{ do: 'cast', card: GENJU.name, targets: ['Mountain'] }, { do: 'resolve' }, { do: 'cast', card: STONE_RAIN.name, targets: [{ name: 'Mountain', zone: 'battlefield', index: 0 }] }, { do: 'resolve' }, { do: 'resolve', choice: true }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toContain(GENJU.name);
    expect(out.you.graveyard).toContain('Mountain');
    expect(out.you.graveyard).not.toContain(GENJU.name);
  });

  it('CR 603.10a: "return that card to its owner\'s hand" brings the destroyed artifact back', () => {
    expect(compileCard(RELIC_CHARM).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [RELIC_CHARM.name, SHATTER.name], battlefield: [ROCK.name, 'Island', 'Mountain', 'Mountain'] },
      actions: [{ do: 'cast', card: RELIC_CHARM.name, targets: [ROCK.name] }, { do: 'resolve' }, { do: 'cast', card: SHATTER.name, targets: [ROCK.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toContain(ROCK.name);
    expect(out.you.graveyard).toContain(RELIC_CHARM.name);
  });
});

describe('"Whenever enchanted creature attacks or blocks, its controller loses N life" (CR 508.3a)', () => {
  it('CR 508.3a: the attack triggers it, and "its controller" is the attacking creature\'s controller', () => {
    expect(compileCard(POSSESSION).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [POSSESSION.name], battlefield: [BEAR.name, 'Swamp'] },
      actions: [{ do: 'cast', card: POSSESSION.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(18);
    expect(out.opponent.life).toBe(20);
  });
});

describe('"~ deals N damage to enchanted creature" (CR 120.3)', () => {
  it('CR 120.3, 704.5g: the enters trigger deals 2 damage to the enchanted 2/2, which dies', () => {
    expect(compileCard(ATTRACTION).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [ATTRACTION.name], battlefield: [BEAR.name, 'Mountain', 'Mountain', 'Mountain'] },
      actions: [{ do: 'cast', card: ATTRACTION.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(BEAR.name);
  });
});

describe('"Prevent all damage … by sources of the chosen color" (CR 614.12, 615.1)', () => {
  const bolted = (choice: string) =>
    scenario({
      you: { hand: [PRISMATIC.name, BOLT.name], battlefield: [BEAR.name, 'Plains', 'Plains', 'Mountain'] },
      actions: [{ do: 'cast', card: PRISMATIC.name, targets: [BEAR.name] }, { do: 'resolve', choice }, { do: 'cast', card: BOLT.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });

  it('CR 615.1: red chosen, a red Lightning Bolt\'s damage to the creature is prevented; blue chosen, it dies', () => {
    expect(compileCard(PRISMATIC).fullyEnforced).toBe(true);
    const red = bolted('red');
    expect(red.ok).toBe(true);
    expect(red.you.battlefield.map((entry) => entry.card)).toContain(BEAR.name);
    const blue = bolted('blue');
    expect(blue.ok).toBe(true);
    expect(blue.you.graveyard).toContain(BEAR.name);
  });
});
