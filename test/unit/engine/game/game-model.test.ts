// The game model: turn structure, timing, one land per turn, mana, automatic costs, the stack
// with re-checked targets, triggers, state-based actions, combat, the seeded random source,
// "a rejected action changes nothing" and exact undo.
import { describe, expect, it } from 'vitest';
import { cloneState, gameFromScenario, scenarioAction } from '../../../../app/engine/index.ts';
import type { ScenarioAction } from '../../../../app/engine/scenario/format.ts';
import { parseScenario } from '../../../../app/engine/scenario/format.ts';
import { BEARS, BOLT, card as c, CANCEL, DIVINATION, HOLY_STRENGTH, SHOCK_CREATURE, STABILIZER, SWAMPCYCLER, TUSKER } from '../../../fixtures/engine/cards.ts';
import { eventsOf, eventTypes, run } from '../helpers.ts';
const FLASH_BEAR = c('Ambush Bear', '{1}{G}', 'Creature — Bear', 'Flash', '2', '2');
const HASTY = c('Raging Goblin', '{R}', 'Creature — Goblin', 'Haste', '1', '1');
const WALL = c('Wall of Wood', '{G}', 'Creature — Wall', 'Defender', '0', '3');
const VIGILANT = c('Watchful Knight', '{1}{W}', 'Creature — Knight', 'Vigilance', '2', '2');
const WARD_CAT = c('Shrouded Cat', '{1}{G}', 'Creature — Cat', 'Hexproof', '2', '2');
const ETB_PINGER = c('Spark Elemental', '{1}{R}', 'Creature — Elemental', 'When this creature enters, it deals 2 damage to any target.', '1', '1');
const ETB_CREATURE_ONLY = c('Bog Sniper', '{1}{B}', 'Creature — Human', 'When Bog Sniper enters the battlefield, put a -1/-1 counter on target creature.', '2', '1');
const DIES_DRAW = c('Cartographer', '{2}{U}', 'Creature — Human', 'When this creature dies, draw a card.', '1', '1');
const DUAL = c('Tropical Dual', '', 'Land — Forest Island', '');
const PAINLAND = c('Coastal Gate', '', 'Land', '{T}: Add {W} or {U}.');
const TAPLAND = c('Sleepy Grove', '', 'Land', 'Sleepy Grove enters tapped.\n{T}: Add {G}.');
const BLAZE = c('Blaze', '{X}{R}', 'Sorcery', 'Blaze deals X damage to any target.');
const HYBRID = c('Kitchen Finks Jr', '{G/W}{G/W}', 'Creature — Ouphe', '', '2', '1');
const TWOBRID = c('Spectral Procession Jr', '{2/W}{2/W}', 'Sorcery', 'Create a 1/1 white Spirit creature token with flying.');
const COLORLESS = c('Eldrazi Scion Maker', '{C}{1}', 'Artifact', '');
const LORD = c('Goblin King Jr', '{1}{R}', 'Creature — Goblin', 'Other Goblin creatures you control get +1/+1 and have haste.', '2', '2');
const GOBLIN = c('Goblin Piker', '{1}{R}', 'Creature — Goblin', '', '2', '1');
const GIANT_GROWTH = c('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');
const SOLDIERS = c('Raise the Alarm', '{1}{W}', 'Instant', 'Create two 1/1 white Soldier creature tokens.');
const UNSUMMON = c('Unsummon', '{U}', 'Instant', "Return target creature to its owner's hand.");
const CARDS = [GOBLIN, BEARS, BOLT, CANCEL, DIVINATION, HOLY_STRENGTH, SHOCK_CREATURE, STABILIZER, SWAMPCYCLER.en, TUSKER.en, FLASH_BEAR, HASTY, WALL, VIGILANT, WARD_CAT, ETB_PINGER, ETB_CREATURE_ONLY, DIES_DRAW, DUAL, PAINLAND, TAPLAND, BLAZE, HYBRID, TWOBRID, COLORLESS, LORD, GIANT_GROWTH, SOLDIERS, UNSUMMON];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });

describe('lands and timing', () => {
  it('CR 305.2: one land per turn; the next turn allows another', () => {
    const out = scenario({ you: { hand: ['Forest', 'Island'], library: ['Plains', 'Plains'] }, actions: [{ do: 'play_land', card: 'Forest' }, { do: 'play_land', card: 'Island' }] });
    expect(out.ok).toBe(false);
    expect(out.error).toEqual({ action: 1, message: 'you have already played a land this turn' });
    const next = scenario({ you: { hand: ['Forest', 'Island'], library: ['Plains', 'Plains'] }, actions: [{ do: 'play_land', card: 'Forest' }, { do: 'next_turn' }, { do: 'play_land', card: 'Island' }] });
    expect(next.ok).toBe(true);
    expect(next.you.battlefield.map((land) => land.card)).toEqual(['Forest', 'Island']);
  });

  it('CR 305.1/307.1: lands and sorcery-speed spells need your main phase and an empty stack', () => {
    const combat = scenario({ phase: 'combat', you: { hand: ['Forest', BEARS.name], battlefield: ['Forest', 'Forest'] }, actions: [{ do: 'play_land', card: 'Forest' }] });
    expect(combat.error?.message).toMatch(/main phase/);
    const creature = scenario({ phase: 'combat', you: { hand: [BEARS.name], battlefield: ['Forest', 'Forest'] }, actions: [{ do: 'cast', card: BEARS.name }] });
    expect(creature.ok).toBe(false);
    const stackBusy = scenario({
      you: { hand: [BEARS.name, SWAMPCYCLER.en.name], battlefield: ['Forest', 'Forest', 'Swamp', 'Swamp'], library: ['Swamp'] },
      actions: [{ do: 'activate', card: SWAMPCYCLER.en.name, ability: 'swampcycling' }, { do: 'cast', card: BEARS.name }],
    });
    expect(stackBusy.error?.message).toMatch(/stack is empty/);
  });

  it('CR 702.8a / 117.1a: a flash creature and an instant are cast in combat and with a spell on the stack; without flash the same creature is refused', () => {
    const actions = [{ do: 'cast', card: FLASH_BEAR.name }, { do: 'resolve' }, { do: 'cast', card: GIANT_GROWTH.name, targets: [FLASH_BEAR.name] }, { do: 'resolve' }];
    const out = scenario({ phase: 'combat', you: { hand: [FLASH_BEAR.name, GIANT_GROWTH.name], battlefield: ['Forest', 'Forest', 'Forest'] }, actions });
    expect(out.ok).toBe(true);
    expect(out.phase).toBe('combat');
    // The flash creature resolved onto the battlefield in combat, and the instant pumped it there.
    expect(out.you.battlefield.find((permanent) => permanent.card === FLASH_BEAR.name)).toMatchObject({ power: 5, toughness: 5 });
    expect(out.you.graveyard).toEqual([GIANT_GROWTH.name]);
    // Flash also means "while a spell is on the stack" (CR 117.1a): in response to your own sorcery-speed spell.
    const response = scenario({ you: { hand: [BEARS.name, FLASH_BEAR.name], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: BEARS.name }, { do: 'cast', card: FLASH_BEAR.name }] });
    expect(response.ok).toBe(true);
    expect(response.stack.map((entry) => entry.source)).toEqual([FLASH_BEAR.name, BEARS.name]);
    // CR 307.1 without flash: the same 2-mana creature in combat is refused and nothing changes.
    const plain = scenario({ phase: 'combat', you: { hand: [BEARS.name], battlefield: ['Forest', 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: BEARS.name }] });
    expect(plain.error).toEqual({ action: 0, message: `${BEARS.name} can be cast only in your main phase (now: combat)` });
    expect(plain.you.hand).toEqual([BEARS.name]);
    expect(plain.you.battlefield.every((land) => !land.tapped)).toBe(true);
    const plainOnStack = scenario({ you: { hand: [BEARS.name, TUSKER.en.name], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: BEARS.name }, { do: 'cast', card: TUSKER.en.name }] });
    expect(plainOnStack.error).toEqual({ action: 1, message: `${TUSKER.en.name} can be cast only when the stack is empty` });
  });

  it('CR 502.4/514.3: nobody gets priority in the untap or cleanup step', () => {
    const out = scenario({ phase: 'untap', you: { hand: [BOLT.name], battlefield: ['Mountain'] }, actions: [{ do: 'cast', card: BOLT.name }] });
    expect(out.error?.message).toMatch(/priority/);
  });
});

describe('turn structure', () => {
  it('CR 500: next_phase walks untap → upkeep → draw → main1 → combat → main2 → end → cleanup → next untap', () => {
    const out = scenario({ phase: 'untap', you: { library: ['Island', 'Island'] }, actions: Array.from({ length: 8 }, () => ({ do: 'next_phase' })) });
    expect(eventsOf(out, 'phase').map((event) => `${event.turn}:${event.phase}`)).toEqual(['1:upkeep', '1:draw', '1:main1', '1:combat', '1:main2', '1:end', '1:cleanup', '2:untap']);
  });

  it('CR 103.8a: the player on the play skips the draw of the first turn; later turns draw', () => {
    const out = scenario({ phase: 'untap', you: { library: ['Island', 'Plains'] }, actions: [{ do: 'next_phase' }, { do: 'next_phase' }] });
    expect(out.you.hand).toEqual([]);
    const turnTwo = scenario({ you: { library: ['Island', 'Plains'] }, actions: [{ do: 'next_turn' }] });
    expect(turnTwo).toMatchObject({ turn: 2, phase: 'main1' });
    expect(turnTwo.you.hand).toEqual(['Island']);
  });

  it('CR 502.3: the untap step untaps your permanents', () => {
    const out = scenario({ you: { battlefield: [{ card: 'Forest', tapped: true }], library: ['Island'] }, actions: [{ do: 'next_turn' }] });
    expect(out.you.battlefield[0]!.tapped).toBe(false);
  });

  it('CR 500.4: mana empties from the pool between steps', () => {
    const out = scenario({ you: { manaPool: '{U}{U}' }, actions: [{ do: 'next_phase' }] });
    expect(out.you.manaPool).toBe('');
    const kept = scenario({ you: { manaPool: '{U}{U}' }, actions: [] });
    expect(kept.you.manaPool).toBe('{U}{U}');
  });

  it('CR 514.1: cleanup discards down to seven (the last cards in hand); CR 514.2 damage is removed and "until end of turn" ends', () => {
    const position = {
      cards: CARDS,
      phase: 'main2',
      you: { hand: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Plains', GIANT_GROWTH.name], battlefield: [{ card: BEARS.name, damage: 1 }, 'Forest'] },
    };
    const { game } = gameFromScenario(position);
    const you = game.state.players[0];
    const bears = game.state.objects[you.battlefield[0]!]!;
    const growth = you.hand.find((id) => game.state.objects[id]!.card.name === GIANT_GROWTH.name)!;
    for (const action of [{ do: 'cast', card: growth, targets: [{ object: bears.id }] }, { do: 'resolve' }, { do: 'next_phase' }] as const) {
      expect(game.perform(action as never)).toEqual({ ok: true });
    }
    // In the end step, before cleanup: eight cards in hand, the damage and the pump still there.
    expect(game.state.phase).toBe('end');
    expect(game.state.players[0].hand).toHaveLength(8);
    expect(bears.damage).toBe(1);
    expect(game.check({ do: 'next_phase' })).toBeNull();
    game.perform({ do: 'next_phase' });
    expect(game.state.phase).toBe('cleanup');
    // CR 514.1: down to seven, the last card in hand (Plains) discarded.
    expect(game.state.players[0].hand.map((id) => game.state.objects[id]!.card.name)).toEqual(Array(7).fill('Island'));
    expect(game.state.players[0].graveyard.map((id) => game.state.objects[id]!.card.name)).toEqual([GIANT_GROWTH.name, 'Plains']);
    // CR 514.2: damage removed, "until end of turn" over at the same time.
    expect(bears.damage).toBe(0);
    const out = scenario({ ...position, actions: [{ do: 'cast', card: GIANT_GROWTH.name, targets: [BEARS.name] }, { do: 'resolve' }, { do: 'next_phase' }] });
    expect(out.you.battlefield[0]).toMatchObject({ power: 5, toughness: 5 });
    const cleaned = scenario({ ...position, actions: [{ do: 'cast', card: GIANT_GROWTH.name, targets: [BEARS.name] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }] });
    expect(cleaned.you.battlefield[0]).toMatchObject({ power: 2, toughness: 2 });
  });
});

describe('costs paid automatically', () => {
  it('spec: the pool is used first, then untapped lands; coloured symbols before generic', () => {
    const out = scenario({ you: { manaPool: '{G}', hand: [DIVINATION.name], battlefield: ['Island', 'Forest', 'Island'], library: ['Plains', 'Plains'] }, actions: [{ do: 'cast', card: DIVINATION.name }] });
    expect(out.ok).toBe(true);
    expect(out.you.manaPool).toBe('');
    // {U} from the first Island, then {G} from the pool and one more land for the generic {2}.
    expect(out.you.battlefield.filter((land) => land.tapped)).toHaveLength(2);
    expect(out.you.battlefield[0]!.tapped).toBe(true);
  });

  it('spec: a basic land is tapped for a colour before a land that makes two colours', () => {
    const out = scenario({ you: { hand: [BEARS.name], battlefield: [DUAL.name, 'Forest', 'Plains'] }, actions: [{ do: 'cast', card: BEARS.name }] });
    // {G} from the basic Forest, the generic {1} from the Plains: the dual land stays untapped.
    expect(out.you.battlefield.map((land) => land.tapped)).toEqual([false, true, true]);
    const dual = scenario({ you: { hand: [BLAZE.name], battlefield: [PAINLAND.name, 'Mountain', 'Forest'] }, actions: [{ do: 'cast', card: BLAZE.name, x: 1, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(dual.opponent.life).toBe(19);
    expect(dual.you.battlefield.map((land) => land.tapped)).toEqual([false, true, true]);
  });

  it('{X}: the x of the action adds that much generic mana and is the X of the effect', () => {
    const out = scenario({ you: { hand: [BLAZE.name], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] }, actions: [{ do: 'cast', card: BLAZE.name, x: 3, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(out.opponent.life).toBe(17);
    const tooMuch = scenario({ you: { hand: [BLAZE.name], battlefield: ['Mountain', 'Mountain'] }, actions: [{ do: 'cast', card: BLAZE.name, x: 3, targets: ['opponent'] }] });
    expect(tooMuch.ok).toBe(false);
  });

  it('hybrid {G/W}, two-brid {2/W} and colourless {C} are paid by the right sources', () => {
    const hybrid = scenario({ you: { hand: [HYBRID.name], battlefield: ['Plains', 'Forest'] }, actions: [{ do: 'cast', card: HYBRID.name }] });
    expect(hybrid.ok).toBe(true);
    const twobridWithWhite = scenario({ you: { hand: [TWOBRID.name], battlefield: ['Plains', 'Plains'] }, actions: [{ do: 'cast', card: TWOBRID.name }] });
    expect(twobridWithWhite.ok).toBe(true);
    const twobridGeneric = scenario({ you: { hand: [TWOBRID.name], battlefield: ['Plains', 'Island', 'Island'] }, actions: [{ do: 'cast', card: TWOBRID.name }] });
    expect(twobridGeneric.ok).toBe(true);
    expect(twobridGeneric.you.battlefield.every((land) => land.tapped)).toBe(true);
    const notEnough = scenario({ you: { hand: [TWOBRID.name], battlefield: ['Island', 'Island', 'Island'] }, actions: [{ do: 'cast', card: TWOBRID.name }] });
    expect(notEnough.ok).toBe(false);
    const colorless = scenario({ you: { hand: [COLORLESS.name], battlefield: ['Island', 'Island'] }, actions: [{ do: 'cast', card: COLORLESS.name }] });
    expect(colorless.ok).toBe(false);
    const withWastes = scenario({ you: { hand: [COLORLESS.name], battlefield: ['Island', 'Wastes'] }, actions: [{ do: 'cast', card: COLORLESS.name }] });
    expect(withWastes.ok).toBe(true);
  });

  it('"enters tapped" lands enter tapped', () => {
    const out = scenario({ you: { hand: [TAPLAND.name] }, actions: [{ do: 'play_land', card: TAPLAND.name }] });
    expect(out.you.battlefield[0]).toMatchObject({ card: TAPLAND.name, tapped: true });
  });
});

describe('the stack and targets', () => {
  it('CR 608.2b: targets are checked again on resolution; an illegal target makes the spell fizzle', () => {
    const out = scenario({
      you: { hand: [SHOCK_CREATURE.name], battlefield: ['Mountain', BEARS.name] },
      actions: [{ do: 'cast', card: SHOCK_CREATURE.name, targets: [BEARS.name] }, { do: 'move', card: BEARS.name, to: 'hand' }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(eventsOf(out, 'fizzled')).toEqual([{ type: 'fizzled', source: SHOCK_CREATURE.name }]);
    expect(out.you.graveyard).toEqual([SHOCK_CREATURE.name]);
  });

  it('a target that is not legal when casting rejects the cast (Jolt can\'t target a player)', () => {
    const out = scenario({ you: { hand: [SHOCK_CREATURE.name], battlefield: ['Mountain'] }, actions: [{ do: 'cast', card: SHOCK_CREATURE.name, targets: ['opponent'] }] });
    expect(out.ok).toBe(false);
    expect(out.you.battlefield[0]!.tapped).toBe(false);
  });

  it('CR 702.11b: hexproof: your spells and abilities can\'t target the opponent\'s hexproof creature, but can target your own', () => {
    const theirs = scenario({ you: { hand: [SHOCK_CREATURE.name], battlefield: ['Mountain'] }, opponent: { battlefield: [WARD_CAT.name] }, actions: [{ do: 'cast', card: SHOCK_CREATURE.name, targets: [WARD_CAT.name] }] });
    expect(theirs.error).toEqual({ action: 0, message: `${SHOCK_CREATURE.name}: ${WARD_CAT.name} is not a legal target (creature)` });
    // Refused before any cost: the spell is still in hand, the land untapped, the cat unharmed.
    expect(theirs.you).toMatchObject({ hand: [SHOCK_CREATURE.name], battlefield: [{ card: 'Mountain', tapped: false }] });
    expect(theirs.opponent.battlefield.map((permanent) => permanent.card)).toEqual([WARD_CAT.name]);
    // Your own hexproof creature is a legal target: the spell resolves and kills it.
    const mine = scenario({ you: { hand: [SHOCK_CREATURE.name], battlefield: ['Mountain', WARD_CAT.name] }, actions: [{ do: 'cast', card: SHOCK_CREATURE.name, targets: [WARD_CAT.name] }, { do: 'resolve' }] });
    expect(mine.ok).toBe(true);
    expect(mine.you.graveyard).toEqual([SHOCK_CREATURE.name, WARD_CAT.name]);
  });

  it('counter target spell: the spell goes to the graveyard (event countered)', () => {
    const out = scenario({
      you: { hand: [BEARS.name, CANCEL.name], battlefield: ['Forest', 'Forest', 'Island', 'Island', 'Island'] },
      actions: [{ do: 'cast', card: BEARS.name }, { do: 'cast', card: CANCEL.name, targets: [{ stack: 0 }] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([BEARS.name, CANCEL.name]);
    const instantTarget = scenario({
      you: { hand: [BOLT.name, CANCEL.name], battlefield: ['Mountain', 'Island', 'Island', 'Island'] },
      actions: [{ do: 'cast', card: BOLT.name, targets: ['opponent'] }, { do: 'cast', card: CANCEL.name, targets: [{ stack: 0 }] }, { do: 'resolve' }],
    });
    expect(instantTarget.ok).toBe(true);
    expect(eventsOf(instantTarget, 'countered')).toEqual([{ type: 'countered', source: BOLT.name, kind: 'spell' }]);
    expect(instantTarget.opponent.life).toBe(20);
    expect(instantTarget.you.graveyard).toEqual([BOLT.name, CANCEL.name]);
  });

  it('CR 603.3: triggered abilities go on the stack the next time a player would receive priority; the opponent is chosen where legal', () => {
    const out = scenario({ you: { hand: [ETB_PINGER.name], battlefield: ['Mountain', 'Mountain'] }, actions: [{ do: 'cast', card: ETB_PINGER.name }, { do: 'resolve' }] });
    expect(out.stack).toEqual([{ source: ETB_PINGER.name, kind: 'trigger', text: `It deals 2 damage to any target.` }]);
    const resolved = scenario({ you: { hand: [ETB_PINGER.name], battlefield: ['Mountain', 'Mountain'] }, actions: [{ do: 'cast', card: ETB_PINGER.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(resolved.opponent.life).toBe(18);
    expect(eventsOf(resolved, 'damage')).toEqual([{ type: 'damage', source: ETB_PINGER.name, target: 'opponent', amount: 2 }]);
  });

  it('spec: a trigger without a legal target is removed (fizzled); else the first legal target in battlefield order', () => {
    const alone = scenario({ you: { hand: [ETB_CREATURE_ONLY.name], battlefield: ['Swamp', 'Swamp'] }, actions: [{ do: 'cast', card: ETB_CREATURE_ONLY.name }, { do: 'resolve' }] });
    // The Sniper itself is a legal target: the first creature in battlefield order.
    expect(alone.stack).toHaveLength(1);
    const withBear = scenario({ you: { hand: [ETB_CREATURE_ONLY.name], battlefield: [BEARS.name, 'Swamp', 'Swamp'] }, actions: [{ do: 'cast', card: ETB_CREATURE_ONLY.name }, { do: 'resolve_all' }] });
    expect(withBear.you.battlefield[0]).toMatchObject({ card: BEARS.name, power: 1, toughness: 1, counters: { '-1/-1': 1 } });
  });

  it('a trigger with no legal target at all is removed with event fizzled', () => {
    const spell = c('Lone Sniper Aura', '{B}', 'Enchantment', 'When this enchantment enters, put a -1/-1 counter on target creature.');
    const out = run({ cards: [spell], you: { hand: [spell.name], battlefield: ['Swamp'] }, actions: [{ do: 'cast', card: spell.name }, { do: 'resolve' }] });
    expect(out.stack).toEqual([]);
    expect(eventTypes(out).slice(-2)).toEqual(['triggered', 'fizzled']);
  });

  it('"When this creature dies" triggers when it goes to the graveyard from the battlefield', () => {
    const out = scenario({ you: { hand: [BOLT.name], battlefield: ['Mountain', DIES_DRAW.name], library: ['Island'] }, actions: [{ do: 'cast', card: BOLT.name, targets: [DIES_DRAW.name] }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Island']);
    // CR 608.2n: the instant goes to the graveyard as it finishes resolving, before the state-based check.
    expect(out.you.graveyard).toEqual([BOLT.name, DIES_DRAW.name]);
  });
});

describe('state-based actions (CR 704)', () => {
  it('CR 704.5g: lethal damage destroys a creature', () => {
    const out = scenario({ you: { hand: [BOLT.name], battlefield: ['Mountain', BEARS.name] }, actions: [{ do: 'cast', card: BOLT.name, targets: [BEARS.name] }, { do: 'resolve' }] });
    expect(out.you.graveyard).toEqual([BOLT.name, BEARS.name]);
  });

  it('CR 704.5f: a creature with 0 toughness goes to the graveyard; CR 704.5q: +1/+1 and -1/-1 counters cancel', () => {
    const out = scenario({ you: { battlefield: [{ card: BEARS.name, counters: { '-1/-1': 2 } }, { card: BEARS.name, counters: { '+1/+1': 2, '-1/-1': 1 } }], library: ['Island'] }, actions: [{ do: 'next_phase' }] });
    expect(out.you.graveyard).toEqual([BEARS.name]);
    expect(out.you.battlefield[0]).toMatchObject({ power: 3, toughness: 3, counters: { '+1/+1': 1 } });
  });

  it('CR 704.5m: an Aura attached to nothing goes to the graveyard', () => {
    const out = scenario({ you: { hand: [BOLT.name], battlefield: ['Mountain', BEARS.name, { card: HOLY_STRENGTH.name, attachedTo: 1 }] }, actions: [{ do: 'cast', card: BOLT.name, targets: [BEARS.name] }, { do: 'resolve' }] });
    expect(out.you.battlefield).toHaveLength(3); // 2/2 with +1/+2 is 3/4: it survives 3 damage
    const killed = scenario({ you: { hand: [UNSUMMON.name], battlefield: ['Island', BEARS.name, { card: HOLY_STRENGTH.name, attachedTo: 1 }] }, actions: [{ do: 'cast', card: UNSUMMON.name, targets: [BEARS.name] }, { do: 'resolve' }] });
    expect(killed.you.hand).toEqual([BEARS.name]);
    expect(killed.you.graveyard).toEqual([UNSUMMON.name, HOLY_STRENGTH.name]);
  });

  it('CR 704.5a: a player at 0 life loses; CR 704.5b: a player who drew from an empty library loses', () => {
    const dead = scenario({ opponent: { life: 3 }, you: { hand: [BOLT.name], battlefield: ['Mountain'] }, actions: [{ do: 'cast', card: BOLT.name, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(dead.gameOver).toEqual({ loser: 'opponent', reason: '0 or less life' });
    const decked = scenario({ turn: 2, you: { library: [] }, actions: [{ do: 'next_turn' }] });
    expect(decked.gameOver).toMatchObject({ loser: 'you' });
  });

  it('CR 704.5j: the legend rule keeps one of two legendary permanents with the same name', () => {
    const legend = c('Hero of Tests', '{1}{W}', 'Legendary Creature — Human', '', '2', '2');
    const out = run({ cards: [legend], you: { hand: [legend.name], battlefield: [legend.name, 'Plains', 'Plains'] }, actions: [{ do: 'cast', card: legend.name }, { do: 'resolve' }] });
    expect(out.you.battlefield.filter((permanent) => permanent.card === legend.name)).toHaveLength(1);
    expect(out.you.graveyard).toEqual([legend.name]);
  });

  it('CR 111.7: a token that leaves the battlefield ceases to exist', () => {
    const out = scenario({ you: { hand: [SOLDIERS.name, UNSUMMON.name], battlefield: ['Plains', 'Plains', 'Island'] }, actions: [{ do: 'cast', card: SOLDIERS.name }, { do: 'resolve' }, { do: 'cast', card: UNSUMMON.name, targets: ['Soldier'] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([]);
    expect(out.you.battlefield.filter((permanent) => permanent.card === 'Soldier')).toHaveLength(1);
  });
});

describe('combat against the goldfish', () => {
  it('CR 510: attacking creatures deal combat damage to the goldfish', () => {
    const out = scenario({ phase: 'combat', you: { battlefield: [BEARS.name, VIGILANT.name] }, actions: [{ do: 'attack', attackers: [BEARS.name, VIGILANT.name] }] });
    expect(out.opponent.life).toBe(16);
    expect(out.you.battlefield.map((creature) => creature.tapped)).toEqual([true, false]);
    expect(eventsOf(out, 'damage')).toHaveLength(2);
  });

  it('CR 302.6: summoning sickness stops attacking; CR 702.10b haste allows it the turn it enters; defender never attacks', () => {
    const sick = scenario({ you: { hand: [BEARS.name], battlefield: ['Forest', 'Forest'] }, actions: [{ do: 'cast', card: BEARS.name }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: [BEARS.name] }] });
    expect(sick.error).toEqual({ action: 3, message: `${BEARS.name} has summoning sickness` });
    expect(sick.you.battlefield.find((permanent) => permanent.card === BEARS.name)!.tapped).toBe(false);
    expect(sick.opponent.life).toBe(20);
    // The same creature a turn later (under your control since your most recent turn began) attacks.
    const nextTurn = scenario({ you: { hand: [BEARS.name], battlefield: ['Forest', 'Forest'], library: ['Island'] }, actions: [{ do: 'cast', card: BEARS.name }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'next_phase' }, { do: 'attack', attackers: [BEARS.name] }] });
    expect(nextTurn.opponent.life).toBe(18);
    const hasty = scenario({ you: { hand: [HASTY.name], battlefield: ['Mountain'] }, actions: [{ do: 'cast', card: HASTY.name }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: [HASTY.name] }] });
    expect(hasty.ok).toBe(true);
    expect(hasty.turn).toBe(1);
    expect(eventsOf(hasty, 'damage')).toEqual([{ type: 'damage', source: HASTY.name, target: 'opponent', amount: 1 }]);
    expect(hasty.you.battlefield.find((permanent) => permanent.card === HASTY.name)!.tapped).toBe(true);
    expect(hasty.opponent.life).toBe(19);
    const wall = scenario({ phase: 'combat', you: { battlefield: [WALL.name] }, actions: [{ do: 'attack', attackers: [WALL.name] }] });
    expect(wall.error?.message).toMatch(/defender/);
  });

  it('lords: "Other Goblin creatures you control get +1/+1 and have haste" (CR 702.10b: a Goblin cast this turn attacks)', () => {
    const out = scenario({ phase: 'combat', you: { battlefield: [LORD.name, HASTY.name] }, actions: [] });
    expect(out.you.battlefield.map((creature) => [creature.power, creature.toughness])).toEqual([
      [2, 2],
      [2, 2],
    ]);
    // A Goblin without haste, cast this turn beside the lord, attacks at once for 3 (2 + 1).
    const granted = scenario({ you: { hand: [GOBLIN.name], battlefield: [LORD.name, 'Mountain', 'Mountain'] }, actions: [{ do: 'cast', card: GOBLIN.name }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: [GOBLIN.name] }] });
    expect(granted.ok).toBe(true);
    expect(granted.opponent.life).toBe(17);
    // Without the lord the same Goblin is summoning sick; the lord gives haste to Goblins only.
    const alone = scenario({ you: { hand: [GOBLIN.name], battlefield: ['Mountain', 'Mountain'] }, actions: [{ do: 'cast', card: GOBLIN.name }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: [GOBLIN.name] }] });
    expect(alone.error?.message).toBe(`${GOBLIN.name} has summoning sickness`);
    const bear = scenario({ you: { hand: [BEARS.name], battlefield: [LORD.name, 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: BEARS.name }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: [BEARS.name] }] });
    expect(bear.error?.message).toBe(`${BEARS.name} has summoning sickness`);
  });
});

describe('seeded randomness, rejected actions and undo', () => {
  const deck = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 'Swamp' : 'Island'));
  const cycle = (seed: number) =>
    run({ seed, cards: [SWAMPCYCLER.en], you: { hand: [SWAMPCYCLER.en.name], battlefield: ['Swamp', 'Swamp'], library: deck }, actions: [{ do: 'activate', card: SWAMPCYCLER.en.name, ability: 'swampcycling' }, { do: 'resolve' }] }).you.library;

  it('every shuffle uses the seed: the same seed gives the same library, another seed another', () => {
    expect(cycle(7)).toEqual(cycle(7));
    expect(cycle(7)).not.toEqual(cycle(8));
  });

  const setUp = {
    cards: [SWAMPCYCLER.en, TUSKER.en, STABILIZER, BEARS, HOLY_STRENGTH],
    you: { hand: [SWAMPCYCLER.en.name, TUSKER.en.name, BEARS.name, 'Forest'], battlefield: ['Swamp', 'Forest', BEARS.name], library: deck },
  };
  const withStabilizer = {
    ...setUp,
    you: { ...setUp.you, battlefield: [...setUp.you.battlefield, STABILIZER.name, 'Swamp'] },
  };
  const rejected: [string, ScenarioAction][] = [
    ['an unpayable cast', { do: 'cast', card: { name: TUSKER.en.name, zone: null, index: 0, player: 'you' }, targets: null, x: 0 }],
    ['a second land', { do: 'play_land', card: { name: 'Forest', zone: null, index: 0, player: 'you' } }],
    ['cycling an unpayable cost', { do: 'activate', card: { name: TUSKER.en.name, zone: null, index: 0, player: 'you' }, ability: 'cycling', targets: null, x: 0, color: null }],
    ['an attack outside combat', { do: 'attack', attackers: [{ name: BEARS.name, zone: null, index: 0, player: 'you' }] }],
    ['resolving an empty stack', { do: 'resolve', choice: null }],
    ['cycling under Stabilizer', { do: 'activate', card: { name: SWAMPCYCLER.en.name, zone: null, index: 0, player: 'you' }, ability: 'swampcycling', targets: null, x: 0, color: null }],
  ];

  it.each(rejected)('a rejected action changes nothing: %s', (label, action) => {
    const { game } = gameFromScenario(label.includes('Stabilizer') ? withStabilizer : setUp);
    game.state.players[0].landsPlayed = 1; // a land was played this turn
    const before = JSON.stringify(cloneState(game.state));
    const events = game.events!.length;
    const translated = scenarioAction(game, action);
    expect(typeof translated === 'string' ? translated : game.perform(translated)).not.toEqual({ ok: true });
    expect(JSON.stringify(game.state)).toBe(before);
    expect(game.events!.length).toBe(events);
  });

  it('an illegal choice on resolve changes nothing (the stack and library stay as they were)', () => {
    const { game } = gameFromScenario(setUp);
    const cycler = game.state.players[0].hand[0]!;
    expect(game.perform({ do: 'activate', card: cycler, ability: 0 })).toEqual({ ok: true });
    const before = JSON.stringify(game.state);
    expect(game.perform({ do: 'resolve', choice: 'Island' }).ok).toBe(false);
    expect(JSON.stringify(game.state)).toBe(before);
  });

  it('undo is exact (the random state too) and redo replays', () => {
    const { game } = gameFromScenario(setUp, { undo: true });
    const start = JSON.stringify(game.state);
    const cycler = game.state.players[0].hand[0]!;
    game.perform({ do: 'activate', card: cycler, ability: 0 });
    game.perform({ do: 'resolve' });
    const after = JSON.stringify(game.state);
    const eventsAfter = game.events!.length;
    expect(game.undo()).toBe(true);
    expect(game.undo()).toBe(true);
    expect(game.undo()).toBe(false);
    expect(JSON.stringify(game.state)).toBe(start);
    expect(game.events).toEqual([]);
    expect(game.redo()).toBe(true);
    expect(game.redo()).toBe(true);
    expect(JSON.stringify(game.state)).toBe(after);
    expect(game.events!.length).toBe(eventsAfter);
  });
});

describe('scenario set-up', () => {
  it('parses the example input shape with defaults', () => {
    const parsed = parseScenario({ you: { hand: ['Island'] } });
    expect(parsed).toMatchObject({ seed: 1, turn: 1, phase: 'main1', you: { life: 20, hand: ['Island'] }, opponent: { life: 20 } });
  });
});

describe('for the table and the simulator', () => {
  it('legalActions lists cycling disabled with the reason under Stabilizer (CR 702.29f)', async () => {
    const { legalActions } = await import('../../../../app/engine/index.ts');
    const { game } = gameFromScenario({ cards: CARDS, you: { hand: [SWAMPCYCLER.en.name, 'Forest'], battlefield: ['Swamp', 'Swamp', STABILIZER.name] } });
    const actions = legalActions(game);
    const { formatMessage } = await import('../../../../app/engine/messages/message.ts');
    const cycle = actions.find((entry) => formatMessage(entry.label).startsWith('Swampcycle'))!;
    expect(cycle).toMatchObject({ enabled: false, reason: { key: 'refusal.cyclingForbidden', params: { card: { card: 'Stabilizer' } } } });
    expect(formatMessage(cycle.reason!)).toBe("Stabilizer: players can't cycle cards");
    expect(actions.find((entry) => formatMessage(entry.label) === 'Play Forest')).toMatchObject({ enabled: true, reason: null });
  });

  it('newGame shuffles the deck with the seed and draws an opening hand of seven', async () => {
    const { newGame } = await import('../../../../app/engine/index.ts');
    const deck = [...Array.from({ length: 30 }, () => BEARS), ...Array.from({ length: 30 }, () => DIVINATION)];
    const first = newGame({ deck, seed: 42 });
    const again = newGame({ deck, seed: 42 });
    expect(first.state.players[0].hand).toHaveLength(7);
    expect(first.state.players[0].library).toHaveLength(53);
    expect(first.state.players[0].library).toEqual(again.state.players[0].library);
    expect(first.events).toBeNull();
  });
});

describe('manual overrides (outside the rules, logged as manual)', () => {
  it('move, tap, life, counters, draw and shuffle are logged and trigger nothing', () => {
    const { game } = gameFromScenario({ cards: CARDS, you: { hand: [DIES_DRAW.name], battlefield: [DIES_DRAW.name, 'Forest'], library: ['Island', 'Plains', 'Swamp'] } });
    const creature = game.state.players[0].battlefield[0]!;
    const forest = game.state.players[0].battlefield[1]!;
    expect(game.perform({ do: 'manual_tap', card: forest, tapped: true })).toEqual({ ok: true });
    expect(game.perform({ do: 'manual_counters', card: creature, counter: '+1/+1', delta: 2 })).toEqual({ ok: true });
    expect(game.perform({ do: 'manual_counters', card: creature, counter: '+1/+1', delta: -3 }).ok).toBe(false);
    expect(game.perform({ do: 'manual_life', player: 1, life: 7 })).toEqual({ ok: true });
    expect(game.perform({ do: 'manual_draw', count: 1 })).toEqual({ ok: true });
    expect(game.perform({ do: 'manual_shuffle' })).toEqual({ ok: true });
    expect(game.perform({ do: 'move', card: creature, to: 'graveyard' })).toEqual({ ok: true });
    expect(game.state.stack).toEqual([]); // the dies trigger did not fire
    expect(game.state.players[1].life).toBe(7);
    expect(game.state.objects[forest]!.tapped).toBe(true);
    expect(game.state.players[0].hand).toHaveLength(2);
    expect(eventsOf({ events: game.events! } as never, 'manual').map((event) => event.what)).toEqual([
      'tapped Forest',
      'put 2 +1/+1 counter(s) on Cartographer',
      'set opponent life to 7',
      'drew 1 card(s)',
      'shuffled the library',
      'moved Cartographer from battlefield to graveyard',
    ]);
  });
});
