// Auras, third round: what an Aura gives or changes (CR 303.4, 613). Each test plays the card
// through the scenario runner and checks the state.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const KNIGHT = c('Dark Squire', '{1}{B}', 'Creature — Human Knight', '', '2', '2');
const ROCK = c('Mind Stone', '{2}', 'Artifact', '{T}: Add {C}.');
const WHITE_WARD = c('White Ward', '{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature has protection from white. This effect doesn't remove White Ward.");
const PACIFISM = c('Pacifism', '{1}{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature can't attack or block.");
const SPECTRA = c('Spectra Ward', '{3}{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets +2/+2 and has protection from all colors. This effect doesn't remove Auras.");
const TATTOO = c('Tattoo Ward', '{2}{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets +1/+1 and has protection from enchantments. This effect doesn't remove Tattoo Ward.");
const VASTWOOD = c('Vastwood Zendikon', '{4}{G}', 'Enchantment — Aura', "Enchant land\nEnchanted land is a 6/4 green Elemental creature. It's still a land.\nWhen enchanted land dies, return that card to its owner's hand.");
const WIND = c('Wind Zendikon', '{U}', 'Enchantment — Aura', "Enchant land\nEnchanted land is a 2/2 blue Elemental creature with flying. It's still a land.");
const ENSOUL = c('Ensoul Artifact', '{1}{U}', 'Enchantment — Aura', 'Enchant artifact\nEnchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.');
const NATURALIZE = c('Naturalize', '{1}{G}', 'Instant', 'Destroy target artifact or enchantment.');
const BOON = c('Phyrexian Boon', '{2}{B}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +2/+1 as long as it\'s black. Otherwise, it gets -1/-2.');
const BONDS = c('Bonds of Faith', '{1}{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets +2/+2 as long as it's a Human. Otherwise, it can't attack or block.");
const WREATH = c('Wreath of Geists', '{G}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +X/+X, where X is the number of creature cards in your graveyard.');
const MAYHEM = c('Taste for Mayhem', '{R}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +2/+0.\nHellbent — Enchanted creature gets an additional +2/+0 as long as you have no cards in hand.');
const VOW = c('Vow of Flight', '{2}{U}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets +2/+2, has flying, and can't attack you or a planeswalker you control.");
const BRACERS = c('Treetop Bracers', '{1}{G}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets +1/+1 and can't be blocked except by creatures with flying.");
const MODIFICATION = c('Aerial Modification', '{4}{W}', 'Enchantment — Aura', "Enchant creature or Vehicle\nAs long as enchanted permanent is a Vehicle, it's a creature in addition to its other types.\nEnchanted permanent gets +2/+2 and has flying.");
const VEHICLE = c('Sky Skiff', '{2}', 'Artifact — Vehicle', 'Flying\nCrew 1', '2', '3');
const SHIELD = c('Spectral Shield', '{1}{W}{U}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets +0/+2 and can't be the target of spells.");
const ANTI_MAGIC = c('Anti-Magic Aura', '{2}{U}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature can't be the target of spells and can't be enchanted by other Auras.");
const BOLT = c('Lightning Bolt', '{R}', 'Instant', 'Lightning Bolt deals 3 damage to any target.');
const GAUNTLETS = c('Gauntlets of Light', '{2}{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather than its power.');
const UNITY = c('Strength of Unity', '{3}{W}', 'Enchantment — Aura', 'Enchant creature\nDomain — Enchanted creature gets +1/+1 for each basic land type among lands you control.');
const FETTERS = c("Faith's Fetters", '{3}{W}', 'Enchantment — Aura', "Enchant permanent\nWhen Faith's Fetters enters the battlefield, you gain 4 life.\nEnchanted permanent can't attack or block, and its activated abilities can't be activated unless they're mana abilities.");
const BESTIARY = c('Bestiary Jr', '{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities with {T} in their costs can't be activated.");
const ELF = c('Pumping Elf', '{G}', 'Creature — Elf', '{T}: Add {G}.\n{G}: Pumping Elf gets +1/+1 until end of turn.', '1', '1');
const SERVITUDE = c('Grave Servitude', '{1}{B}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +3/-1 and is black.');
const DOOM_BLADE = c('Doom Blade', '{1}{B}', 'Instant', 'Destroy target nonblack creature.');
const ONI = c('Oni Possession', '{2}{B}', 'Enchantment — Aura', 'Enchant creature\nAt the beginning of your upkeep, sacrifice a creature.\nEnchanted creature gets +3/+3 and has trample.\nEnchanted creature is a Demon Spirit.');
const BEAR_LORD = c('Bear Chieftain', '{2}{G}', 'Creature — Bear', 'Other Bear creatures you control get +1/+1.', '2', '2');
const WINGS = c("On Serra's Wings", '{3}{W}', 'Legendary Enchantment — Aura', 'Enchant creature\nEnchanted creature is legendary, gets +1/+1, and has flying, vigilance, and lifelink.');
const CROWN = c('Ducal Crown Jr', '{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature is legendary.');
const REVOKE = c('Revoke Privileges', '{2}{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature can't attack, block, or crew Vehicles.");
const ANIMATE_WALL = c('Animate Wall', '{W}', 'Enchantment — Aura', "Enchant Wall\nEnchanted Wall can attack as though it didn't have defender.");
const WALL = c('Wall of Stone', '{1}{R}{R}', 'Creature — Wall', 'Defender', '0', '8');
const NEPHILIM = c('Blessing of the Nephilim', '{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+1 for each of its colors.');
const APPROACH = c("Death's Approach", '{B}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets -X/-X, where X is the number of creature cards in its controller's graveyard.");
const HIPPOGRIFF = c('Azorius Flyer', '{W}{U}', 'Creature — Bird', '', '2', '2');
const GIANT = c('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3', '3');
const DESTINY = c('Favorable Destiny', '{1}{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets +1/+2 as long as it's white.\nEnchanted creature has shroud as long as its controller controls another creature.");
const CARDS = [DESTINY, NEPHILIM, APPROACH, HIPPOGRIFF, GIANT, REVOKE, ANIMATE_WALL, WALL, CROWN, SERVITUDE, DOOM_BLADE, ONI, BEAR_LORD, WINGS, FETTERS, BESTIARY, ELF, SHIELD, ANTI_MAGIC, BOLT, GAUNTLETS, UNITY, BEAR, KNIGHT, ROCK, WHITE_WARD, PACIFISM, SPECTRA, TATTOO, VASTWOOD, WIND, ENSOUL, NATURALIZE, BOON, BONDS, WREATH, MAYHEM, VOW, BRACERS, MODIFICATION, VEHICLE];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const entry = (out: ReturnType<typeof run>, name: string) => out.you.battlefield.find((found) => found.card === name);
const pt = (out: ReturnType<typeof run>, name: string) => [entry(out, name)?.power, entry(out, name)?.toughness];

describe('protection an Aura gives, and what it does not remove (CR 303.4d, 702.16, 704.5m)', () => {
  it('CR 704.5m: "protection from white. This effect doesn\'t remove White Ward" puts another white Aura into the graveyard and keeps itself', () => {
    expect(compileCard(WHITE_WARD).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [WHITE_WARD.name], battlefield: [BEAR.name, { card: PACIFISM.name, attachedTo: 0 }, 'Plains'] },
      actions: [{ do: 'cast', card: WHITE_WARD.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([PACIFISM.name]);
    expect(entry(out, WHITE_WARD.name)).toBeDefined();
  });

  it('CR 702.16: "protection from all colors. This effect doesn\'t remove Auras" keeps every Aura and adds +2/+2', () => {
    expect(compileCard(SPECTRA).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [SPECTRA.name], battlefield: [BEAR.name, { card: PACIFISM.name, attachedTo: 0 }, 'Plains', 'Plains', 'Plains', 'Plains'] },
      actions: [{ do: 'cast', card: SPECTRA.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([]);
    expect(pt(out, BEAR.name)).toEqual([4, 4]);
  });

  it('CR 702.16a: "protection from enchantments" removes other Auras (an enchantment) but not Tattoo Ward', () => {
    expect(compileCard(TATTOO).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [TATTOO.name], battlefield: [BEAR.name, { card: PACIFISM.name, attachedTo: 0 }, 'Plains', 'Plains', 'Plains'] },
      actions: [{ do: 'cast', card: TATTOO.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([PACIFISM.name]);
    expect(pt(out, BEAR.name)).toEqual([3, 3]);
  });
});

describe('Auras that make a permanent a creature (CR 205.1b, 613.1d, 613.4b)', () => {
  it('CR 613.4b: a Zendikon makes the land a 6/4 creature that attacks, and it is still a land that taps for mana', () => {
    expect(compileCard(VASTWOOD).fullyEnforced).toBe(true);
    const out = scenario({
      phase: 'combat',
      you: { battlefield: ['Forest', { card: VASTWOOD.name, attachedTo: 0 }] },
      actions: [{ do: 'attack', attackers: ['Forest'] }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(14);
    expect(pt(out, 'Forest')).toEqual([6, 4]);
    const mana = scenario({ you: { battlefield: ['Forest', { card: VASTWOOD.name, attachedTo: 0 }] }, actions: [{ do: 'activate', card: 'Forest', ability: 0 }] });
    expect(mana.you.manaPool).toBe('{G}');
  });

  it('CR 702.9: "with flying" is granted with the animation; when the Aura leaves, the land is no creature any more', () => {
    expect(compileCard(WIND).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [NATURALIZE.name], battlefield: ['Island', 'Forest', 'Forest', { card: WIND.name, attachedTo: 0 }] },
      actions: [{ do: 'cast', card: NATURALIZE.name, targets: [WIND.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(WIND.name);
    expect(pt(out, 'Island')).toEqual([null, null]); // no creature now
    const animated = scenario({ you: { battlefield: ['Island', { card: WIND.name, attachedTo: 0 }] } });
    expect(pt(animated, 'Island')).toEqual([2, 2]);
    expect(compileCard(WIND).statics.map((ability) => ability.effect)).toContainEqual({ kind: 'enchanted gets', power: 0, toughness: 0, keywords: ['flying'] });
  });

  it('CR 205.1b: "Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types"', () => {
    expect(compileCard(ENSOUL).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [ENSOUL.name], battlefield: [ROCK.name, 'Island', 'Island'] },
      actions: [{ do: 'cast', card: ENSOUL.name, targets: [ROCK.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(pt(out, ROCK.name)).toEqual([5, 5]);
  });

  it('CR 611.3a: "As long as enchanted permanent is a Vehicle, it\'s a creature": the Vehicle attacks uncrewed with +2/+2', () => {
    expect(compileCard(MODIFICATION).fullyEnforced).toBe(true);
    const out = scenario({
      phase: 'combat',
      you: { battlefield: [VEHICLE.name, { card: MODIFICATION.name, attachedTo: 0 }] },
      actions: [{ do: 'attack', attackers: [VEHICLE.name] }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(16);
  });
});

describe('"as long as it\'s …. Otherwise, …" (CR 611.3a)', () => {
  it('CR 611.3a: Phyrexian Boon gives +2/+1 to a black creature and -1/-2 to a green one', () => {
    expect(compileCard(BOON).fullyEnforced).toBe(true);
    const black = scenario({ you: { battlefield: [KNIGHT.name, { card: BOON.name, attachedTo: 0 }] } });
    expect(pt(black, KNIGHT.name)).toEqual([4, 3]);
    const green = scenario({ you: { battlefield: [BEAR.name, { card: BOON.name, attachedTo: 0 }] } });
    expect(pt(green, BEAR.name)).toEqual([1, 0]);
  });

  it('CR 508.1c: Bonds of Faith — a Human gets +2/+2; a non-Human cannot attack', () => {
    expect(compileCard(BONDS).fullyEnforced).toBe(true);
    const human = scenario({ phase: 'combat', you: { battlefield: [KNIGHT.name, { card: BONDS.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [KNIGHT.name] }] });
    expect(human.ok).toBe(true);
    expect(human.opponent.life).toBe(16);
    const bear = scenario({ phase: 'combat', you: { battlefield: [BEAR.name, { card: BONDS.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });
    expect(bear.ok).toBe(false);
    expect(pt(bear, BEAR.name)).toEqual([2, 2]);
  });
});

describe('counted and conditional bonuses (CR 613.4c)', () => {
  it('"gets +X/+X, where X is the number of creature cards in your graveyard" counts creature cards only', () => {
    expect(compileCard(WREATH).fullyEnforced).toBe(true);
    const out = scenario({ you: { battlefield: [BEAR.name, { card: WREATH.name, attachedTo: 0 }], graveyard: [KNIGHT.name, KNIGHT.name, 'Forest'] } });
    expect(pt(out, BEAR.name)).toEqual([4, 4]);
  });

  it('CR 611.3a: Hellbent — "an additional +2/+0 as long as you have no cards in hand"', () => {
    expect(compileCard(MAYHEM).fullyEnforced).toBe(true);
    const empty = scenario({ you: { battlefield: [BEAR.name, { card: MAYHEM.name, attachedTo: 0 }] } });
    expect(pt(empty, BEAR.name)).toEqual([6, 2]);
    const holding = scenario({ you: { hand: ['Forest'], battlefield: [BEAR.name, { card: MAYHEM.name, attachedTo: 0 }] } });
    expect(pt(holding, BEAR.name)).toEqual([4, 2]);
  });
});

describe('block and attack rules the goldfish cannot break (CR 509.1b)', () => {
  it('Vow of Flight and Treetop Bracers: the bonus and keyword apply; the rule about blocks and attacks on you is kept as such', () => {
    expect(compileCard(VOW).fullyEnforced).toBe(true);
    expect(compileCard(BRACERS).fullyEnforced).toBe(true);
    const out = scenario({ you: { battlefield: [BEAR.name, { card: VOW.name, attachedTo: 0 }, { card: BRACERS.name, attachedTo: 0 }] } });
    expect(pt(out, BEAR.name)).toEqual([5, 5]);
    expect(compileCard(BRACERS).statics.map((ability) => ability.effect)).toContainEqual({ kind: 'blocking restriction', text: "can't be blocked except by creatures with flying" });
  });
});

describe('rules an Aura sets for targets, other Auras and combat damage', () => {
  it('CR 115.4: "can\'t be the target of spells" refuses a Lightning Bolt aimed at the enchanted creature', () => {
    expect(compileCard(SHIELD).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [BOLT.name], battlefield: [BEAR.name, { card: SHIELD.name, attachedTo: 0 }, 'Mountain'] },
      actions: [{ do: 'cast', card: BOLT.name, targets: [BEAR.name] }],
    });
    expect(out.ok).toBe(false);
    expect(out.you.hand).toEqual([BOLT.name]);
    const free = scenario({ you: { hand: [BOLT.name], battlefield: [BEAR.name, 'Mountain'] }, actions: [{ do: 'cast', card: BOLT.name, targets: [BEAR.name] }] });
    expect(free.ok).toBe(true);
  });

  it('CR 303.4: "can\'t be enchanted by other Auras" refuses an Aura spell, and a second Aura already there falls off (CR 704.5m)', () => {
    expect(compileCard(ANTI_MAGIC).fullyEnforced).toBe(true);
    const cast = scenario({
      you: { hand: [PACIFISM.name], battlefield: [BEAR.name, { card: ANTI_MAGIC.name, attachedTo: 0 }, 'Plains', 'Plains'] },
      actions: [{ do: 'cast', card: PACIFISM.name, targets: [BEAR.name] }],
    });
    expect(cast.ok).toBe(false);
    const present = scenario({
      you: { hand: [ANTI_MAGIC.name], battlefield: [BEAR.name, { card: PACIFISM.name, attachedTo: 0 }, 'Island', 'Island', 'Island'] },
      actions: [{ do: 'cast', card: ANTI_MAGIC.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(present.ok).toBe(true);
    expect(present.you.graveyard).toEqual([PACIFISM.name]);
    expect(entry(present, ANTI_MAGIC.name)).toBeDefined();
  });

  it('CR 510.1a: "assigns combat damage equal to its toughness rather than its power": a 2/4 deals 4', () => {
    expect(compileCard(GAUNTLETS).fullyEnforced).toBe(true);
    const out = scenario({ phase: 'combat', you: { battlefield: [BEAR.name, { card: GAUNTLETS.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(16);
  });

  it('CR 305.6: Domain counts the basic land types among your lands (Forest, Island, Island: two)', () => {
    expect(compileCard(UNITY).fullyEnforced).toBe(true);
    const out = scenario({ you: { battlefield: [BEAR.name, { card: UNITY.name, attachedTo: 0 }, 'Forest', 'Island', 'Island'] } });
    expect(pt(out, BEAR.name)).toEqual([4, 4]);
  });
});

describe('activated abilities an Aura forbids (CR 602.5)', () => {
  it('CR 605.1a: Faith\'s Fetters forbids every activated ability but mana abilities', () => {
    expect(compileCard(FETTERS).fullyEnforced).toBe(true);
    const fettered = (ability: number) => scenario({ you: { battlefield: [ELF.name, { card: FETTERS.name, attachedTo: 0 }, 'Forest'] }, actions: [{ do: 'activate', card: ELF.name, ability }] });
    expect(fettered(0).ok).toBe(true);
    expect(fettered(0).you.manaPool).toBe('{G}');
    expect(fettered(1).ok).toBe(false);
  });

  it('"its activated abilities with {T} in their costs can\'t be activated": the {G} pump still works, the {T} ability does not', () => {
    expect(compileCard(BESTIARY).fullyEnforced).toBe(true);
    const held = (ability: number) => scenario({ you: { battlefield: [ELF.name, { card: BESTIARY.name, attachedTo: 0 }, 'Forest'] }, actions: [{ do: 'activate', card: ELF.name, ability }] });
    expect(held(0).ok).toBe(false);
    const pumped = held(1);
    expect(pumped.ok).toBe(true);
    expect(pt(pumped, ELF.name)).toEqual([1, 1]); // on the stack until it resolves
  });
});

describe('characteristics an Aura sets (CR 205.1b, 105.3, 613.1d–e)', () => {
  it('CR 105.3: "is black" makes it black, so "Destroy target nonblack creature" cannot target it', () => {
    expect(compileCard(SERVITUDE).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [DOOM_BLADE.name], battlefield: [BEAR.name, { card: SERVITUDE.name, attachedTo: 0 }, 'Swamp', 'Swamp'] },
      actions: [{ do: 'cast', card: DOOM_BLADE.name, targets: [BEAR.name] }],
    });
    expect(out.ok).toBe(false);
    expect(pt(out, BEAR.name)).toEqual([5, 1]);
  });

  it('CR 205.1b: "is a Demon Spirit" replaces its creature types: a Bear lord no longer pumps it', () => {
    expect(compileCard(ONI).fullyEnforced).toBe(true);
    const out = scenario({ you: { battlefield: [BEAR.name, { card: ONI.name, attachedTo: 0 }, BEAR_LORD.name] } });
    expect(pt(out, BEAR.name)).toEqual([5, 5]);
    const plain = scenario({ you: { battlefield: [BEAR.name, BEAR_LORD.name] } });
    expect(pt(plain, BEAR.name)).toEqual([3, 3]);
  });

  it('CR 704.5j: "is legendary" puts the legend rule on two same-named creatures that each have it', () => {
    expect(compileCard(WINGS).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [WINGS.name], battlefield: [BEAR.name, BEAR.name, { card: WINGS.name, attachedTo: 0 }, 'Plains', 'Plains', 'Plains', 'Plains'] },
    });
    expect(out.you.battlefield.filter((found) => found.card === BEAR.name)).toHaveLength(2); // only one is legendary
    expect(pt(out, BEAR.name)).toEqual([3, 3]);
    const both = scenario({ you: { hand: [CROWN.name], battlefield: [BEAR.name, BEAR.name, { card: CROWN.name, attachedTo: 0 }, 'Plains'] }, actions: [{ do: 'cast', card: CROWN.name, targets: [{ name: BEAR.name, zone: 'battlefield', index: 1 }] }, { do: 'resolve' }] });
    expect(both.ok).toBe(true);
    expect(both.you.battlefield.filter((found) => found.card === BEAR.name)).toHaveLength(1);
    expect(both.you.graveyard).toContain(BEAR.name);
  });
});

describe('attack and crew rules of the enchanted creature', () => {
  it('CR 702.122a: "can\'t attack, block, or crew Vehicles": the only other creature cannot crew', () => {
    expect(compileCard(REVOKE).fullyEnforced).toBe(true);
    const crew = (withAura: boolean) => scenario({ you: { battlefield: [BEAR.name, ...(withAura ? [{ card: REVOKE.name, attachedTo: 0 }] : []), VEHICLE.name] }, actions: [{ do: 'activate', card: VEHICLE.name, ability: 0 }] });
    expect(crew(false).ok).toBe(true);
    expect(crew(true).ok).toBe(false);
  });

  it('CR 702.3b: "Enchanted Wall can attack as though it didn\'t have defender"', () => {
    expect(compileCard(ANIMATE_WALL).fullyEnforced).toBe(true);
    const attack = (withAura: boolean) => scenario({ phase: 'combat', you: { battlefield: [WALL.name, ...(withAura ? [{ card: ANIMATE_WALL.name, attachedTo: 0 }] : [])] }, actions: [{ do: 'attack', attackers: [WALL.name] }] });
    expect(attack(false).error?.message).toBe('Wall of Stone has defender');
    expect(attack(true).ok).toBe(true);
  });
});

describe('counts about the enchanted creature (CR 105.2, 613.4c)', () => {
  it('"+1/+1 for each of its colors": a white and blue creature gets +2/+2, a green one +1/+1', () => {
    expect(compileCard(NEPHILIM).fullyEnforced).toBe(true);
    const two = scenario({ you: { battlefield: [HIPPOGRIFF.name, { card: NEPHILIM.name, attachedTo: 0 }] } });
    expect(pt(two, HIPPOGRIFF.name)).toEqual([4, 4]);
    const one = scenario({ you: { battlefield: [BEAR.name, { card: NEPHILIM.name, attachedTo: 0 }] } });
    expect(pt(one, BEAR.name)).toEqual([3, 3]);
  });

  it('"-X/-X, where X is the number of creature cards in its controller\'s graveyard" counts the graveyard of the enchanted creature\'s controller', () => {
    expect(compileCard(APPROACH).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [APPROACH.name], battlefield: ['Swamp'], graveyard: [BEAR.name, BEAR.name, BEAR.name] },
      opponent: { battlefield: [GIANT.name], graveyard: [KNIGHT.name, 'Forest'] },
      actions: [{ do: 'cast', card: APPROACH.name, targets: [GIANT.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    const giant = out.opponent.battlefield.find((found) => found.card === GIANT.name);
    expect([giant?.power, giant?.toughness]).toEqual([2, 2]); // one creature card in the goldfish's graveyard, not your three
  });
});

describe('conditions on the enchanted creature\'s controller (CR 611.3a)', () => {
  it('CR 702.18: "has shroud as long as its controller controls another creature": a Bolt cannot target it beside another creature, but can when it is alone', () => {
    expect(compileCard(DESTINY).fullyEnforced).toBe(true);
    const bolt = (others: string[]) => scenario({
      you: { hand: [BOLT.name], battlefield: [BEAR.name, { card: DESTINY.name, attachedTo: 0 }, ...others, 'Mountain'] },
      actions: [{ do: 'cast', card: BOLT.name, targets: [BEAR.name] }],
    });
    expect(bolt([GIANT.name]).ok).toBe(false);
    expect(bolt([]).ok).toBe(true);
    expect(pt(bolt([]), BEAR.name)).toEqual([2, 2]); // green: no +1/+2
  });
});
