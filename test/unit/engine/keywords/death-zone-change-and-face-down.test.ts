// Death, zone-change and enters-the-battlefield keywords, ETB sentences and face-down cards
// (docs/rules-lifecycle.md), each played through the engine by a scenario.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { gameFromScenario, legalActions } from '../../../../app/engine/index.ts';
import { tableView } from '../../../../app/goldfish/table-view.ts';
import { eventsOf, run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const BOLT = c('Bolt', '{R}', 'Instant', 'Bolt deals 3 damage to any target.');
const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain'];
const FINKS = c('Kitchen Finks', '{1}{G/W}{G/W}', 'Creature — Ouphe', 'Persist', '3', '2');
const ZOMBIE = c('Young Wolf', '{G}', 'Creature — Wolf', 'Undying', '1', '1');

/** A scenario with the cards given, mountains for Bolt, and these actions. */
function scenario(cards: CardDefinition[], you: Record<string, unknown>, actions: unknown[], extra: Record<string, unknown> = {}) {
  return run({ cards: [BOLT, ...cards], you, actions, ...extra });
}

const permanent = (output: ReturnType<typeof run>, name: string) => output.you.battlefield.find((entry) => entry.card === name);

describe('persist and undying', () => {
  it('CR 702.79a: persist returns the creature with a -1/-1 counter, once', () => {
    const bolt = { do: 'cast', card: 'Bolt', targets: [{ name: 'Kitchen Finks', zone: 'battlefield' }] };
    const once = scenario([FINKS], { battlefield: ['Kitchen Finks', ...MOUNTAINS], hand: ['Bolt', 'Bolt'] }, [bolt, { do: 'resolve_all' }]);
    expect(once.ok).toBe(true);
    const back = permanent(once, 'Kitchen Finks');
    expect(back?.counters).toEqual({ '-1/-1': 1 });
    expect([back?.power, back?.toughness]).toEqual([2, 1]);
    // With the counter on it, the intervening "if" fails: it stays in the graveyard.
    const twice = scenario([FINKS], { battlefield: ['Kitchen Finks', ...MOUNTAINS], hand: ['Bolt', 'Bolt'] }, [bolt, { do: 'resolve_all' }, bolt, { do: 'resolve_all' }]);
    expect(permanent(twice, 'Kitchen Finks')).toBeUndefined();
    expect(twice.you.graveyard).toContain('Kitchen Finks');
  });

  it('CR 702.93a: undying returns the creature with a +1/+1 counter, and not again while it has one', () => {
    const bolt = { do: 'cast', card: 'Bolt', targets: [{ name: 'Young Wolf', zone: 'battlefield' }] };
    const once = scenario([ZOMBIE], { battlefield: ['Young Wolf', ...MOUNTAINS], hand: ['Bolt', 'Bolt'] }, [bolt, { do: 'resolve_all' }]);
    expect(permanent(once, 'Young Wolf')?.counters).toEqual({ '+1/+1': 1 });
    expect(permanent(once, 'Young Wolf')?.power).toBe(2);
    const twice = scenario([ZOMBIE], { battlefield: ['Young Wolf', ...MOUNTAINS], hand: ['Bolt', 'Bolt'] }, [bolt, { do: 'resolve_all' }, bolt, { do: 'resolve_all' }]);
    expect(twice.you.graveyard).toContain('Young Wolf');
  });
});

describe('soulshift and afterlife', () => {
  const SHIFTER = c('Thief of Hope', '{2}{B}', 'Creature — Spirit', 'Soulshift 2', '2', '2');
  const SMALL_SPIRIT = c('Small Spirit', '{1}{B}', 'Creature — Spirit', '', '1', '1');
  const BIG_SPIRIT = c('Big Spirit', '{4}{B}', 'Creature — Spirit', '', '4', '4');

  it('CR 702.46a: soulshift N returns a Spirit card with mana value N or less from your graveyard to your hand', () => {
    const output = scenario([SHIFTER, SMALL_SPIRIT, BIG_SPIRIT], { battlefield: ['Thief of Hope', ...MOUNTAINS], hand: ['Bolt'], graveyard: ['Big Spirit', 'Small Spirit'] }, [
      { do: 'cast', card: 'Bolt', targets: [{ name: 'Thief of Hope', zone: 'battlefield' }] },
      { do: 'resolve' },
      { do: 'resolve', choice: true },
    ]);
    expect(output.ok).toBe(true);
    expect(output.you.hand).toEqual(['Small Spirit']);
    expect(output.you.graveyard).toEqual(expect.arrayContaining(['Big Spirit', 'Thief of Hope']));
  });

  it('CR 702.135a: afterlife N creates N 1/1 white and black Spirit tokens with flying', () => {
    const AFTER = c('Ministrant', '{1}{W}', 'Creature — Human', 'Afterlife 2', '1', '1');
    const output = scenario([AFTER], { battlefield: ['Ministrant', ...MOUNTAINS], hand: ['Bolt'] }, [
      { do: 'cast', card: 'Bolt', targets: [{ name: 'Ministrant', zone: 'battlefield' }] },
      { do: 'resolve_all' },
    ]);
    expect(output.you.battlefield.filter((entry) => entry.card === 'Spirit')).toHaveLength(2);
  });
});

describe('unearth', () => {
  const RAIDER = c('Dregscape Zombie', '{1}{B}', 'Creature — Zombie', 'Unearth {B}', '2', '1');

  it('CR 702.84a: returns from the graveyard with haste and is exiled at the beginning of the next end step', () => {
    const output = scenario([RAIDER], { battlefield: ['Swamp'], graveyard: ['Dregscape Zombie'] }, [
      { do: 'activate', card: 'Dregscape Zombie', ability: 'unearth' },
      { do: 'resolve' },
      { do: 'next_phase' },
      { do: 'attack', attackers: ['Dregscape Zombie'] },
    ]);
    expect(output.ok).toBe(true);
    expect(output.opponent.life).toBe(18); // haste: it attacks the turn it returns
    const ended = scenario([RAIDER], { battlefield: ['Swamp'], graveyard: ['Dregscape Zombie'] }, [
      { do: 'activate', card: 'Dregscape Zombie', ability: 'unearth' },
      { do: 'resolve' },
      { do: 'next_phase' },
      { do: 'next_phase' },
      { do: 'next_phase' },
      { do: 'resolve' }, // CR 603.7: the delayed "exile it" trigger uses the stack
    ]);
    expect(ended.phase).toBe('end');
    expect(ended.you.exile).toEqual(['Dregscape Zombie']);
  });

  it('CR 702.84a: if it would leave the battlefield it is exiled instead, and only as a sorcery from the graveyard', () => {
    const output = scenario([RAIDER], { battlefield: ['Swamp', ...MOUNTAINS], graveyard: ['Dregscape Zombie'], hand: ['Bolt'] }, [
      { do: 'activate', card: 'Dregscape Zombie', ability: 'unearth' },
      { do: 'resolve' },
      { do: 'cast', card: 'Bolt', targets: [{ name: 'Dregscape Zombie', zone: 'battlefield' }] },
      { do: 'resolve' },
    ]);
    expect(output.you.exile).toEqual(['Dregscape Zombie']);
    expect(output.you.graveyard).toEqual(['Bolt']);
    const upkeep = scenario([RAIDER], { battlefield: ['Swamp'], graveyard: ['Dregscape Zombie'] }, [{ do: 'activate', card: 'Dregscape Zombie', ability: 'unearth' }], { phase: 'upkeep' });
    expect(upkeep.ok).toBe(false);
  });
});

describe('modular and graft', () => {
  const MODULAR = c('Arcbound Worker Jr', '{1}', 'Artifact Creature — Construct', 'Modular 2', '0', '0');
  const GOLEM = c('Golem', '{3}', 'Artifact Creature — Golem', '', '2', '2');

  it('CR 702.43a: modular enters with N counters and, when it dies, may move them to target artifact creature', () => {
    const output = scenario([MODULAR, GOLEM], { battlefield: ['Golem', ...MOUNTAINS], hand: ['Arcbound Worker Jr', 'Bolt'] }, [
      { do: 'cast', card: 'Arcbound Worker Jr' },
      { do: 'resolve' },
      { do: 'cast', card: 'Bolt', targets: [{ name: 'Arcbound Worker Jr', zone: 'battlefield' }] },
      { do: 'resolve' },
      { do: 'resolve', choice: true },
    ]);
    expect(output.ok).toBe(true);
    expect(permanent(output, 'Golem')?.counters).toEqual({ '+1/+1': 2 });
  });

  it('CR 702.58a: graft moves a +1/+1 counter onto a creature that enters when you choose to', () => {
    const GRAFTER = c('Grafter', '{2}{G}', 'Creature — Plant', 'Graft 2', '0', '0');
    const ELF = c('Elf', '{G}', 'Creature — Elf', '', '1', '1');
    const output = scenario([GRAFTER, ELF], { battlefield: [{ card: 'Grafter', counters: { '+1/+1': 2 } }, 'Forest'], hand: ['Elf'] }, [
      { do: 'cast', card: 'Elf' },
      { do: 'resolve' },
      { do: 'resolve', choice: true },
    ]);
    expect(output.ok).toBe(true);
    expect(permanent(output, 'Elf')?.counters).toEqual({ '+1/+1': 1 });
    expect(permanent(output, 'Grafter')?.counters).toEqual({ '+1/+1': 1 });
  });
});

describe('embalm and eternalize', () => {
  const MUMMY = c('Sacred Cat Jr', '{W}', 'Creature — Cat', 'Lifelink\nEmbalm {W}', '1', '1');
  const GIANT = c('Dread Wanderer Jr', '{B}', 'Creature — Zombie Jackal', 'Eternalize {2}{B}', '2', '1');

  it('CR 702.128a: embalm exiles the card as a cost and creates a white Zombie token copy with no mana cost, only as a sorcery', () => {
    const output = scenario([MUMMY], { battlefield: ['Plains'], graveyard: ['Sacred Cat Jr'] }, [{ do: 'activate', card: 'Sacred Cat Jr', ability: 'embalm' }, { do: 'resolve' }]);
    expect(output.ok).toBe(true);
    expect(output.you.exile).toEqual(['Sacred Cat Jr']);
    expect(permanent(output, 'Sacred Cat Jr')).toMatchObject({ power: 1, toughness: 1 });
    expect(eventsOf(output, 'token').map((event) => event.card)).toEqual(['Sacred Cat Jr']);
    const instant = scenario([MUMMY], { battlefield: ['Plains'], graveyard: ['Sacred Cat Jr'] }, [{ do: 'activate', card: 'Sacred Cat Jr', ability: 'embalm' }], { phase: 'combat' });
    expect(instant.ok).toBe(false);
  });

  it('CR 702.129a: eternalize makes the token copy a 4/4 black Zombie', () => {
    const output = scenario([GIANT], { battlefield: ['Swamp', 'Swamp', 'Swamp'], graveyard: ['Dread Wanderer Jr'] }, [{ do: 'activate', card: 'Dread Wanderer Jr', ability: 'eternalize' }, { do: 'resolve' }]);
    expect(permanent(output, 'Dread Wanderer Jr')).toMatchObject({ power: 4, toughness: 4 });
  });
});

describe('enters-the-battlefield keywords', () => {
  it('CR 702.92a: living weapon creates a 0/0 black Phyrexian Germ and attaches the Equipment to it', () => {
    const SWORD = c('Batterskull Jr', '{2}', 'Artifact — Equipment', 'Living weapon\nEquipped creature gets +2/+2.\nEquip {3}');
    const output = scenario([SWORD], { battlefield: ['Plains', 'Plains'], hand: ['Batterskull Jr'] }, [{ do: 'cast', card: 'Batterskull Jr' }, { do: 'resolve_all' }]);
    const germ = permanent(output, 'Phyrexian Germ');
    expect([germ?.power, germ?.toughness]).toEqual([2, 2]);
    const index = output.you.battlefield.findIndex((entry) => entry.card === 'Phyrexian Germ');
    expect(permanent(output, 'Batterskull Jr')?.attachedTo).toBe(index);
  });

  const WORKER = c('Servo Maker', '{2}', 'Artifact Creature — Construct', 'Fabricate 2', '1', '1');
  it('CR 702.123a: fabricate N puts N +1/+1 counters on it when you choose to, else creates N Servos (the default)', () => {
    const hand = { battlefield: ['Plains', 'Plains'], hand: ['Servo Maker'] };
    const tokens = scenario([WORKER], hand, [{ do: 'cast', card: 'Servo Maker' }, { do: 'resolve' }, { do: 'resolve' }]);
    expect(tokens.you.battlefield.filter((entry) => entry.card === 'Servo')).toHaveLength(2);
    expect(permanent(tokens, 'Servo Maker')?.counters).toEqual({});
    const counters = scenario([WORKER], hand, [{ do: 'cast', card: 'Servo Maker' }, { do: 'resolve' }, { do: 'resolve', choice: true }]);
    expect(permanent(counters, 'Servo Maker')?.counters).toEqual({ '+1/+1': 2 });
    expect(counters.you.battlefield.some((entry) => entry.card === 'Servo')).toBe(false);
  });

  it('CR 702.100a: evolve puts a +1/+1 counter when a bigger creature enters under your control, not a smaller one', () => {
    const EVOLVER = c('Cloudfin Raptor', '{U}', 'Creature — Bird Mutant', 'Flying\nEvolve', '0', '1');
    const BEAR = c('Bear', '{1}{G}', 'Creature — Bear', '', '2', '2');
    const ELF = c('Elf', '{G}', 'Creature — Elf', '', '0', '1');
    const output = scenario([EVOLVER, BEAR, ELF], { battlefield: ['Cloudfin Raptor', 'Forest', 'Forest', 'Forest'], hand: ['Elf', 'Bear'] }, [
      { do: 'cast', card: 'Elf' },
      { do: 'resolve_all' },
      { do: 'cast', card: 'Bear' },
      { do: 'resolve_all' },
    ]);
    expect(eventsOf(output, 'triggered').filter((event) => event.source === 'Cloudfin Raptor')).toHaveLength(1);
    expect(permanent(output, 'Cloudfin Raptor')?.counters).toEqual({ '+1/+1': 1 });
  });

  it('CR 701.40a: a creature that explores puts a land on top into your hand, else gets a +1/+1 counter', () => {
    const SCOUT = c('Jungle Scout', '{1}{G}', 'Creature — Merfolk', 'When Jungle Scout enters the battlefield, it explores.', '2', '2');
    const land = scenario([SCOUT], { battlefield: ['Forest', 'Forest'], hand: ['Jungle Scout'], library: ['Island', 'Bolt'] }, [{ do: 'cast', card: 'Jungle Scout' }, { do: 'resolve_all' }]);
    expect(land.you.hand).toEqual(['Island']);
    expect(permanent(land, 'Jungle Scout')?.counters).toEqual({});
    const spell = scenario([SCOUT], { battlefield: ['Forest', 'Forest'], hand: ['Jungle Scout'], library: ['Bolt', 'Island'] }, [{ do: 'cast', card: 'Jungle Scout' }, { do: 'resolve_all' }]);
    expect(permanent(spell, 'Jungle Scout')?.counters).toEqual({ '+1/+1': 1 });
    expect(spell.you.library).toEqual(['Bolt', 'Island']);
    const binned = scenario([SCOUT], { battlefield: ['Forest', 'Forest'], hand: ['Jungle Scout'], library: ['Bolt', 'Island'] }, [{ do: 'cast', card: 'Jungle Scout' }, { do: 'resolve' }, { do: 'resolve', choice: true }]);
    expect(binned.you.graveyard).toEqual(['Bolt']);
    expect(binned.you.library).toEqual(['Island']);
  });
});

describe('morph and megamorph', () => {
  const MORPH = c('Hooded Hydra', '{4}{G}{G}', 'Creature — Snake Hydra', 'Morph {1}{G}\nWhen Hooded Hydra is turned face up, draw a card.', '5', '5');
  const MEGA = c('Den Protector', '{1}{G}', 'Creature — Human Warrior', 'Megamorph {1}{G}', '2', '1');

  it('CR 702.37c, e: cast face down for {3} as a 2/2 with no name, then turned face up for its morph cost without the stack', () => {
    const output = scenario([MORPH], { battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Hooded Hydra'], library: ['Island'] }, [
      { do: 'cast', card: 'Hooded Hydra', faceDown: true },
      { do: 'resolve' },
    ]);
    expect(output.ok).toBe(true);
    const faceDown = permanent(output, 'Face-down creature');
    expect([faceDown?.power, faceDown?.toughness]).toEqual([2, 2]);
    expect(output.you.battlefield.filter((entry) => entry.tapped)).toHaveLength(3);
    const up = scenario([MORPH], { battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Hooded Hydra'], library: ['Island'] }, [
      { do: 'cast', card: 'Hooded Hydra', faceDown: true },
      { do: 'resolve' },
      { do: 'turn_face_up', card: 'Hooded Hydra' },
    ]);
    expect(up.ok).toBe(true);
    expect([permanent(up, 'Hooded Hydra')?.power, permanent(up, 'Hooded Hydra')?.toughness]).toEqual([5, 5]);
    expect(up.stack.map((item) => item.source)).toEqual(['Hooded Hydra']); // the "turned face up" trigger, not the action
    expect(eventsOf(up, 'triggered').map((event) => event.source)).toEqual(['Hooded Hydra']);
  });

  it('CR 702.37e: turning face up needs the morph cost; a card without morph is never cast face down', () => {
    const broke = scenario([MORPH], { battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Hooded Hydra'] }, [
      { do: 'cast', card: 'Hooded Hydra', faceDown: true },
      { do: 'resolve' },
      { do: 'turn_face_up', card: 'Hooded Hydra' },
    ]);
    expect(broke.ok).toBe(false);
    expect(broke.error?.message).toMatch(/morph cost \{1\}\{G\}/);
    expect(permanent(broke, 'Face-down creature')).toBeDefined();
    const noMorph = scenario([], { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Bolt'] }, [{ do: 'cast', card: 'Bolt', faceDown: true }]);
    expect(noMorph.ok).toBe(false);
  });

  it('CR 702.37b: megamorph puts a +1/+1 counter on it as it is turned face up', () => {
    const output = scenario([MEGA], { battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Den Protector'] }, [
      { do: 'cast', card: 'Den Protector', faceDown: true },
      { do: 'resolve' },
      { do: 'turn_face_up', card: 'Den Protector' },
    ]);
    expect(permanent(output, 'Den Protector')?.counters).toEqual({ '+1/+1': 1 });
    expect(permanent(output, 'Den Protector')?.power).toBe(3);
  });

  it('CR 708.9: a face-down permanent that dies is revealed: its real card goes to the graveyard', () => {
    const output = scenario([MORPH], { battlefield: ['Forest', 'Forest', 'Forest', ...MOUNTAINS], hand: ['Hooded Hydra', 'Bolt'] }, [
      { do: 'cast', card: 'Hooded Hydra', faceDown: true },
      { do: 'resolve' },
      { do: 'cast', card: 'Bolt', targets: [{ name: 'Hooded Hydra', zone: 'battlefield' }] },
      { do: 'resolve_all' },
    ]);
    expect(output.you.graveyard).toEqual(expect.arrayContaining(['Hooded Hydra', 'Bolt']));
  });
});

describe('zone-change sentences', () => {
  const BEAR = c('Bear', '{1}{G}', 'Creature — Bear', '', '2', '2');
  const DISENCHANT = c('Disenchant', '{W}', 'Instant', 'Destroy target enchantment.');

  it('CR 610.3a: "exile target creature an opponent controls until ~ leaves the battlefield" returns it when ~ leaves', () => {
    const BANISHER = c('Banishing Light Jr', '{2}{W}', 'Enchantment', 'When Banishing Light Jr enters the battlefield, exile target creature an opponent controls until Banishing Light Jr leaves the battlefield.');
    const actions = [{ do: 'cast', card: 'Banishing Light Jr' }, { do: 'resolve_all' }];
    const exiled = scenario([BANISHER, BEAR, DISENCHANT], { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Banishing Light Jr', 'Disenchant'] }, actions, { opponent: { battlefield: ['Bear'] } });
    expect(exiled.opponent.battlefield).toEqual([]);
    const back = scenario([BANISHER, BEAR, DISENCHANT], { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Banishing Light Jr', 'Disenchant'] }, [...actions, { do: 'cast', card: 'Disenchant' }, { do: 'resolve_all' }], { opponent: { battlefield: ['Bear'] } });
    expect(back.opponent.battlefield.map((entry) => entry.card)).toEqual(['Bear']);
  });

  it('CR 607.2a: Oblivion Ring returns the card its enters ability exiled when it leaves', () => {
    const RING = c('O-Ring', '{2}{W}', 'Enchantment', "When O-Ring enters the battlefield, exile another target nonland permanent.\nWhen O-Ring leaves the battlefield, return the exiled card to the battlefield under its owner's control.");
    const output = scenario([RING, BEAR, DISENCHANT], { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['O-Ring', 'Disenchant'] }, [
      { do: 'cast', card: 'O-Ring' },
      { do: 'resolve_all' },
      { do: 'cast', card: 'Disenchant' },
      { do: 'resolve_all' },
    ], { opponent: { battlefield: ['Bear'] } });
    expect(compileCard(RING).fullyEnforced).toBe(true);
    expect(output.opponent.battlefield.map((entry) => entry.card)).toEqual(['Bear']);
    expect(output.you.graveyard).toEqual(expect.arrayContaining(['O-Ring', 'Disenchant']));
  });

  it('bounce lands: "return a land you control to its owner\'s hand" returns the land you name, by default a tapped land other than itself', () => {
    const KAROO = c('Dimir Aqueduct', '', 'Land', "Dimir Aqueduct enters the battlefield tapped.\nWhen Dimir Aqueduct enters the battlefield, return a land you control to its owner's hand.\n{T}: Add {U}.");
    const output = scenario([KAROO], { battlefield: ['Island', { card: 'Swamp', tapped: true }], hand: ['Dimir Aqueduct'] }, [{ do: 'play_land', card: 'Dimir Aqueduct' }, { do: 'resolve_all' }]);
    expect(output.you.hand).toEqual(['Swamp']);
    expect(output.you.battlefield.map((entry) => entry.card)).toEqual(['Island', 'Dimir Aqueduct']);
    const chosen = scenario([KAROO], { battlefield: ['Island', { card: 'Swamp', tapped: true }], hand: ['Dimir Aqueduct'] }, [{ do: 'play_land', card: 'Dimir Aqueduct' }, { do: 'resolve', choice: 'Island' }]);
    expect(chosen.you.hand).toEqual(['Island']);
    const notMine = scenario([KAROO], { battlefield: ['Island'], hand: ['Dimir Aqueduct'] }, [{ do: 'play_land', card: 'Dimir Aqueduct' }, { do: 'resolve', choice: 'Forest' }]);
    expect(notMine.ok).toBe(false);
    const alone = scenario([KAROO], { hand: ['Dimir Aqueduct'] }, [{ do: 'play_land', card: 'Dimir Aqueduct' }, { do: 'resolve_all' }]);
    expect(alone.you.hand).toEqual(['Dimir Aqueduct']);
  });

  it('CR 724.2: the monarch draws a card at the beginning of their end step (a trigger on the stack, CR 603.3)', () => {
    const ROYAL = c('Palace Jailer Jr', '{2}{W}', 'Creature — Human', 'When Palace Jailer Jr enters the battlefield, you become the monarch.', '2', '2');
    const output = scenario([ROYAL], { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Palace Jailer Jr'], library: ['Island', 'Swamp'] }, [
      { do: 'cast', card: 'Palace Jailer Jr' },
      { do: 'resolve_all' },
      { do: 'next_phase' },
      { do: 'next_phase' },
      { do: 'next_phase' },
      { do: 'resolve_all' },
    ]);
    expect(output.phase).toBe('end');
    expect(output.you.hand).toEqual(['Island']);
  });
});

describe('"As ~ enters the battlefield, choose …"', () => {
  const LORD = c('Adaptive Lord', '{2}{G}', 'Creature — Shapeshifter', 'As Adaptive Lord enters the battlefield, choose a creature type.\nOther creatures you control of the chosen type get +1/+1.', '2', '2');
  const ELF = c('Elf', '{G}', 'Creature — Elf', '', '1', '1');
  const GOBLIN = c('Goblin', '{R}', 'Creature — Goblin', '', '1', '1');
  const setup = { battlefield: ['Forest', 'Forest', 'Forest', 'Elf', 'Goblin'], hand: ['Adaptive Lord'], library: ['Goblin', 'Goblin'] };

  it('CR 614.12: the creature type named as the permanent spell resolves is the one its anthem uses', () => {
    const output = scenario([LORD, ELF, GOBLIN], setup, [{ do: 'cast', card: 'Adaptive Lord' }, { do: 'resolve', choice: 'elf' }]);
    expect(output.ok).toBe(true);
    expect(permanent(output, 'Elf')?.power).toBe(2);
    expect(permanent(output, 'Goblin')?.power).toBe(1);
    expect(permanent(output, 'Adaptive Lord')?.power).toBe(2); // "other"
  });

  it('CR 614.12: without an answer the engine chooses the creature type most common among your cards', () => {
    const output = scenario([LORD, ELF, GOBLIN], setup, [{ do: 'cast', card: 'Adaptive Lord' }, { do: 'resolve' }]);
    expect(permanent(output, 'Goblin')?.power).toBe(2);
    expect(permanent(output, 'Elf')?.power).toBe(1);
  });

  it('CR 614.12: a colour is chosen by letter or name, and a choice that is no colour is refused', () => {
    const PAINTER = c('Painter', '{2}', 'Artifact Creature — Golem', 'As Painter enters the battlefield, choose a color.\nCreatures you control of the chosen color get +1/+1.', '1', '1');
    const red = scenario([PAINTER, ELF, GOBLIN], { ...setup, hand: ['Painter'] }, [{ do: 'cast', card: 'Painter' }, { do: 'resolve', choice: 'red' }]);
    expect(permanent(red, 'Goblin')?.power).toBe(2);
    expect(permanent(red, 'Elf')?.power).toBe(1);
    const wrong = scenario([PAINTER, ELF, GOBLIN], { ...setup, hand: ['Painter'] }, [{ do: 'cast', card: 'Painter' }, { do: 'resolve', choice: 'purple' }]);
    expect(wrong.ok).toBe(false);
    expect(wrong.error?.message).toMatch(/colour/);
    expect(wrong.stack.map((item) => item.source)).toEqual(['Painter']);
  });
});

describe('keywords that act as the permanent enters', () => {
  const ELF = c('Elf', '{G}', 'Creature — Elf', '', '1', '1');
  const forests = ['Forest', 'Forest', 'Forest', 'Forest'];

  it('CR 702.136a: riot gives haste by default before combat, or a +1/+1 counter when chosen', () => {
    const RIOTER = c('Rioter', '{1}{R}', 'Creature — Goblin', 'Riot', '2', '2');
    const haste = scenario([RIOTER], { battlefield: MOUNTAINS, hand: ['Rioter'] }, [{ do: 'cast', card: 'Rioter' }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: ['Rioter'] }]);
    expect(haste.ok).toBe(true);
    expect(haste.opponent.life).toBe(18);
    const counter = scenario([RIOTER], { battlefield: MOUNTAINS, hand: ['Rioter'] }, [{ do: 'cast', card: 'Rioter' }, { do: 'resolve', choice: 'counter' }, { do: 'next_phase' }, { do: 'attack', attackers: ['Rioter'] }]);
    expect(counter.ok).toBe(false); // no haste: summoning sick
    expect(permanent(counter, 'Rioter')?.power).toBe(3);
  });

  it('CR 702.82a: devour sacrifices the creatures you choose and enters with N counters for each', () => {
    const DEVOURER = c('Devourer', '{2}{G}', 'Creature — Beast', 'Devour 2', '1', '1');
    const output = scenario([DEVOURER, ELF], { battlefield: [...forests, 'Elf', 'Elf'], hand: ['Devourer'] }, [{ do: 'cast', card: 'Devourer' }, { do: 'resolve', choice: 1 }]);
    expect(permanent(output, 'Devourer')?.counters).toEqual({ '+1/+1': 2 });
    expect(output.you.graveyard).toEqual(['Elf']);
    const none = scenario([DEVOURER, ELF], { battlefield: [...forests, 'Elf', 'Elf'], hand: ['Devourer'] }, [{ do: 'cast', card: 'Devourer' }, { do: 'resolve' }]);
    expect(none.you.graveyard).toEqual([]);
  });

  it('CR 702.38a: amplify reveals the creature cards in hand that share a creature type', () => {
    const AMP = c('Amplifier', '{2}{G}', 'Creature — Elf Warrior', 'Amplify 1', '1', '1');
    const GOBLIN = c('Goblin', '{R}', 'Creature — Goblin', '', '1', '1');
    const output = scenario([AMP, ELF, GOBLIN], { battlefield: forests, hand: ['Amplifier', 'Elf', 'Elf', 'Goblin'] }, [{ do: 'cast', card: 'Amplifier' }, { do: 'resolve' }]);
    expect(permanent(output, 'Amplifier')?.counters).toEqual({ '+1/+1': 2 });
    expect(eventsOf(output, 'revealed').map((event) => event.card)).toEqual(['Elf', 'Elf']);
  });

  it('CR 702.54a: bloodthirst counters only if an opponent was dealt damage this turn', () => {
    const THIRSTY = c('Thirsty', '{R}', 'Creature — Goblin', 'Bloodthirst 2', '1', '1');
    const cards = [THIRSTY];
    const hurt = scenario(cards, { battlefield: MOUNTAINS, hand: ['Bolt', 'Thirsty'] }, [{ do: 'cast', card: 'Bolt', targets: ['opponent'] }, { do: 'resolve' }, { do: 'cast', card: 'Thirsty' }, { do: 'resolve' }]);
    expect(permanent(hurt, 'Thirsty')?.counters).toEqual({ '+1/+1': 2 });
    const calm = scenario(cards, { battlefield: MOUNTAINS, hand: ['Thirsty'] }, [{ do: 'cast', card: 'Thirsty' }, { do: 'resolve' }]);
    expect(permanent(calm, 'Thirsty')?.counters).toEqual({});
  });

  it('CR 702.104a–b: the goldfish never pays tribute, so "if tribute wasn\'t paid" always happens', () => {
    const TRIBUTE = c('Tributer', '{2}{U}', 'Creature — Sphinx', "Tribute 2\nWhen Tributer enters the battlefield, if tribute wasn't paid, draw two cards.", '2', '2');
    const output = scenario([TRIBUTE], { battlefield: ['Island', 'Island', 'Island'], hand: ['Tributer'], library: ['Island', 'Swamp', 'Forest'] }, [{ do: 'cast', card: 'Tributer' }, { do: 'resolve_all' }]);
    expect(output.you.hand).toEqual(['Island', 'Swamp']);
    expect(permanent(output, 'Tributer')?.counters).toEqual({});
  });

  it('CR 603.2: "Whenever ~ or another Ally enters the battlefield under your control" triggers for Allies only', () => {
    const ALLY = c('Ally Scout', '{G}', 'Creature — Elf Ally', 'Whenever Ally Scout or another Ally enters the battlefield under your control, put a +1/+1 counter on Ally Scout.', '1', '1');
    const FRIEND = c('Friend', '{G}', 'Creature — Human Ally', '', '1', '1');
    const output = scenario([ALLY, FRIEND, ELF], { battlefield: forests, hand: ['Ally Scout', 'Friend', 'Elf'] }, [
      { do: 'cast', card: 'Ally Scout' }, { do: 'resolve_all' }, { do: 'cast', card: 'Friend' }, { do: 'resolve_all' }, { do: 'cast', card: 'Elf' }, { do: 'resolve_all' },
    ]);
    expect(permanent(output, 'Ally Scout')?.counters).toEqual({ '+1/+1': 2 });
  });
});

describe('exploit', () => {
  const EXPLOITER = c('Sidisi Jr', '{1}{B}', 'Creature — Zombie Naga', 'Exploit\nWhen Sidisi Jr exploits a creature, you draw two cards and you lose 2 life.', '2', '2');
  const ELF = c('Elf', '{G}', 'Creature — Elf', '', '1', '1');

  it('CR 702.110a–b: when you choose to, it sacrifices a creature and "when ~ exploits a creature" triggers', () => {
    const yes = scenario([EXPLOITER, ELF], { battlefield: ['Swamp', 'Swamp', 'Elf'], hand: ['Sidisi Jr'], library: ['Island', 'Swamp'] }, [
      { do: 'cast', card: 'Sidisi Jr' },
      { do: 'resolve' },
      { do: 'resolve', choice: true },
      { do: 'resolve' },
    ]);
    expect(yes.ok).toBe(true);
    expect(yes.you.graveyard).toEqual(['Elf']);
    expect(yes.you.hand).toEqual(['Island', 'Swamp']);
    expect(yes.you.life).toBe(18);
    const no = scenario([EXPLOITER, ELF], { battlefield: ['Swamp', 'Swamp', 'Elf'], hand: ['Sidisi Jr'], library: ['Island', 'Swamp'] }, [{ do: 'cast', card: 'Sidisi Jr' }, { do: 'resolve_all' }]);
    expect(no.you.graveyard).toEqual([]);
    expect(no.you.hand).toEqual([]);
  });
});

describe('dredge', () => {
  const DREDGER = c('Stinkweed Jr', '{1}{B}', 'Creature — Plant', 'Dredge 2', '1', '1');

  it('CR 702.52a: a dredge declared for the next draw mills N cards and returns the card instead of drawing', () => {
    const output = scenario([DREDGER], { graveyard: ['Stinkweed Jr'], library: ['Island', 'Swamp', 'Forest'] }, [{ do: 'dredge', card: 'Stinkweed Jr' }, { do: 'next_turn' }], { phase: 'main2' });
    expect(output.ok).toBe(true);
    expect(output.you.hand).toEqual(['Stinkweed Jr']);
    expect(output.you.graveyard).toEqual(['Island', 'Swamp']);
    expect(output.you.library).toEqual(['Forest']);
  });

  it('CR 702.52b: no dredge with fewer cards in the library than its number', () => {
    const output = scenario([DREDGER], { graveyard: ['Stinkweed Jr'], library: ['Island'] }, [{ do: 'dredge', card: 'Stinkweed Jr' }]);
    expect(output.ok).toBe(false);
    expect(output.error?.message).toMatch(/library/);
  });
});

describe('ascend', () => {
  const SORCERY = c('Secret Study', '{U}', 'Sorcery', "Ascend\nDraw a card. If you have the city's blessing, draw a card.");
  const PERMANENT = c('City Guard', '{W}', 'Creature — Human', "Ascend\nWhenever City Guard deals combat damage to a player, if you have the city's blessing, draw a card.", '1', '1');
  const library = ['Island', 'Swamp', 'Forest'];

  it("CR 702.131a: an instant or sorcery with ascend gives the city's blessing with ten permanents as it resolves", () => {
    const ten = scenario([SORCERY], { battlefield: Array(10).fill('Island'), hand: ['Secret Study'], library }, [{ do: 'cast', card: 'Secret Study' }, { do: 'resolve' }]);
    expect(ten.you.hand).toEqual(['Island', 'Swamp']);
    const nine = scenario([SORCERY], { battlefield: Array(9).fill('Island'), hand: ['Secret Study'], library }, [{ do: 'cast', card: 'Secret Study' }, { do: 'resolve' }]);
    expect(nine.you.hand).toEqual(['Island']);
  });

  it("CR 702.131b–c: a permanent with ascend gives the city's blessing once you control ten permanents, for the rest of the game", () => {
    const output = scenario([PERMANENT], { battlefield: [...Array(8).fill('Plains'), 'City Guard'], hand: ['Plains'], library }, [
      { do: 'play_land', card: 'Plains' },
      { do: 'next_phase' },
      { do: 'attack', attackers: ['City Guard'] },
      { do: 'resolve' },
    ]);
    expect(output.you.hand).toEqual(['Island']);
  });
});

describe('German and Spanish keyword names', () => {
  const names: [string, string, string][] = [
    ['Beharrlichkeit', 'Persistir', 'persist'],
    ['Unsterblichkeit', 'Inmortal', 'undying'],
    ['Seelenwanderung 2', 'Cambio de alma 2', 'soulshift 2'],
    ['Nachleben 1', 'Más allá 1', 'afterlife 1'],
    ['Ausgraben {B}', 'Desenterrar {B}', 'unearth {B}'],
    ['Lebende Waffe', 'Arma viviente', 'living weapon'],
    ['Fabrizieren 1', 'Fabricar 1', 'fabricate 1'],
    ['Entwicklung', 'Evolucionar', 'evolve'],
    ['Erpressen', 'Extorsionar', 'extort'],
    ['Morph {2}{G}', 'Metamorfosis {2}{G}', 'morph {2}{G}'],
    ['Megamorph {G}', 'Megamorfosis {G}', 'megamorph {G}'],
    ['Krawall', 'Disturbio', 'riot'],
    ['Ausbeuten', 'Explotar', 'exploit'],
    ['Veredelung 1', 'Injertar 1', 'graft 1'],
    ['Einbalsamieren {W}', 'Embalsamar {W}', 'embalm {W}, Exile this card from your graveyard'],
    ['Verschlingen 1', 'Devorar 1', 'devour 1'],
    ['Blutdurst 1', 'Sed de sangre 1', 'bloodthirst 1'],
    ['Verstärken 1', 'Amplificar 1', 'amplify 1'],
    ['Tribut 1', 'Tributo 1', 'tribute 1'],
    ['Während ~ ins Spiel kommt, bestimme eine Farbe.', 'En cuanto ~ entre al campo de batalla, elige un color.', 'choose a color as it enters'],
  ];
  for (const [german, spanish, english] of names) {
    it(`${german} / ${spanish} compile to ${english}`, () => {
      for (const text of [german, spanish]) {
        const card = compileCard(c('Custom', '{2}', 'Creature — Spirit', text, '2', '2'));
        expect(card.lines[0]).toMatchObject({ status: 'enforced', abilities: [english] });
      }
    });
  }

  it('CR 702.79a: a German custom card with Beharrlichkeit returns like persist', () => {
    const GERMAN = c('Küchenkobold', '{2}', 'Kreatur — Kobold', 'Beharrlichkeit', '3', '2');
    const output = scenario([GERMAN], { battlefield: ['Küchenkobold', ...MOUNTAINS], hand: ['Bolt'] }, [
      { do: 'cast', card: 'Bolt', targets: [{ name: 'Küchenkobold', zone: 'battlefield' }] },
      { do: 'resolve_all' },
    ]);
    expect(permanent(output, 'Küchenkobold')?.counters).toEqual({ '-1/-1': 1 });
  });
});

describe('the goldfish table', () => {
  const MORPH = c('Hooded Hydra', '{4}{G}{G}', 'Creature — Snake Hydra', 'Morph {1}{G}', '5', '5');
  const RAIDER = c('Dregscape Zombie', '{1}{B}', 'Creature — Zombie', 'Unearth {B}', '2', '1');
  const PAINTER = c('Painter', '{2}', 'Artifact Creature — Golem', 'As Painter enters the battlefield, choose a color.', '1', '1');
  const view = (game: ReturnType<typeof gameFromScenario>['game']) =>
    tableView(game, { id: 'g1', deckName: 'test', seed: 1, log: [], images: new Map(), unresolved: [], cardNames: {} });

  it('CR 702.37c, e: offers casting a morph card face down, shows it as a card back, then offers turning it face up', () => {
    const { game } = gameFromScenario({ cards: [MORPH, RAIDER], you: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Swamp'], hand: ['Hooded Hydra'], graveyard: ['Dregscape Zombie'] } });
    const castFaceDown = legalActions(game).find((entry) => entry.action.do === 'cast' && entry.action.faceDown);
    expect(castFaceDown).toMatchObject({ enabled: true, label: { key: 'action.castFaceDown' } });
    // CR 702.84a: unearth is offered from the graveyard.
    expect(legalActions(game).some((entry) => entry.action.do === 'activate' && entry.enabled && game.state.objects[entry.action.card]!.zone === 'graveyard')).toBe(true);
    expect(game.perform(castFaceDown!.action).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    const faceDown = view(game).you.battlefield.find((card) => card.faceDownName);
    expect(faceDown).toMatchObject({ name: 'Face-down creature', faceDownName: 'Hooded Hydra', power: 2, toughness: 2 });
    const turnUp = legalActions(game).find((entry) => entry.action.do === 'turn_face_up');
    expect(turnUp).toMatchObject({ enabled: true, label: { key: 'action.turnFaceUp', params: { cost: '{1}{G}' } } });
  });

  it('CR 614.12: a permanent spell that chooses a colour asks it on the stack, with the default suggested', () => {
    const { game } = gameFromScenario({ cards: [PAINTER], you: { battlefield: ['Island', 'Island'], hand: ['Painter'] } });
    expect(game.perform({ do: 'cast', card: game.state.players[0].hand[0]! }).ok).toBe(true);
    expect(view(game).stack[0]?.question).toEqual({ kind: 'choose', what: 'color', options: ['W', 'U', 'B', 'R', 'G'], suggested: 'W' });
    expect(game.perform({ do: 'resolve', choice: 'G' }).ok).toBe(true);
    const painter = game.state.players[0].battlefield.map((id) => game.state.objects[id]!).find((object) => object.card.name === 'Painter');
    expect(painter?.chosen).toEqual({ color: 'G' });
  });
});
