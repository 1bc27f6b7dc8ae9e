// Rider sentences (docs/rules-riders.md): "doesn't untap during its controller's next untap step",
// "can't be regenerated", "if it would die this turn, exile it instead", and damage riders — each
// played through the engine by a scenario.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { newGame } from '../../../../app/engine/index.ts';
import { eventsOf, run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'];
const BEARS = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const TROLL = c('River Troll', '{1}{G}', 'Creature — Troll', '{R}: Regenerate River Troll.', '2', '2');
const BOLT = c('Bolt', '{R}', 'Instant', 'Bolt deals 3 damage to any target.');

function scenario(cards: CardDefinition[], you: Record<string, unknown>, actions: unknown[], opponent?: Record<string, unknown>) {
  return run({ cards: [BEARS, TROLL, BOLT, ...cards], you: { library: ['Mountain', 'Mountain', 'Mountain'], ...you }, ...(opponent ? { opponent } : {}), actions });
}

const enforced = (definition: CardDefinition): boolean => compileCard(definition).lines.every((line) => line.status === 'enforced');
const on = (output: ReturnType<typeof run>, name: string) => output.you.battlefield.find((entry) => entry.card === name);

describe("doesn't untap during its controller's next untap step", () => {
  const FROST = c('Frost Breath', '{R}', 'Instant', "Tap target creature. It doesn't untap during its controller's next untap step.");
  const SELF = c('Hasty Golem', '{R}', 'Creature — Golem', "{T}: Hasty Golem deals 1 damage to any target. Hasty Golem doesn't untap during your next untap step.", '1', '1');

  it('CR 302.6, 611.2b: the creature stays tapped through its controller\'s next untap step only', () => {
    expect(enforced(FROST)).toBe(true);
    const actions = [{ do: 'cast', card: FROST.name, targets: [{ name: BEARS.name, zone: 'battlefield' }] }, { do: 'resolve_all' }, { do: 'next_turn' }];
    const once = scenario([FROST], { battlefield: [BEARS.name, ...MOUNTAINS], hand: [FROST.name] }, actions);
    expect(once.ok).toBe(true);
    expect(on(once, BEARS.name)?.tapped).toBe(true);
    const twice = scenario([FROST], { battlefield: [BEARS.name, ...MOUNTAINS], hand: [FROST.name] }, [...actions, { do: 'next_turn' }]);
    expect(on(twice, BEARS.name)?.tapped).toBe(false);
  });

  it("CR 302.6: \"~ doesn't untap during your next untap step\" after an activated ability", () => {
    expect(enforced(SELF)).toBe(true);
    const output = scenario([SELF], { battlefield: [{ card: SELF.name }] }, [{ do: 'activate', card: SELF.name, ability: 0, targets: ['opponent'] }, { do: 'resolve_all' }, { do: 'next_turn' }]);
    expect(output.ok).toBe(true);
    expect(output.opponent.life).toBe(19);
    expect(on(output, SELF.name)?.tapped).toBe(true);
  });
});

describe("can't be regenerated", () => {
  const CURSE = c('Gravebind', '{B}', 'Instant', "Target creature can't be regenerated this turn.");
  const INCINERATE = c('Incinerate', '{1}{R}', 'Instant', 'Incinerate deals 3 damage to any target. A creature dealt damage this way can\'t be regenerated this turn.');
  const KILL = c('Nekrataal Spell', '{2}{B}', 'Sorcery', "Destroy target creature. That creature can't be regenerated.");
  const shield = { do: 'activate', card: TROLL.name, ability: 0 };
  const bolt = { do: 'cast', card: BOLT.name, targets: [{ name: TROLL.name, zone: 'battlefield' }] };

  it('CR 701.15a: a regeneration shield replaces lethal damage (the control case)', () => {
    const output = scenario([], { battlefield: [TROLL.name, ...MOUNTAINS], hand: [BOLT.name] }, [shield, { do: 'resolve' }, bolt, { do: 'resolve_all' }]);
    expect(on(output, TROLL.name)).toBeDefined();
  });

  it('CR 701.15: "Target creature can\'t be regenerated this turn." makes the shield useless', () => {
    expect(enforced(CURSE)).toBe(true);
    const output = scenario([CURSE], { battlefield: [TROLL.name, 'Swamp', ...MOUNTAINS], hand: [BOLT.name, CURSE.name] }, [
      shield, { do: 'resolve' }, { do: 'cast', card: CURSE.name, targets: [{ name: TROLL.name, zone: 'battlefield' }] }, { do: 'resolve' }, bolt, { do: 'resolve_all' },
    ]);
    expect(output.ok).toBe(true);
    expect(on(output, TROLL.name)).toBeUndefined();
    expect(output.you.graveyard).toContain(TROLL.name);
  });

  it('CR 701.15: "A creature dealt damage this way can\'t be regenerated this turn."', () => {
    expect(enforced(INCINERATE)).toBe(true);
    const output = scenario([INCINERATE], { battlefield: [TROLL.name, ...MOUNTAINS], hand: [INCINERATE.name] }, [
      shield, { do: 'resolve' }, { do: 'cast', card: INCINERATE.name, targets: [{ name: TROLL.name, zone: 'battlefield' }] }, { do: 'resolve_all' },
    ]);
    expect(output.you.graveyard).toContain(TROLL.name);
  });

  it('CR 701.15: "Destroy target creature. That creature can\'t be regenerated."', () => {
    expect(enforced(KILL)).toBe(true);
    const output = scenario([KILL], { battlefield: [TROLL.name, 'Swamp', 'Swamp', ...MOUNTAINS], hand: [KILL.name] }, [
      shield, { do: 'resolve' }, { do: 'cast', card: KILL.name, targets: [{ name: TROLL.name, zone: 'battlefield' }] }, { do: 'resolve_all' },
    ]);
    expect(output.you.graveyard).toContain(TROLL.name);
  });
});

describe('exile it instead', () => {
  const DISINTEGRATE = c('Disintegrate', '{X}{R}', 'Sorcery', "Disintegrate deals X damage to any target. If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead.");
  const FLAMES = c('Frost Flames', '{R}', 'Instant', 'Frost Flames deals 2 damage to target creature. If a creature dealt damage this way would die this turn, exile it instead.');

  it('CR 614.1a, 700.4: the creature that would die is exiled instead, and can\'t be regenerated', () => {
    expect(enforced(DISINTEGRATE)).toBe(true);
    const output = scenario([DISINTEGRATE], { battlefield: [TROLL.name, ...MOUNTAINS], hand: [DISINTEGRATE.name] }, [
      shield(), { do: 'resolve' }, { do: 'cast', card: DISINTEGRATE.name, x: 2, targets: [{ name: TROLL.name, zone: 'battlefield' }] }, { do: 'resolve_all' },
    ]);
    expect(output.ok).toBe(true);
    expect(output.you.exile).toContain(TROLL.name);
    expect(output.you.graveyard).not.toContain(TROLL.name);
  });

  it('CR 614.1a: "if a creature dealt damage this way would die this turn, exile it instead"', () => {
    expect(enforced(FLAMES)).toBe(true);
    const output = scenario([FLAMES], { battlefield: [BEARS.name, ...MOUNTAINS], hand: [FLAMES.name, BOLT.name] }, [
      { do: 'cast', card: FLAMES.name, targets: [{ name: BEARS.name, zone: 'battlefield' }] }, { do: 'resolve_all' },
    ]);
    expect(output.you.exile).toContain(BEARS.name);
  });

  function shield() {
    return { do: 'activate', card: TROLL.name, ability: 0 };
  }
});

describe('damage riders', () => {
  const OUTRAGE = c("Chandra's Outrage", '{2}{R}{R}', 'Instant', "Chandra's Outrage deals 4 damage to target creature and 2 damage to that creature's controller.");
  const PAIN = c('Price of Fire', '{R}', 'Instant', 'Price of Fire deals 3 damage to any target and 1 damage to you.');

  it("CR 120.3: \"… and 2 damage to that creature's controller\"", () => {
    expect(enforced(OUTRAGE)).toBe(true);
    const output = scenario([OUTRAGE], { battlefield: MOUNTAINS, hand: [OUTRAGE.name] }, [
      { do: 'cast', card: OUTRAGE.name, targets: [{ name: BEARS.name, zone: 'battlefield', player: 'opponent' }] }, { do: 'resolve_all' },
    ], { battlefield: [BEARS.name] });
    expect(output.ok).toBe(true);
    expect(output.opponent.life).toBe(18);
    expect(output.opponent.graveyard).toContain(BEARS.name);
    expect(output.you.life).toBe(20);
  });

  it('CR 120.3: "… to any target and 1 damage to you"', () => {
    expect(enforced(PAIN)).toBe(true);
    const output = scenario([PAIN], { battlefield: MOUNTAINS, hand: [PAIN.name] }, [{ do: 'cast', card: PAIN.name, targets: ['opponent'] }, { do: 'resolve_all' }]);
    expect(output.opponent.life).toBe(17);
    expect(output.you.life).toBe(19);
  });
});

describe('amounts the riders name', () => {
  const DRAIN = c('Syphon Gift', '{B}', 'Sorcery', 'Each opponent loses 2 life. You gain life equal to the life lost this way.');
  const SEVER = c('Sever Soul', '{1}{B}{B}', 'Sorcery', 'Destroy target creature. You gain life equal to its toughness.');
  const FLING = c('Fling', '{1}{R}', 'Instant', 'As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage equal to the sacrificed creature\'s power to any target.');
  const VALLEY = c('Diamond Valley', '', 'Land', '{T}, Sacrifice a creature: You gain life equal to the sacrificed creature\'s toughness.');
  const WALL = c('Wall of Bone', '{2}{B}', 'Creature — Wall', '', '1', '5');
  const GIANT = c('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3', '3');

  it('"the life lost this way" is what the earlier effect made players lose', () => {
    expect(enforced(DRAIN)).toBe(true);
    const output = scenario([DRAIN], { battlefield: ['Swamp'], hand: [DRAIN.name] }, [{ do: 'cast', card: DRAIN.name }, { do: 'resolve_all' }]);
    expect([output.opponent.life, output.you.life]).toEqual([18, 22]);
  });

  it('CR 608.2h: "its toughness" of a destroyed creature is its toughness as it last existed', () => {
    expect(enforced(SEVER)).toBe(true);
    const output = scenario([SEVER, WALL], { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: [SEVER.name] }, [
      { do: 'cast', card: SEVER.name, targets: [{ name: WALL.name, zone: 'battlefield', player: 'opponent' }] }, { do: 'resolve_all' },
    ], { battlefield: [WALL.name] });
    expect(output.opponent.graveyard).toContain(WALL.name);
    expect(output.you.life).toBe(25);
  });

  it('CR 608.2h: "the sacrificed creature\'s power" of an additional cost (a spell)', () => {
    expect(enforced(FLING)).toBe(true);
    const output = scenario([FLING, GIANT], { battlefield: [GIANT.name, ...MOUNTAINS], hand: [FLING.name] }, [{ do: 'cast', card: FLING.name, targets: ['opponent'] }, { do: 'resolve_all' }]);
    expect(output.ok).toBe(true);
    expect(output.you.graveyard).toContain(GIANT.name);
    expect(output.opponent.life).toBe(17);
  });

  it('CR 608.2h: "the sacrificed creature\'s toughness" of an activated ability\'s cost', () => {
    expect(enforced(VALLEY)).toBe(true);
    const output = scenario([VALLEY, WALL], { battlefield: [VALLEY.name, WALL.name] }, [{ do: 'activate', card: VALLEY.name, ability: 0 }, { do: 'resolve_all' }]);
    expect(output.ok).toBe(true);
    expect(output.you.life).toBe(25);
  });
});

describe('fight and damage to itself', () => {
  const PREY = c('Prey Upon', '{G}', 'Sorcery', "Target creature you control fights target creature you don't control.");
  const KIKU = c("Kiku's Curse", '{B}', 'Instant', 'Target creature deals damage to itself equal to its power.');
  const GIANT = c('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3', '3');

  it('CR 701.12a: each creature deals damage equal to its power to the other', () => {
    expect(enforced(PREY)).toBe(true);
    const output = scenario([PREY, GIANT], { battlefield: [GIANT.name, 'Forest'], hand: [PREY.name] }, [
      { do: 'cast', card: PREY.name, targets: [{ name: GIANT.name, zone: 'battlefield' }, { name: BEARS.name, zone: 'battlefield', player: 'opponent' }] }, { do: 'resolve_all' },
    ], { battlefield: [BEARS.name] });
    expect(output.ok).toBe(true);
    expect(output.opponent.graveyard).toContain(BEARS.name);
    expect(on(output, GIANT.name)).toBeDefined();
    expect(eventsOf(output, 'damage').map((event) => [event.source, event.amount])).toEqual([[GIANT.name, 3], [BEARS.name, 2]]);
  });

  it('CR 701.12b: if one of them has left the battlefield, no damage is dealt', () => {
    const output = scenario([PREY, GIANT], { battlefield: [GIANT.name, 'Forest', ...MOUNTAINS], hand: [PREY.name, BOLT.name] }, [
      { do: 'cast', card: PREY.name, targets: [{ name: GIANT.name, zone: 'battlefield' }, { name: BEARS.name, zone: 'battlefield', player: 'opponent' }] },
      { do: 'cast', card: BOLT.name, targets: [{ name: BEARS.name, zone: 'battlefield', player: 'opponent' }] }, { do: 'resolve_all' },
    ], { battlefield: [BEARS.name] });
    expect(eventsOf(output, 'damage').map((event) => event.source)).toEqual([BOLT.name]);
  });

  it('CR 120.3: "Target creature deals damage to itself equal to its power"', () => {
    expect(enforced(KIKU)).toBe(true);
    const output = scenario([KIKU, GIANT], { battlefield: ['Swamp'], hand: [KIKU.name] }, [
      { do: 'cast', card: KIKU.name, targets: [{ name: GIANT.name, zone: 'battlefield', player: 'opponent' }] }, { do: 'resolve_all' },
    ], { battlefield: [GIANT.name] });
    expect(output.opponent.graveyard).toContain(GIANT.name);
  });
});

describe('divided damage', () => {
  const ARC = c('Forked Bolt', '{R}', 'Sorcery', 'Forked Bolt deals 2 damage divided as you choose among one or two targets.');
  const cast = { do: 'cast', card: ARC.name, targets: [{ name: BEARS.name, zone: 'battlefield', player: 'opponent' }, 'opponent'] };

  it('CR 601.2d: the damage is divided among the targets as the resolve choice says', () => {
    expect(enforced(ARC)).toBe(true);
    const output = scenario([ARC], { battlefield: ['Mountain'], hand: [ARC.name] }, [cast, { do: 'resolve', choice: [2, 0] }], { battlefield: [BEARS.name] });
    expect(output.ok).toBe(false); // each target is dealt at least 1
    const split = scenario([ARC], { battlefield: ['Mountain'], hand: [ARC.name] }, [cast, { do: 'resolve', choice: [1, 1] }], { battlefield: [BEARS.name] });
    expect(split.ok).toBe(true);
    expect(split.opponent.life).toBe(19);
    expect(split.opponent.battlefield.map((entry) => entry.card)).toContain(BEARS.name);
  });

  it('CR 601.2d: by default the damage is split evenly; one target takes it all', () => {
    const even = scenario([ARC], { battlefield: ['Mountain'], hand: [ARC.name] }, [cast, { do: 'resolve_all' }], { battlefield: [BEARS.name] });
    expect(even.opponent.life).toBe(19);
    const one = scenario([ARC], { battlefield: ['Mountain'], hand: [ARC.name] }, [{ do: 'cast', card: ARC.name, targets: [{ name: BEARS.name, zone: 'battlefield', player: 'opponent' }] }, { do: 'resolve_all' }], { battlefield: [BEARS.name] });
    expect(one.ok).toBe(true);
    expect(one.opponent.graveyard).toContain(BEARS.name);
  });
});

describe('prevention', () => {
  const SHIELD = c('Ursine Fylgja', '{4}{W}', 'Creature — Spirit Bear', '{2}: Prevent the next 1 damage that would be dealt to Ursine Fylgja this turn.', '3', '3');
  const PALM = c('Palliation', '{W}', 'Instant', 'Prevent the next 2 damage that would be dealt to you this turn.');
  const RUNE = c('Pentagram Shield', '{W}', 'Instant', 'The next time a source of your choice would deal damage to you this turn, prevent that damage.');
  const SELF_BOLT = { do: 'cast', card: BOLT.name, targets: ['you'] };

  it('CR 615.7: "Prevent the next 1 damage that would be dealt to ~ this turn"', () => {
    expect(enforced(SHIELD)).toBe(true);
    const output = scenario([SHIELD], { battlefield: [SHIELD.name, ...MOUNTAINS], hand: [BOLT.name, BOLT.name] }, [
      { do: 'activate', card: SHIELD.name, ability: 0 }, { do: 'resolve' },
      { do: 'cast', card: BOLT.name, targets: [{ name: SHIELD.name, zone: 'battlefield' }] }, { do: 'resolve_all' },
    ]);
    expect(on(output, SHIELD.name)).toBeDefined();
    expect(eventsOf(output, 'damage').map((event) => event.amount)).toEqual([2]);
  });

  it('CR 615.7: "Prevent the next 2 damage that would be dealt to you this turn"', () => {
    expect(enforced(PALM)).toBe(true);
    const output = scenario([PALM], { battlefield: ['Plains', ...MOUNTAINS], hand: [PALM.name, BOLT.name] }, [{ do: 'cast', card: PALM.name }, { do: 'resolve' }, SELF_BOLT, { do: 'resolve_all' }]);
    expect(output.you.life).toBe(19);
  });

  it('CR 615: "Prevent all damage that would be dealt to you this turn" lasts the whole turn', () => {
    const FOG = c('Personal Fog', '{W}', 'Instant', 'Prevent all damage that would be dealt to you this turn.');
    expect(enforced(FOG)).toBe(true);
    const output = scenario([FOG], { battlefield: ['Plains', ...MOUNTAINS], hand: [FOG.name, BOLT.name, BOLT.name] }, [
      { do: 'cast', card: FOG.name }, { do: 'resolve' }, SELF_BOLT, { do: 'resolve_all' }, SELF_BOLT, { do: 'resolve_all' },
    ]);
    expect(output.you.life).toBe(20);
  });

  it('CR 615: "Prevent all combat damage target creature would deal this turn"', () => {
    const AWE = c('Awe Strike', '{W}', 'Instant', 'Prevent all combat damage target creature would deal this turn.');
    expect(enforced(AWE)).toBe(true);
    const bears = { card: BEARS.name };
    const output = run({ cards: [BEARS, AWE], you: { battlefield: [bears, 'Plains'], hand: [AWE.name] }, actions: [
      { do: 'cast', card: AWE.name, targets: [{ name: BEARS.name, zone: 'battlefield' }] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: [BEARS.name] }, { do: 'next_phase' },
    ] });
    expect(output.ok).toBe(true);
    expect(output.opponent.life).toBe(20);
  });

  it('CR 615.7: "The next time a source of your choice would deal damage to you this turn, prevent that damage" (once)', () => {
    expect(enforced(RUNE)).toBe(true);
    const output = scenario([RUNE], { battlefield: ['Plains', ...MOUNTAINS], hand: [RUNE.name, BOLT.name, BOLT.name] }, [
      { do: 'cast', card: RUNE.name }, { do: 'resolve' }, SELF_BOLT, { do: 'resolve_all' }, SELF_BOLT, { do: 'resolve_all' },
    ]);
    expect(output.you.life).toBe(17);
  });
});

describe('for as long as ~ remains tapped', () => {
  const GREMLINS = c('Phyrexian Gremlins', '{2}{B}', 'Creature — Gremlin', "You may choose not to untap Phyrexian Gremlins during your untap step.\n{T}: Tap target artifact. It doesn't untap during its controller's untap step for as long as Phyrexian Gremlins remains tapped.", '1', '1');
  const ROCK = c('Mind Stone', '{2}', 'Artifact', '{T}: Add {C}.');

  /** A game with Gremlins and an artifact of yours on the battlefield, the artifact tapped by the Gremlins. */
  function held() {
    const game = newGame({ deck: [GREMLINS, ROCK, ...Array.from({ length: 10 }, () => c('Wastes', '', 'Basic Land', '{T}: Add {C}.'))], seed: 1, openingHand: 0 });
    const find = (name: string) => game.state.players[0].library.find((id) => game.state.objects[id]!.card.name === name)!;
    const gremlins = find(GREMLINS.name);
    const rock = find(ROCK.name);
    game.perform({ do: 'move', card: gremlins, to: 'battlefield' });
    game.perform({ do: 'move', card: rock, to: 'battlefield' });
    game.state.objects[gremlins]!.sinceTurn = -1; // no summoning sickness
    expect(game.perform({ do: 'activate', card: gremlins, ability: 0, targets: [{ object: rock, zcc: game.state.objects[rock]!.zcc }] } as never).ok).toBe(true);
    game.perform({ do: 'resolve' });
    return { game, gremlins, rock };
  }

  it('CR 611.2b: the artifact stays tapped while the source stays tapped', () => {
    expect(enforced(GREMLINS)).toBe(true);
    const { game, gremlins, rock } = held();
    expect(game.state.objects[rock]!.tapped).toBe(true);
    game.perform({ do: 'untap_choice', card: gremlins, untap: false });
    game.perform({ do: 'next_turn' });
    expect([game.state.objects[gremlins]!.tapped, game.state.objects[rock]!.tapped]).toEqual([true, true]);
  });

  it('CR 611.2b: once the source untaps, the effect ends: the artifact, held as both untap together, untaps in the next untap step', () => {
    const { game, gremlins, rock } = held();
    game.perform({ do: 'next_turn' }); // the Gremlins untap by default
    expect([game.state.objects[gremlins]!.tapped, game.state.objects[rock]!.tapped]).toEqual([false, true]);
    game.perform({ do: 'next_turn' });
    expect(game.state.objects[rock]!.tapped).toBe(false);
  });
});

describe('+N/+N for as long as ~ remains tapped', () => {
  const SWORD = c('Zelyon Sword', '{3}', 'Artifact', 'You may choose not to untap Zelyon Sword during your untap step.\n{3}, {T}: Target creature gets +2/+0 and has trample for as long as Zelyon Sword remains tapped.');
  const BATTLE_GEAR = c("Ashnod's Battle Gear", '{2}', 'Artifact', "You may choose not to untap Ashnod's Battle Gear during your untap step.\n{2}, {T}: Target creature you control gets +2/-2 for as long as Ashnod's Battle Gear remains tapped.");
  const activate = (card: string) => ({ do: 'activate', card, ability: 0, targets: [{ name: BEARS.name, zone: 'battlefield' }] });

  it('CR 611.2b: the bonus lasts while the source is tapped and ends as it untaps', () => {
    expect(enforced(SWORD)).toBe(true);
    const pumped = scenario([SWORD], { battlefield: [SWORD.name, BEARS.name, ...MOUNTAINS] }, [activate(SWORD.name), { do: 'resolve' }, { do: 'next_phase' }]);
    expect(pumped.ok).toBe(true);
    expect([on(pumped, BEARS.name)?.power, on(pumped, BEARS.name)?.toughness]).toEqual([4, 2]);
    const later = scenario([SWORD], { battlefield: [SWORD.name, BEARS.name, ...MOUNTAINS] }, [activate(SWORD.name), { do: 'resolve' }, { do: 'next_turn' }]);
    expect(on(later, BEARS.name)?.power).toBe(2);
  });

  it('CR 611.2b, 704.5f: a toughness it lowers to 0 puts the creature into the graveyard', () => {
    expect(enforced(BATTLE_GEAR)).toBe(true);
    const output = scenario([BATTLE_GEAR], { battlefield: [BATTLE_GEAR.name, BEARS.name, ...MOUNTAINS] }, [activate(BATTLE_GEAR.name), { do: 'resolve' }]);
    expect(output.you.graveyard).toContain(BEARS.name);
  });
});

describe("a permanent's own prevention shield and 'its controller'", () => {
  const PHANTOM = c('Phantom Nomad', '{1}{W}', 'Creature — Spirit Nomad', 'Phantom Nomad enters the battlefield with two +1/+1 counters on it.\nIf damage would be dealt to Phantom Nomad, prevent that damage. Remove a +1/+1 counter from Phantom Nomad.', '0', '0');
  const SNAG = c('Vapor Snag', '{U}', 'Instant', "Return target creature to its owner's hand. Its controller loses 1 life.");

  it('CR 615: the phantom prevents the damage and loses a +1/+1 counter each time', () => {
    expect(enforced(PHANTOM)).toBe(true);
    const once = scenario([PHANTOM], { battlefield: [{ card: PHANTOM.name, counters: { '+1/+1': 2 } }, ...MOUNTAINS], hand: [BOLT.name, BOLT.name] }, [
      { do: 'cast', card: BOLT.name, targets: [{ name: PHANTOM.name, zone: 'battlefield' }] }, { do: 'resolve_all' },
    ]);
    expect(on(once, PHANTOM.name)?.counters).toEqual({ '+1/+1': 1 });
    expect(eventsOf(once, 'damage')).toEqual([]);
    const twice = scenario([PHANTOM], { battlefield: [{ card: PHANTOM.name, counters: { '+1/+1': 2 } }, ...MOUNTAINS], hand: [BOLT.name, BOLT.name] }, [
      { do: 'cast', card: BOLT.name, targets: [{ name: PHANTOM.name, zone: 'battlefield' }] }, { do: 'resolve_all' },
      { do: 'cast', card: BOLT.name, targets: [{ name: PHANTOM.name, zone: 'battlefield' }] }, { do: 'resolve_all' },
    ]);
    expect(twice.you.graveyard).toContain(PHANTOM.name); // 0/0 with no counters left (CR 704.5f)
  });

  it('CR 608.2h: "Its controller loses 1 life" after the creature has been returned to its owner\'s hand', () => {
    expect(enforced(SNAG)).toBe(true);
    const output = scenario([SNAG], { battlefield: ['Island'], hand: [SNAG.name] }, [
      { do: 'cast', card: SNAG.name, targets: [{ name: BEARS.name, zone: 'battlefield', player: 'opponent' }] }, { do: 'resolve_all' },
    ], { battlefield: [BEARS.name] });
    expect(output.opponent.hand).toContain(BEARS.name);
    expect([output.opponent.life, output.you.life]).toEqual([19, 20]);
  });
});
