// Round 5, combat and pump lines: "At the beginning of combat on your turn", "for each …" after the
// duration, "as long as ~ is equipped / you control another … / it's not your turn" (docs/rules-combat.md).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, idOf, run, table } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, power?: string, toughness?: string, mana_cost = '{R}'): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statusOf = (card: CardDefinition, line = 0) => compileCard(card).lines[line]!.status;
const powerOf = (out: ReturnType<typeof run>, name: string) => out.you.battlefield.find((p) => p.card === name)!.power;
const toughnessOf = (out: ReturnType<typeof run>, name: string) => out.you.battlefield.find((p) => p.card === name)!.toughness;

const BEAR = c('Plain Bear', 'Creature — Bear', '', '2', '2');
const WARBOSS = c('Warboss Jr', 'Creature — Goblin', 'At the beginning of combat on your turn, create a 1/1 red Goblin creature token with haste.', '2', '2');
const ENGINEER = c('Engineer Jr', 'Creature — Human', 'At the beginning of combat on your turn, target creature you control gets +2/+0 until end of turn.', '1', '1');
const GROWTH = c('Forest Growth Jr', 'Instant', 'Target creature gets +1/+1 until end of turn for each Forest you control.', undefined, undefined, '{G}');
const DOMAIN = c('Domain Jr', 'Instant', 'Target creature gets +1/+1 until end of turn for each basic land type among lands you control.', undefined, undefined, '{G}');
const SAMURAI = c('Equipped Samurai Jr', 'Creature — Human Samurai', 'As long as Equipped Samurai Jr is equipped, it gets +2/+2 and has flying.', '2', '2');
const SWORD = c('Plain Sword', 'Artifact — Equipment', 'Equip {1}', undefined, undefined, '{1}');
const GUILDMAGE = c('Guild Jr', 'Creature — Human', 'As long as you control another multicolored permanent, Guild Jr gets +1/+1 and has haste.', '2', '2', '{W}{U}');
const GOLD = c('Gold Bear', 'Creature — Bear', '', '2', '2', '{R}{G}');
const LONER = c('Artifact Lover Jr', 'Creature — Human', 'Artifact Lover Jr gets +1/+1 as long as you control another artifact.', '1', '1');
const RAGER = c('Off Turn Jr', 'Creature — Spirit', "As long as it's not your turn, creatures you control get +1/+1.", '1', '1');

const CARDS = [BEAR, WARBOSS, ENGINEER, GROWTH, DOMAIN, SAMURAI, SWORD, GUILDMAGE, GOLD, LONER, RAGER];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, phase: 'main1', ...rest });

describe('"At the beginning of combat on your turn" (CR 507.1)', () => {
  it('triggers as the combat phase begins, before attackers are declared', () => {
    expect(statusOf(WARBOSS)).toBe('enforced');
    const out = scenario({ you: { battlefield: [WARBOSS.name] }, actions: [{ do: 'next_phase' }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.phase).toBe('combat');
    expect(out.you.battlefield.map((p) => p.card)).toContain('Goblin');
    const before = scenario({ you: { battlefield: [WARBOSS.name] }, actions: [] });
    expect(before.you.battlefield).toHaveLength(1);
  });

  it('a targeted beginning-of-combat pump resolves on the creature it targets', () => {
    expect(statusOf(ENGINEER)).toBe('enforced');
    const out = scenario({ you: { battlefield: [ENGINEER.name, BEAR.name] }, actions: [{ do: 'next_phase' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    const powers = out.you.battlefield.map((p) => p.power);
    expect(powers.reduce((a, b) => a! + b!, 0)).toBe(3 + 2); // one of them got +2/+0
  });
});

describe('"gets +1/+1 until end of turn for each …" (the count after the duration)', () => {
  it('counts the Forests you control as the spell resolves', () => {
    expect(statusOf(GROWTH)).toBe('enforced');
    const out = scenario({ you: { battlefield: [BEAR.name, 'Forest', 'Forest', 'Forest'], hand: [GROWTH.name] }, actions: [{ do: 'cast', card: GROWTH.name, targets: [BEAR.name] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(powerOf(out, BEAR.name)).toBe(5);
    expect(toughnessOf(out, BEAR.name)).toBe(5);
  });

  it('domain: counts the basic land types among lands you control', () => {
    expect(statusOf(DOMAIN)).toBe('enforced');
    const out = scenario({ you: { battlefield: [BEAR.name, 'Forest', 'Forest', 'Island', 'Mountain'], hand: [DOMAIN.name] }, actions: [{ do: 'cast', card: DOMAIN.name, targets: [BEAR.name] }, { do: 'resolve' }] });
    expect(powerOf(out, BEAR.name)).toBe(5);
  });
});

describe('"as long as" conditions (CR 611.3a)', () => {
  it('"as long as ~ is equipped": only with an Equipment attached', () => {
    expect(statusOf(SAMURAI)).toBe('enforced');
    const equipped = scenario({ you: { battlefield: [SAMURAI.name, { card: SWORD.name, attachedTo: 0 }] }, actions: [] });
    expect(powerOf(equipped, SAMURAI.name)).toBe(4);
    const bare = scenario({ you: { battlefield: [SAMURAI.name, SWORD.name] }, actions: [] });
    expect(powerOf(bare, SAMURAI.name)).toBe(2);
  });

  it('"as long as you control another multicolored permanent" (CR 105.2b): not itself', () => {
    expect(statusOf(GUILDMAGE)).toBe('enforced');
    expect(powerOf(scenario({ you: { battlefield: [GUILDMAGE.name] }, actions: [] }), GUILDMAGE.name)).toBe(2);
    expect(powerOf(scenario({ you: { battlefield: [GUILDMAGE.name, BEAR.name] }, actions: [] }), GUILDMAGE.name)).toBe(2);
    expect(powerOf(scenario({ you: { battlefield: [GUILDMAGE.name, GOLD.name] }, actions: [] }), GUILDMAGE.name)).toBe(3);
  });

  it('"as long as you control another artifact": the source does not count itself', () => {
    expect(statusOf(LONER)).toBe('enforced');
    expect(powerOf(scenario({ you: { battlefield: [LONER.name] }, actions: [] }), LONER.name)).toBe(1);
    expect(powerOf(scenario({ you: { battlefield: [LONER.name, SWORD.name] }, actions: [] }), LONER.name)).toBe(2);
  });

  it('"as long as it\'s not your turn": never at a goldfish table, where every turn is yours', () => {
    expect(statusOf(RAGER)).toBe('enforced');
    expect(powerOf(scenario({ you: { battlefield: [RAGER.name, BEAR.name] }, actions: [] }), BEAR.name)).toBe(2);
  });
});

const KEEPER = c('Attached Keeper Jr', 'Creature — Human', 'Attached Keeper Jr gets +2/+2 for each Aura and Equipment attached to it.', '1', '1', '{W}');
const GAUNTLETS = c('Gauntlets Jr', 'Artifact — Equipment', 'Equipped creature gets +1/+0 for each Equipment attached to it.\nEquip {2}', undefined, undefined, '{1}');
const PROPAGANDA = c('Propaganda Jr', 'Enchantment', "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.", undefined, undefined, '{2}{U}');
const COWARDS = c('Cowards Jr', 'Enchantment', "Creatures can't block.", undefined, undefined, '{R}');
const WALLGUARD = c('Wall Guard Jr', 'Creature — Wall', 'Defender\nWall Guard Jr blocks each combat if able.', '0', '4', '{W}');

describe('"for each Aura / Equipment attached to it" (CR 301.5, 303.4)', () => {
  it('counts the permanents attached to the creature itself', () => {
    expect(statusOf(KEEPER)).toBe('enforced');
    const out = run({ cards: [KEEPER, SWORD, GAUNTLETS], phase: 'main1', you: { battlefield: [KEEPER.name, { card: SWORD.name, attachedTo: 0 }, { card: SWORD.name, attachedTo: 0 }] }, actions: [] });
    expect(powerOf(out, KEEPER.name)).toBe(5);
    expect(powerOf(run({ cards: [KEEPER], phase: 'main1', you: { battlefield: [KEEPER.name] }, actions: [] }), KEEPER.name)).toBe(1);
  });

  it('"Equipped creature gets +1/+0 for each Equipment attached to it": "it" is the equipped creature', () => {
    expect(statusOf(GAUNTLETS)).toBe('enforced');
    const out = run({ cards: [BEAR, SWORD, GAUNTLETS], phase: 'main1', you: { battlefield: [BEAR.name, { card: GAUNTLETS.name, attachedTo: 0 }, { card: SWORD.name, attachedTo: 0 }] }, actions: [] });
    expect(powerOf(out, BEAR.name)).toBe(4);
    expect(toughnessOf(out, BEAR.name)).toBe(2);
  });
});

describe('rules about attacks on you and about blocks (the goldfish never attacks and never blocks)', () => {
  it('CR 508.1c / 509.1b: the rules are read; your attack is unchanged', () => {
    // Read; a goldfish game never attacks you or blocks, so none is exercised (issue 26).
    expect(statusOf(PROPAGANDA)).toBe('unexercised');
    expect(statusOf(COWARDS)).toBe('unexercised');
    expect(statusOf(WALLGUARD, 1)).toBe('unexercised');
    const out = run({ cards: [BEAR, PROPAGANDA, COWARDS, WALLGUARD], phase: 'combat', you: { battlefield: [BEAR.name, PROPAGANDA.name, COWARDS.name, WALLGUARD.name] }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(18);
  });
});

const RALLY = c('Blocked Rally Jr', 'Enchantment', 'Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn.', undefined, undefined, '{G}');
const SENTRY = c('Attacked Sentry Jr', 'Creature — Soldier', 'Whenever a creature attacks you or a planeswalker you control, put a +1/+1 counter on Attacked Sentry Jr.', '1', '1', '{W}');

describe('block events and attacks on you, of any creature (CR 509.1i, 508.3a)', () => {
  it('are read, bound to their event, and never trigger: no creature blocks or attacks you here', () => {
    expect(statusOf(RALLY)).toBe('unexercised'); // read, not exercised by a goldfish game (issue 26)
    expect(statusOf(SENTRY)).toBe('unexercised');
    const out = run({ cards: [BEAR, RALLY, SENTRY], phase: 'combat', you: { battlefield: [BEAR.name, RALLY.name, SENTRY.name] }, actions: [{ do: 'attack', attackers: [BEAR.name, SENTRY.name] }] });
    expect(out.ok).toBe(true);
    expect(out.stack).toEqual([]);
    expect(out.opponent.life).toBe(17);
    expect(out.you.battlefield.find((p) => p.card === SENTRY.name)!.counters).toEqual({});
  });
});

const MOSQUITO = c('Mosquito Jr', 'Creature — Insect', "Whenever Mosquito Jr attacks and isn't blocked, defending player gets a poison counter.", '1', '1', '{B}');
const ETERNAL = c('Harsh Eternal Jr', 'Creature — Zombie', "Whenever Harsh Eternal Jr attacks and isn't blocked, draw a card.", '1', '3', '{U}');

describe('"Whenever ~ attacks and isn\'t blocked" (CR 509.1h): the declare blockers step', () => {
  it('triggers on the pass after the attack, before combat damage; the next pass deals the damage', () => {
    expect(statusOf(ETERNAL)).toBe('enforced');
    const declared = run({ cards: [ETERNAL], phase: 'combat', you: { battlefield: [ETERNAL.name], library: ['Island'] }, actions: [{ do: 'attack', attackers: [ETERNAL.name] }] });
    expect(declared.stack.map((item) => item.source)).toEqual([ETERNAL.name]);
    expect(declared.opponent.life).toBe(20);
    const out = run({ cards: [ETERNAL], phase: 'combat', you: { battlefield: [ETERNAL.name], library: ['Island'] }, actions: [{ do: 'attack', attackers: [ETERNAL.name] }, { do: 'resolve' }, { do: 'next_phase' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Island']);
    expect(out.opponent.life).toBe(19);
    expect(out.phase).toBe('combat');
  });

  it('CR 122.1f: "defending player gets a poison counter"; ten poison counters lose the game (CR 704.5c)', () => {
    expect(statusOf(MOSQUITO)).toBe('enforced');
    const game = table([MOSQUITO], { battlefield: [MOSQUITO.name] });
    game.state.players[1].poison = 9;
    for (const action of [{ do: 'next_phase' }, { do: 'attack', attackers: [idOf(game, MOSQUITO.name, 'battlefield')] }, { do: 'resolve' }]) expect(game.perform(action as never).ok).toBe(true);
    expect(game.state.players[1].poison).toBe(10);
    expect(game.state.gameOver).toEqual({ loser: 1, reason: expect.stringMatching(/poison/) });
  });
});

const RALLY_CRY = c('Rally Cry Jr', 'Instant', 'Until end of turn, creatures you control get +1/+1 and gain haste.', undefined, undefined, '{W}');
const TWIST = c('Twist Jr', 'Instant', 'Target creature gets +X/-X until end of turn, where X is the number of cards in your hand.', undefined, undefined, '{U}');

describe('pumps with the duration first, and "+X/-X, where X is …" (CR 611.2a, 613.4c)', () => {
  it('"Until end of turn, creatures you control get +1/+1 and gain haste" lasts until the cleanup step', () => {
    expect(statusOf(RALLY_CRY)).toBe('enforced');
    const you = { battlefield: [BEAR.name, 'Plains'], hand: [RALLY_CRY.name] };
    const cast = [{ do: 'cast', card: RALLY_CRY.name }, { do: 'resolve' }];
    const out = run({ cards: [BEAR, RALLY_CRY], phase: 'main1', you, actions: cast });
    expect(powerOf(out, BEAR.name)).toBe(3);
    const next = run({ cards: [BEAR, RALLY_CRY], phase: 'main1', you, actions: [...cast, { do: 'next_turn' }] });
    expect(powerOf(next, BEAR.name)).toBe(2);
  });

  it('"+X/-X": the power goes up and the toughness down by the count', () => {
    expect(statusOf(TWIST)).toBe('enforced');
    const out = run({ cards: [BEAR, TWIST], phase: 'main1', you: { battlefield: [BEAR.name, 'Island'], hand: [TWIST.name, 'Island'] }, actions: [{ do: 'cast', card: TWIST.name, targets: [BEAR.name] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(powerOf(out, BEAR.name)).toBe(3);
    expect(toughnessOf(out, BEAR.name)).toBe(1);
  });
});

const CAPTAIN = c('Battalion Captain Jr', 'Creature — Human Soldier', 'Battalion — Whenever Battalion Captain Jr and at least two other creatures attack, Battalion Captain Jr gets +2/+2 until end of turn.', '2', '2', '{W}');
const RAISER = c('Raiser Jr', 'Creature — Zombie', 'Whenever Raiser Jr enters the battlefield or attacks, create a 2/2 black Zombie creature token.', '2', '2', '{B}');
const BANNER = c('Combat Banner Jr', 'Enchantment', 'At the beginning of each combat, creatures you control get +1/+0 until end of turn.', undefined, undefined, '{R}');

describe('battalion, "enters the battlefield or attacks", "at the beginning of each combat"', () => {
  it('battalion (CR 207.2c): only with at least two other attackers', () => {
    expect(statusOf(CAPTAIN)).toBe('enforced');
    const three = run({ cards: [CAPTAIN, BEAR, GOLD], phase: 'combat', you: { battlefield: [CAPTAIN.name, BEAR.name, GOLD.name] }, actions: [{ do: 'attack', attackers: [CAPTAIN.name, BEAR.name, GOLD.name] }] });
    expect(three.stack.map((item) => item.source)).toEqual([CAPTAIN.name]);
    const two = run({ cards: [CAPTAIN, BEAR, GOLD], phase: 'combat', you: { battlefield: [CAPTAIN.name, BEAR.name, GOLD.name] }, actions: [{ do: 'attack', attackers: [CAPTAIN.name, BEAR.name] }] });
    expect(two.stack).toEqual([]);
    expect(two.opponent.life).toBe(16);
  });

  it('"Whenever ~ enters the battlefield or attacks" triggers on both events', () => {
    expect(statusOf(RAISER)).toBe('enforced');
    const out = run({ cards: [RAISER], phase: 'main1', you: { hand: [RAISER.name], battlefield: ['Swamp'] }, actions: [{ do: 'cast', card: RAISER.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.you.battlefield.filter((p) => p.card === 'Zombie')).toHaveLength(1);
    const attack = run({ cards: [RAISER], phase: 'combat', you: { battlefield: [RAISER.name] }, actions: [{ do: 'attack', attackers: [RAISER.name] }, { do: 'resolve' }] });
    expect(attack.you.battlefield.filter((p) => p.card === 'Zombie')).toHaveLength(1);
  });

  it('"At the beginning of each combat": every combat at a goldfish table is yours', () => {
    expect(statusOf(BANNER)).toBe('enforced');
    const out = run({ cards: [BANNER, BEAR], phase: 'main1', you: { battlefield: [BANNER.name, BEAR.name] }, actions: [{ do: 'next_phase' }, { do: 'resolve' }] });
    expect(powerOf(out, BEAR.name)).toBe(3);
  });
});

const FLING_PUMP = c('Blood Pump Jr', 'Instant', "As an additional cost to cast this spell, sacrifice a creature.\nTarget creature gets +X/+X until end of turn, where X is the sacrificed creature's power.", undefined, undefined, '{B}');

describe('"where X is the sacrificed creature\'s power" (CR 608.2h: as it last existed)', () => {
  it('pumps by the power of the creature sacrificed to cast the spell', () => {
    expect(statusOf(FLING_PUMP, 1)).toBe('enforced');
    const out = run({ cards: [FLING_PUMP, BEAR, GOLD], phase: 'main1', you: { battlefield: [BEAR.name, GOLD.name, 'Swamp'], hand: [FLING_PUMP.name] }, actions: [{ do: 'cast', card: FLING_PUMP.name, targets: [GOLD.name] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(BEAR.name);
    expect(powerOf(out, GOLD.name)).toBe(4);
  });
});

const SHRINK = c('Shrink Jr', 'Instant', 'Target creature has base power and toughness 0/2 until end of turn.', undefined, undefined, '{U}');

describe('"has base power and toughness 0/2 until end of turn" (CR 613.4b)', () => {
  it('sets the base; a pump still applies on top (CR 613.4c); it ends in the cleanup step', () => {
    expect(statusOf(SHRINK)).toBe('enforced');
    const you = { battlefield: [BEAR.name, 'Island', 'Forest'], hand: [SHRINK.name, GROWTH.name] };
    const cards = [BEAR, SHRINK, GROWTH];
    const shrink = [{ do: 'cast', card: SHRINK.name, targets: [BEAR.name] }, { do: 'resolve' }];
    const out = run({ cards, phase: 'main1', you, actions: [...shrink, { do: 'cast', card: GROWTH.name, targets: [BEAR.name] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(powerOf(out, BEAR.name)).toBe(1);
    expect(toughnessOf(out, BEAR.name)).toBe(3);
    const next = run({ cards, phase: 'main1', you, actions: [...shrink, { do: 'next_turn' }] });
    expect(powerOf(next, BEAR.name)).toBe(2);
  });
});
