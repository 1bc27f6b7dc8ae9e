// The generic long tail, round 2: animation ("~ becomes a 2/2 Assembly-Worker artifact creature
// until end of turn. It's still a land."), CR 613.1 layers 4, 5, 6 and 7b.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, run } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, power?: string, toughness?: string, mana_cost = ''): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const FACTORY = c('Worker Factory', 'Land', '{1}: Worker Factory becomes a 2/2 Assembly-Worker artifact creature until end of turn. It\'s still a land.');
const WILDWOOD = c('Wild Ridge', 'Land', '{1}: Wild Ridge becomes a 3/3 green Elemental creature with trample until end of turn. It\'s still a land.');
const RIDGE = c('Stirring Ridge', 'Land', "{1}: Until end of turn, Stirring Ridge becomes a 3/4 green and white Elemental creature with reach. It's still a land.");
const AWAKEN = c('Land Waker', 'Sorcery', 'Target land becomes a 4/4 Elemental creature with haste. It\'s still a land.', undefined, undefined, '{R}');
const SHOCK = c('Shock Jr', 'Instant', 'Shock Jr deals 2 damage to target creature.', undefined, undefined, '{R}');
const GREEN_HUNT = c('Green Hunt', 'Instant', 'Destroy target green creature.', undefined, undefined, '{R}');
const THREATEN = c('Threaten Jr', 'Sorcery', 'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.', undefined, undefined, '{R}');
const BEAR = c('Plain Bear', 'Creature — Bear', '', '2', '2');
const SWITCH = c('Twisted Image Jr', 'Instant', "Switch target creature's power and toughness until end of turn.", undefined, undefined, '{U}');
const GROWTH = c('Giant Growth', 'Instant', 'Target creature gets +3/+3 until end of turn.', undefined, undefined, '{G}');
const WALL = c('Tall Wall', 'Creature — Wall', '', '1', '3');
const SELF_SWITCH = c('Turtle Jr', 'Creature — Turtle', "{1}: Switch Turtle Jr's power and toughness until end of turn.", '0', '4');
const HEALER = c('Scarred Jr', 'Creature — Elf', '{1}: Remove a -1/-1 counter from Scarred Jr.', '3', '3');
const COIN = c('Coin Jr', 'Artifact', '{0}: Flip a coin. If you win the flip, you gain 1 life. If you lose the flip, you lose 1 life.');
const CARDS = [COIN, HEALER, SWITCH, GROWTH, WALL, SELF_SWITCH, THREATEN, BEAR, RIDGE, FACTORY, WILDWOOD, AWAKEN, SHOCK, GREEN_HUNT];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, phase: 'main1', ...rest });
const animateFactory = [{ do: 'activate', card: FACTORY.name, ability: 0 }, { do: 'resolve' }];

describe('animation (CR 613.1)', () => {
  it('the line reads whole: "It\'s still a land." is part of the animation', () => {
    const compiled = compileCard({ ...FACTORY, layout: 'normal' } as never);
    expect(compiled.lines.map((line: { status: string }) => line.status)).toEqual(['enforced']);
  });

  it('CR 613.4b: the land becomes a 2/2 creature (layer 7b) and can attack; it is still a land', () => {
    const before = scenario({ you: { battlefield: [FACTORY.name, 'Wastes'] }, actions: [] });
    expect(before.you.battlefield[0]!.power).toBeNull();
    const out = scenario({ you: { battlefield: [FACTORY.name, 'Wastes'] }, actions: [...animateFactory, { do: 'next_phase' }, { do: 'attack', attackers: [FACTORY.name] }, { do: 'resolve_all' }, { do: 'next_phase' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.battlefield[0]!.power).toBe(2);
    expect(out.you.battlefield[0]!.toughness).toBe(2);
    expect(out.opponent.life).toBe(18);
  });

  it('CR 514.2: "until end of turn" ends in the cleanup step', () => {
    const out = scenario({ you: { battlefield: [FACTORY.name, 'Wastes'], library: ['Wastes'] }, actions: [...animateFactory, { do: 'next_turn' }] });
    expect(out.you.battlefield[0]!.power).toBeNull();
  });

  it('CR 115.4, 704.5g: an animated land is a creature for "target creature" and dies from lethal damage', () => {
    const out = scenario({ you: { battlefield: [FACTORY.name, 'Wastes', 'Mountain'], hand: [SHOCK.name] }, actions: [...animateFactory, { do: 'cast', card: SHOCK.name, targets: [FACTORY.name] }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.graveyard).toContain(FACTORY.name);
    const unanimated = scenario({ you: { battlefield: [FACTORY.name, 'Mountain'], hand: [SHOCK.name] }, actions: [{ do: 'cast', card: SHOCK.name, targets: [FACTORY.name] }] });
    expect(unanimated.ok).toBe(false);
  });

  it('CR 613.1e: the animation sets its colour (layer 5): "target green creature" can take the green Elemental, not the colourless Assembly-Worker', () => {
    const out = scenario({ you: { battlefield: [WILDWOOD.name, 'Wastes', 'Mountain'], hand: [GREEN_HUNT.name] }, actions: [{ do: 'activate', card: WILDWOOD.name, ability: 0 }, { do: 'resolve' }, { do: 'cast', card: GREEN_HUNT.name, targets: [WILDWOOD.name] }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.graveyard).toContain(WILDWOOD.name);
    const colourless = scenario({ you: { battlefield: [FACTORY.name, 'Wastes', 'Mountain'], hand: [GREEN_HUNT.name] }, actions: [...animateFactory, { do: 'cast', card: GREEN_HUNT.name, targets: [FACTORY.name] }] });
    expect(colourless.ok).toBe(false);
  });

  it('CR 611.2a: with no duration the animation lasts; the keyword it grants (layer 6) lets it attack at once', () => {
    const out = scenario({ you: { battlefield: ['Forest', 'Mountain'], hand: [AWAKEN.name], library: ['Wastes'] }, actions: [{ do: 'cast', card: AWAKEN.name, targets: ['Forest'] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: ['Forest'] }, { do: 'resolve_all' }, { do: 'next_turn' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.opponent.life).toBe(16);
    expect(out.you.battlefield[0]!.power).toBe(4);
  });

  it('CR 611.2a, 514.2: "Until end of turn, ~ becomes …" with the duration in front: a 3/4 with reach that ends at cleanup', () => {
    const during = scenario({ you: { battlefield: [RIDGE.name, 'Wastes'] }, actions: [{ do: 'activate', card: RIDGE.name, ability: 0 }, { do: 'resolve' }] });
    expect(during.error?.message ?? 'ok').toBe('ok');
    expect([during.you.battlefield[0]!.power, during.you.battlefield[0]!.toughness]).toEqual([3, 4]);
    const after = scenario({ you: { battlefield: [RIDGE.name, 'Wastes'], library: ['Wastes'] }, actions: [{ do: 'activate', card: RIDGE.name, ability: 0 }, { do: 'resolve' }, { do: 'next_turn' }] });
    expect(after.you.battlefield[0]!.power).toBeNull();
  });
});

describe('control until end of turn (CR 613.1b)', () => {
  const threaten = [{ do: 'cast', card: THREATEN.name, targets: [BEAR.name] }, { do: 'resolve' }];

  it('CR 613.1b, 302.6: you gain control of the tapped creature, untap it, and with haste it attacks for you', () => {
    const out = scenario({ you: { battlefield: ['Mountain'], hand: [THREATEN.name] }, opponent: { battlefield: [{ card: BEAR.name, tapped: true }] }, actions: [...threaten, { do: 'next_phase' }, { do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.opponent.battlefield.map((permanent) => permanent.card)).toEqual([]);
    expect(out.opponent.life).toBe(18);
  });

  it('CR 514.2: the control effect ends in the cleanup step and the creature goes back to its owner', () => {
    const out = scenario({ you: { battlefield: ['Mountain'], hand: [THREATEN.name], library: ['Wastes'] }, opponent: { battlefield: [BEAR.name] }, actions: [...threaten, { do: 'next_turn' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.opponent.battlefield.map((permanent) => permanent.card)).toEqual([BEAR.name]);
    expect(out.you.battlefield.map((permanent) => permanent.card)).toEqual(['Mountain']);
  });
});

describe('switching power and toughness (CR 613.4d)', () => {
  it('CR 613.4d: the switch applies after every other change (layer 7d): a 1/3 switched and given +3/+3 is 6/4', () => {
    const out = scenario({ you: { battlefield: [WALL.name, 'Island', 'Forest'], hand: [SWITCH.name, GROWTH.name] }, actions: [{ do: 'cast', card: SWITCH.name, targets: [WALL.name] }, { do: 'resolve' }, { do: 'cast', card: GROWTH.name, targets: [WALL.name] }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect([out.you.battlefield[0]!.power, out.you.battlefield[0]!.toughness]).toEqual([6, 4]);
  });

  it('CR 514.2, 704.5f: "Switch ~\'s power and toughness" makes a 0/4 a 4/0 that dies; a switch ends at cleanup', () => {
    const dies = scenario({ you: { battlefield: [SELF_SWITCH.name, 'Wastes'] }, actions: [{ do: 'activate', card: SELF_SWITCH.name, ability: 0 }, { do: 'resolve' }] });
    expect(dies.error?.message ?? 'ok').toBe('ok');
    expect(dies.you.graveyard).toContain(SELF_SWITCH.name);
    const ends = scenario({ you: { battlefield: [WALL.name, 'Island'], hand: [SWITCH.name], library: ['Wastes'] }, actions: [{ do: 'cast', card: SWITCH.name, targets: [WALL.name] }, { do: 'resolve' }, { do: 'next_turn' }] });
    expect([ends.you.battlefield[0]!.power, ends.you.battlefield[0]!.toughness]).toEqual([1, 3]);
  });
});

describe('removing a -1/-1 counter (CR 122.1)', () => {
  it('CR 122.1: "Remove a -1/-1 counter from ~" takes one off', () => {
    const out = scenario({ you: { battlefield: [{ card: HEALER.name, counters: { '-1/-1': 2 } }, 'Wastes'] }, actions: [{ do: 'activate', card: HEALER.name, ability: 0 }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.battlefield[0]!.power).toBe(2);
  });
});

describe('coin flips (CR 705)', () => {
  const flips = (count: number) => scenario({ seed: 7, you: { battlefield: [COIN.name] }, actions: Array.from({ length: count }, () => [{ do: 'activate', card: COIN.name, ability: 0 }, { do: 'resolve' }]).flat() });

  it('CR 705.1: each flip is won or lost and runs that outcome only; the seeded source replays the same flips', () => {
    const lives = Array.from({ length: 13 }, (_, count) => flips(count).you.life);
    const steps = lives.slice(1).map((life, at) => life - lives[at]!);
    expect(steps.every((step) => step === 1 || step === -1)).toBe(true);
    expect(steps).toContain(1);
    expect(steps).toContain(-1);
    expect(flips(12).you.life).toBe(lives[12]);
  });
});
