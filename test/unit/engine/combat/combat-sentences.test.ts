// Combat sentences that are no keywords (round 3): attacking / blocking nouns, "at end of combat"
// actions, timing restrictions about being attacked, rules about blocks that a goldfish game can't
// break, and combat-only grants. The goldfish never attacks and never blocks (docs/rules-combat.md).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard, compiledCard } from '../../../../app/cards/oracle/compile.ts';
import { hasKeyword } from '../../../../app/engine/rules/characteristics.ts';
import { newGame } from '../../../../app/engine/turns/new-game.ts';
import { addObject, YOU } from '../../../../app/engine/state/state.ts';
import { definition, run } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, power?: string, toughness?: string, mana_cost = '{R}'): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statusOf = (card: CardDefinition, line = 0) => compileCard(card).lines[line]!.status;

const BEAR = c('Plain Bear', 'Creature — Bear', '', '2', '2');
const CHARGER = c('Reckless Charger', 'Creature — Goblin', 'Whenever Reckless Charger attacks, it gets +2/+0 until end of turn.', '2', '2');
const DART = c('Combat Dart', 'Instant', 'Combat Dart deals 2 damage to target attacking or blocking creature.');
const BRACE = c('Brace Jr', 'Instant', 'Target blocking creature gets +2/+2 until end of turn.', undefined, undefined, '{W}');
const SMITE = c('Smite Jr', 'Instant', "Destroy target red creature that's attacking or blocking.", undefined, undefined, '{W}');

const COLOSSUS = c('Crumbling Colossus Jr', 'Artifact Creature — Golem', 'Trample\nWhen Crumbling Colossus Jr attacks, sacrifice it at end of combat.', '7', '4', '{5}');
const WHELP = c('Phantom Whelp Jr', 'Creature — Illusion Hound', "When Phantom Whelp Jr attacks or blocks, return it to its owner's hand at end of combat.", '2', '2', '{1}{U}');
const CLOCKWORK = c('Clockwork Jr', 'Artifact Creature — Beast', 'Clockwork Jr enters the battlefield with three +1/+1 counters on it.\nAt end of combat, if Clockwork Jr attacked or blocked this combat, remove a +1/+1 counter from it.', '0', '0', '{4}');
const SAPPERS = c('Sapper Jr', 'Creature — Goblin', '{T}: Target creature you control gets +2/+0 until end of turn. Destroy it at end of combat.', '1', '1');
const LANCER = c('Lancer Jr', 'Creature — Human Knight', "Lancer Jr has first strike as long as it's attacking.", '2', '1');

const REMOVE = c('Remove Jr', 'Instant', "Cast this spell only during the declare attackers step and only if you've been attacked this step.\nDestroy target attacking creature.", undefined, undefined, '{W}');
const FORTRESS = c('Snow Fort Jr', 'Artifact Creature — Wall', "Defender\n{1}: Snow Fort Jr deals 1 damage to target creature without flying that's attacking you.", '0', '4', '{2}');

const WALL = c('Rolling Wall Jr', 'Creature — Wall', "Defender\n{R}: Rolling Wall Jr gets +3/-1 until end of turn and can attack this turn as though it didn't have defender.", '0', '4');
const TAUNT = c('Taunt Jr', 'Sorcery', 'Target creature attacks this turn if able.');
const THUG = c('Thug Jr', 'Creature — Human Rogue', "{R}: Target creature can't block Thug Jr this turn.\nCreatures with power less than Thug Jr's power can't block it.\nYou may have Thug Jr assign its combat damage as though it weren't blocked.", '3', '3');
const FLIGHT = c('Grounding Jr', 'Instant', "Creatures without flying can't block this turn.");

const VAMPIRE = c('Pinger Vampire Jr', 'Creature — Vampire', '{T}: Pinger Vampire Jr deals 1 damage to target creature.\nWhenever a creature dealt damage by Pinger Vampire Jr this turn dies, put a +1/+1 counter on Pinger Vampire Jr.', '2', '2', '{B}');
const SQUIRE = c('Squire Jr', 'Creature — Human', '', '1', '1', '{W}');
const SHOCK = c('Shock Jr', 'Instant', 'Shock Jr deals 2 damage to any target.');

const FOG = c('Fog Touch Jr', 'Instant', 'Target creature gains flying until end of turn. Prevent all combat damage that would be dealt to and dealt by that creature this turn.', undefined, undefined, '{G}');
const VIPER = c('Viper Jr', 'Creature — Snake', 'Whenever Viper Jr deals combat damage to a creature, destroy that creature at end of combat.', '1', '3', '{1}{G}');

const CHILL = c('Chill Jr', 'Instant', "Target creature can't attack or block this turn.", undefined, undefined, '{U}');

const DORAN = c('Doran Jr', 'Creature — Treefolk Shaman', 'Each creature you control assigns combat damage equal to its toughness rather than its power.', '0', '5', '{G}');

const SNOWMAN = c('Snowman Jr', 'Creature — Goblin', '{T}: Snowman Jr deals 1 damage to target creature blocking it.', '1', '1');

const CARDS = [SNOWMAN, DORAN, CHILL, FOG, VIPER, VAMPIRE, SQUIRE, SHOCK, WALL, TAUNT, THUG, FLIGHT, REMOVE, FORTRESS, BEAR, CHARGER, DART, BRACE, SMITE, COLOSSUS, WHELP, CLOCKWORK, SAPPERS, LANCER];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, phase: 'combat', ...rest });

describe('attacking and blocking creatures as targets (CR 506.4, 509.1g–h)', () => {
  it('reads "target attacking or blocking creature" as enforced and "target blocking creature" as not exercised by a goldfish game (issue 26)', () => {
    expect(statusOf(DART)).toBe('enforced');
    expect(statusOf(BRACE)).toBe('unexercised');
    expect(statusOf(SMITE)).toBe('enforced');
  });

  it('CR 506.4: an attacking creature is a legal target; a creature that is not attacking is not', () => {
    const out = scenario({
      you: { battlefield: [CHARGER.name, BEAR.name, 'Mountain', 'Mountain'], hand: [DART.name] },
      actions: [{ do: 'attack', attackers: [CHARGER.name] }, { do: 'cast', card: DART.name, targets: [CHARGER.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(CHARGER.name); // 2 damage to the 2/2 attacker
    const notAttacking = scenario({
      you: { battlefield: [CHARGER.name, BEAR.name, 'Mountain'], hand: [DART.name] },
      actions: [{ do: 'attack', attackers: [CHARGER.name] }, { do: 'cast', card: DART.name, targets: [BEAR.name] }],
    });
    expect(notAttacking.ok).toBe(false);
    expect(notAttacking.you.hand).toEqual([DART.name]);
  });

  it('CR 511.3: after combat no creature is attacking, so the spell has no legal target', () => {
    const out = scenario({
      you: { battlefield: [BEAR.name, 'Mountain'], hand: [DART.name] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'next_phase' }, { do: 'cast', card: DART.name, targets: [BEAR.name] }],
    });
    expect(out.ok).toBe(false);
    expect(out.you.battlefield.map((p) => p.card)).toContain(BEAR.name);
  });

  it('CR 509.1g: the goldfish never attacks, so no creature ever blocks: "target blocking creature" finds none', () => {
    const out = scenario({
      you: { battlefield: [CHARGER.name, 'Plains'], hand: [BRACE.name] },
      actions: [{ do: 'attack', attackers: [CHARGER.name] }, { do: 'cast', card: BRACE.name, targets: [CHARGER.name] }],
    });
    expect(out.ok).toBe(false);
  });

  it('"that\'s attacking or blocking" after the noun narrows the same way', () => {
    const out = scenario({
      you: { battlefield: [CHARGER.name, 'Plains'], hand: [SMITE.name] },
      actions: [{ do: 'attack', attackers: [CHARGER.name] }, { do: 'cast', card: SMITE.name, targets: [CHARGER.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(CHARGER.name);
  });
});

describe('at end of combat (CR 511.2, 603.7)', () => {
  it('reads the delayed sentences and "At end of combat, if ~ attacked …" as enforced', () => {
    for (const card of [COLOSSUS, WHELP, SAPPERS]) expect(compileCard(card).lines.every((line) => line.status === 'enforced')).toBe(true);
    expect(statusOf(CLOCKWORK, 1)).toBe('enforced');
    expect(statusOf(LANCER)).toBe('enforced');
  });

  it('CR 603.7: "sacrifice it at end of combat": the attacker deals its damage, then goes at end of combat', () => {
    const damaged = scenario({ you: { battlefield: [COLOSSUS.name] }, actions: [{ do: 'attack', attackers: [COLOSSUS.name] }, { do: 'resolve' }, { do: 'next_phase' }] });
    expect(damaged.opponent.life).toBe(13);
    expect(damaged.you.battlefield.map((p) => p.card)).toEqual([COLOSSUS.name]); // still there after damage
    // CR 511.2: the next pass begins the end of combat step: the delayed ability goes on the stack, still in combat.
    const ending = scenario({ you: { battlefield: [COLOSSUS.name] }, actions: [{ do: 'attack', attackers: [COLOSSUS.name] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }] });
    expect(ending.phase).toBe('combat');
    expect(ending.stack.map((item) => item.source)).toEqual([COLOSSUS.name]);
    const done = scenario({ you: { battlefield: [COLOSSUS.name] }, actions: [{ do: 'attack', attackers: [COLOSSUS.name] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve' }, { do: 'next_phase' }] });
    expect(done.you.graveyard).toEqual([COLOSSUS.name]);
    expect(done.phase).toBe('main2');
  });

  it('"return it to its owner\'s hand at end of combat" after its combat damage', () => {
    const out = scenario({
      you: { battlefield: [WHELP.name, 'Island', 'Island'], hand: [] },
      actions: [{ do: 'attack', attackers: [WHELP.name] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve' }],
    });
    expect(out.you.hand).toEqual([WHELP.name]); // returned at end of combat
    expect(out.opponent.life).toBe(18);
  });

  it('a turn without attacking passes through the end of combat step as before', () => {
    const out = scenario({ you: { battlefield: [COLOSSUS.name] }, actions: [{ do: 'next_phase' }] });
    expect(out.phase).toBe('main2');
    expect(out.you.battlefield.map((p) => p.card)).toEqual([COLOSSUS.name]);
  });

  it('CR 603.4: "At end of combat, if ~ attacked this combat" triggers in the end of combat step and checks the attack', () => {
    const attacked = scenario({
      phase: 'main1',
      you: { hand: [CLOCKWORK.name], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      actions: [{ do: 'cast', card: CLOCKWORK.name }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'next_phase' }, { do: 'attack', attackers: [CLOCKWORK.name] }, { do: 'next_phase' }, { do: 'resolve' }],
    });
    expect(attacked.opponent.life).toBe(17);
    expect(attacked.you.battlefield.find((p) => p.card === CLOCKWORK.name)!.counters).toEqual({ '+1/+1': 2 });
    const stayedHome = scenario({
      phase: 'main1',
      you: { hand: [CLOCKWORK.name], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      actions: [{ do: 'cast', card: CLOCKWORK.name }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }],
    });
    expect(stayedHome.phase).toBe('main2'); // CR 603.4: it didn't attack, so nothing triggered
    expect(stayedHome.you.battlefield.find((p) => p.card === CLOCKWORK.name)!.counters).toEqual({ '+1/+1': 3 });
  });

  it('CR 603.7c: a delayed ability of an activated ability destroys the creature it targeted', () => {
    const out = scenario({
      you: { battlefield: [SAPPERS.name, BEAR.name] },
      actions: [{ do: 'activate', card: SAPPERS.name, ability: 0, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'attack', attackers: [BEAR.name] }, { do: 'next_phase' }, { do: 'resolve' }],
    });
    expect(out.opponent.life).toBe(16);
    expect(out.you.graveyard).toEqual([BEAR.name]);
  });

  it('CR 611.3a: "has first strike as long as it\'s attacking" holds only while it attacks', () => {
    const game = newGame({ deck: [], seed: 1 });
    const lancer = addObject(game.state, compiledCard(LANCER), { owner: YOU, zone: 'battlefield' });
    game.state.players[YOU].battlefield.push(lancer.id);
    game.state.phase = 'combat';
    expect(hasKeyword(game.state, lancer, 'first strike')).toBe(false);
    game.state.combat = { attackers: [{ id: lancer.id, zcc: lancer.zcc }], damageDealt: false };
    expect(hasKeyword(game.state, lancer, 'first strike')).toBe(true);
  });
});

describe('being attacked (the goldfish never attacks)', () => {
  it('reads the timing as enforced and "that\'s attacking you" as not exercised by a goldfish game (issue 26)', () => {
    expect(statusOf(REMOVE)).toBe('enforced');
    expect(statusOf(FORTRESS, 1)).toBe('unexercised');
  });

  it('CR 601.3: "only if you\'ve been attacked this step" is never true: the spell is refused, even in your own declare attackers step', () => {
    const out = scenario({
      you: { battlefield: [CHARGER.name, 'Plains'], hand: [REMOVE.name] },
      actions: [{ do: 'attack', attackers: [CHARGER.name] }, { do: 'cast', card: REMOVE.name, targets: [CHARGER.name] }],
    });
    expect(out.ok).toBe(false);
    expect(out.error!.message).toBe("Remove Jr: only when you've been attacked, and the goldfish never attacks");
    expect(out.you.hand).toEqual([REMOVE.name]);
  });

  it('CR 508.1: no creature ever attacks you, so "target creature that\'s attacking you" has no legal target', () => {
    const out = scenario({
      you: { battlefield: [FORTRESS.name, CHARGER.name, 'Plains'] },
      actions: [{ do: 'attack', attackers: [CHARGER.name] }, { do: 'activate', card: FORTRESS.name, ability: 0, targets: [CHARGER.name] }],
    });
    expect(out.ok).toBe(false);
    expect(out.error!.message).toMatch(/target/);
    expect(out.stack.map((item) => item.source)).toEqual([CHARGER.name]);
  });
});

describe('combat rules for the turn and rules about blocks', () => {
  it('reads them as enforced', () => {
    expect(statusOf(WALL, 1)).toBe('enforced');
    expect(statusOf(TAUNT)).toBe('enforced');
    // Rules about blocks of Thug Jr: read, but nothing blocks in a goldfish game (issue 26).
    expect(compileCard(THUG).lines.map((line) => line.status)).toEqual(['enforced', 'unexercised', 'unexercised']);
    expect(statusOf(FLIGHT)).toBe('enforced');
  });

  it('CR 702.3b: "can attack this turn as though it didn\'t have defender" lets the Wall attack this turn only', () => {
    const refused = scenario({ you: { battlefield: [WALL.name] }, actions: [{ do: 'attack', attackers: [WALL.name] }] });
    expect(refused.ok).toBe(false);
    const out = scenario({
      you: { battlefield: [WALL.name, 'Mountain'] },
      actions: [{ do: 'activate', card: WALL.name, ability: 0 }, { do: 'resolve' }, { do: 'attack', attackers: [WALL.name] }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(17);
    const nextTurn = scenario({
      phase: 'main1',
      you: { battlefield: [WALL.name, 'Mountain'] },
      actions: [{ do: 'activate', card: WALL.name, ability: 0 }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'next_phase' }, { do: 'attack', attackers: [WALL.name] }],
    });
    expect(nextTurn.ok).toBe(false); // CR 514.2: the effect ended with the turn
  });

  it('CR 508.1d: "Target creature attacks this turn if able": leaving it out of the declaration, or passing, is refused', () => {
    const setup = [{ do: 'cast', card: TAUNT.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'next_phase' }];
    const base = { phase: 'main1', you: { battlefield: [BEAR.name, CHARGER.name, 'Mountain'], hand: [TAUNT.name] } };
    const leftOut = scenario({ ...base, actions: [...setup, { do: 'attack', attackers: [CHARGER.name] }] });
    expect(leftOut.ok).toBe(false);
    expect(leftOut.error!.message).toMatch(/Plain Bear attacks each combat if able/);
    const passed = scenario({ ...base, actions: [...setup, { do: 'next_phase' }] });
    expect(passed.ok).toBe(false);
    const declared = scenario({ ...base, actions: [...setup, { do: 'attack', attackers: [BEAR.name] }] });
    expect(declared.ok).toBe(true);
    expect(declared.opponent.life).toBe(18);
  });

  it('CR 509.1b: rules that only forbid blocks are never broken (no block ever happens): the creature attacks as usual', () => {
    const out = scenario({
      you: { battlefield: [THUG.name, 'Mountain'], hand: [] },
      actions: [{ do: 'activate', card: THUG.name, ability: 0, targets: [THUG.name] }, { do: 'resolve' }, { do: 'attack', attackers: [THUG.name] }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(17);
  });
});

describe('"Whenever a creature dealt damage by ~ this turn dies" (Sengir Vampire)', () => {
  const vampire = (out: ReturnType<typeof scenario>) => out.you.battlefield.find((p) => p.card === VAMPIRE.name)!;

  it('reads as enforced', () => {
    expect(statusOf(VAMPIRE, 1)).toBe('enforced');
  });

  it('CR 603.2, 120.3: a creature it damaged dies this turn: the trigger puts a counter on it', () => {
    const out = scenario({ phase: 'main1', you: { battlefield: [VAMPIRE.name, SQUIRE.name] }, actions: [{ do: 'activate', card: VAMPIRE.name, ability: 0, targets: [SQUIRE.name] }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.you.graveyard).toEqual([SQUIRE.name]);
    expect(vampire(out).counters).toEqual({ '+1/+1': 1 });
  });

  it('a creature killed by another source, or damaged by it on an earlier turn (CR 514.2), gives nothing', () => {
    const other = scenario({ phase: 'main1', you: { battlefield: [VAMPIRE.name, SQUIRE.name, 'Mountain'], hand: [SHOCK.name] }, actions: [{ do: 'cast', card: SHOCK.name, targets: [SQUIRE.name] }, { do: 'resolve' }] });
    expect(other.you.graveyard).toContain(SQUIRE.name);
    expect(other.stack).toEqual([]);
    expect(vampire(other).counters).toEqual({});
    const BIG = BEAR.name; // a 2/2: survives the 1 damage, dies to Shock next turn
    const later = scenario({
      phase: 'main1',
      you: { battlefield: [VAMPIRE.name, BIG, 'Mountain'], hand: [SHOCK.name] },
      actions: [{ do: 'activate', card: VAMPIRE.name, ability: 0, targets: [BIG] }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'cast', card: SHOCK.name, targets: [BIG] }, { do: 'resolve' }],
    });
    expect(later.you.graveyard).toContain(BIG);
    expect(later.stack).toEqual([]);
    expect(vampire(later).counters).toEqual({});
  });
});

describe('combat damage and creatures', () => {
  it('reads them as enforced', () => {
    expect(statusOf(FOG)).toBe('enforced');
    expect(statusOf(VIPER)).toBe('unexercised'); // combat damage to a creature: never in a goldfish game (issue 26)
  });

  it('CR 615: "prevent all combat damage that would be dealt to and dealt by that creature": it deals none (none is dealt to it: nothing blocks)', () => {
    const out = scenario({
      you: { battlefield: [CHARGER.name, BEAR.name, 'Forest'], hand: [FOG.name] },
      actions: [{ do: 'attack', attackers: [CHARGER.name, BEAR.name] }, { do: 'cast', card: FOG.name, targets: [CHARGER.name] }, { do: 'resolve_all' }, { do: 'next_phase' }],
    });
    expect(out.opponent.life).toBe(18); // only the bear's 2
  });

  it('CR 510.1: "deals combat damage to a creature" never triggers: its combat damage goes to the goldfish', () => {
    const out = scenario({ you: { battlefield: [VIPER.name] }, actions: [{ do: 'attack', attackers: [VIPER.name] }, { do: 'next_phase' }] });
    expect(out.opponent.life).toBe(19);
    expect(out.stack).toEqual([]);
    expect(out.phase).toBe('main2');
  });
});

describe('"Target creature can\'t attack or block this turn"', () => {
  it('CR 508.1c: the creature is refused as an attacker this turn, and may attack again next turn', () => {
    expect(statusOf(CHILL)).toBe('enforced');
    const actions = [{ do: 'cast', card: CHILL.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'next_phase' }];
    const base = { phase: 'main1', you: { battlefield: [BEAR.name, 'Island'], hand: [CHILL.name] } };
    const refused = scenario({ ...base, actions: [...actions, { do: 'attack', attackers: [BEAR.name] }] });
    expect(refused.ok).toBe(false);
    expect(refused.error!.message).toMatch(/Plain Bear can't attack/);
    const nextTurn = scenario({ ...base, actions: [...actions, { do: 'next_turn' }, { do: 'next_phase' }, { do: 'attack', attackers: [BEAR.name] }] });
    expect(nextTurn.ok).toBe(true);
    expect(nextTurn.opponent.life).toBe(18);
  });
});

describe('"Each creature you control assigns combat damage equal to its toughness rather than its power"', () => {
  it('CR 510.1a: each attacker deals damage equal to its toughness', () => {
    expect(statusOf(DORAN)).toBe('enforced');
    const out = scenario({ you: { battlefield: [DORAN.name, LANCER.name] }, actions: [{ do: 'attack', attackers: [DORAN.name, LANCER.name] }] });
    expect(out.opponent.life).toBe(14); // 5 + 1 (a 2/1)
    const without = scenario({ you: { battlefield: [LANCER.name] }, actions: [{ do: 'attack', attackers: [LANCER.name] }] });
    expect(without.opponent.life).toBe(18);
  });
});

describe('"target creature blocking it"', () => {
  it('CR 509.1g: no creature ever blocks here: the ability has no legal target', () => {
    expect(statusOf(SNOWMAN)).toBe('unexercised');
    const out = scenario({ you: { battlefield: [SNOWMAN.name, CHARGER.name] }, actions: [{ do: 'attack', attackers: [CHARGER.name] }, { do: 'activate', card: SNOWMAN.name, ability: 0, targets: [CHARGER.name] }] });
    expect(out.ok).toBe(false);
    expect(out.error!.message).toMatch(/target/);
  });
});
