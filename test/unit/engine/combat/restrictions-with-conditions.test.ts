// Round 6, combat lines: restrictions with any condition after "unless" or "if" (docs/rules-combat.md).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, run } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, power?: string, toughness?: string, mana_cost = '{R}'): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statusOf = (card: CardDefinition, line = 0) => compileCard(card).lines[line]!.status;

const TRINKET = c('Plain Trinket', 'Artifact', '', undefined, undefined, '{1}');
const LONELY = c('Lonely Golem Jr', 'Artifact Creature — Golem', "Lonely Golem Jr can't attack unless you control another artifact.", '3', '3', '{3}');
const BLESSED = c('Blessed Giant Jr', 'Creature — Giant', "Blessed Giant Jr can't attack or block unless you have the city's blessing.", '4', '4');
const WIRECAT = c('Wirecat Jr', 'Artifact Creature — Cat', "Wirecat Jr can't attack or block if you control an enchantment.", '4', '3', '{4}');
const CHARM = c('Plain Charm', 'Enchantment', '', undefined, undefined, '{W}');

const SCUTTLER = c('Scuttler Jr', 'Creature — Crab', "Defender\nAs long as Scuttler Jr has three or more +1/+1 counters on it, it can attack as though it didn't have defender.", '3', '3');
const COUNTERS = c('Counter Gift Jr', 'Sorcery', 'Put three +1/+1 counters on target creature.', undefined, undefined, '{G}');

const CRASHER = c('Crasher Jr', 'Creature — Elemental', "Trample\nCrasher Jr can't attack unless there is a Mountain on the battlefield.", '5', '5');
const SHADE = c('Lonely Shade Jr', 'Creature — Vampire', "Lonely Shade Jr can't attack if there's another creature on the battlefield.", '5', '5');

const SEEDLINGS = c('Seedlings Jr', 'Creature — Treefolk', "Seedlings Jr's toughness is equal to the number of Forests you control.", '2', '*', '{G}');
const TWICE = c('Twice Jr', 'Creature — Elemental', "Twice Jr's power and toughness are each equal to twice the number of creatures you control.", '*', '*', '{G}');

const KNIGHT = c('Malice Knight Jr', 'Creature — Human Knight', 'Malice Knight Jr gets +1/+0 as long as any player controls a white permanent.', '2', '2', '{B}');

const CARDS = [TRINKET, LONELY, BLESSED, WIRECAT, CHARM, SCUTTLER, COUNTERS, CRASHER, SHADE, SEEDLINGS, TWICE, KNIGHT];
const attackWith = (battlefield: string[], attacker: string) =>
  run({ cards: CARDS, phase: 'combat', you: { battlefield }, actions: [{ do: 'attack', attackers: [attacker] }] });

describe('"~ can\'t attack unless …" / "… if …" with any condition (CR 508.1c)', () => {
  it('"unless you control another artifact": refused alone, allowed with another artifact', () => {
    expect(statusOf(LONELY)).toBe('enforced');
    expect(attackWith([LONELY.name], LONELY.name).ok).toBe(false);
    const out = attackWith([LONELY.name, TRINKET.name], LONELY.name);
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(17);
  });

  it('"unless you have the city\'s blessing" (a condition that is not a count): refused without it', () => {
    expect(statusOf(BLESSED)).toBe('enforced');
    expect(attackWith([BLESSED.name], BLESSED.name).ok).toBe(false);
  });

  it('"can\'t attack or block if …": refused while the condition holds, allowed otherwise', () => {
    expect(statusOf(WIRECAT)).toBe('enforced');
    expect(attackWith([WIRECAT.name, CHARM.name], WIRECAT.name).ok).toBe(false);
    expect(attackWith([WIRECAT.name], WIRECAT.name).ok).toBe(true);
  });
});

describe('"As long as …, it can attack as though it didn\'t have defender" (CR 702.3b, 611.3a)', () => {
  it('the defender stays put until the condition holds, then attacks', () => {
    expect(statusOf(SCUTTLER, 1)).toBe('enforced');
    expect(attackWith([SCUTTLER.name], SCUTTLER.name).ok).toBe(false);
    const out = run({
      cards: CARDS, phase: 'main1', you: { battlefield: [SCUTTLER.name, 'Forest'], hand: [COUNTERS.name] },
      actions: [{ do: 'cast', card: COUNTERS.name, targets: [SCUTTLER.name] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: [SCUTTLER.name] }, { do: 'next_phase' }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(14);
  });
});

describe('conditions on the battlefield: "there is a Mountain", "there\'s another creature" (CR 508.1c)', () => {
  it('"unless there is a Mountain on the battlefield"', () => {
    expect(statusOf(CRASHER, 1)).toBe('enforced');
    expect(attackWith([CRASHER.name, 'Forest'], CRASHER.name).ok).toBe(false);
    expect(attackWith([CRASHER.name, 'Mountain'], CRASHER.name).ok).toBe(true);
  });

  it('"if there\'s another creature on the battlefield": itself does not count', () => {
    expect(statusOf(SHADE)).toBe('enforced');
    expect(attackWith([SHADE.name], SHADE.name).ok).toBe(true);
    expect(attackWith([SHADE.name, SCUTTLER.name], SHADE.name).ok).toBe(false);
  });
});

describe('characteristic-defining abilities (CR 604.3, 613.4a)', () => {
  it('"~\'s toughness is equal to the number of Forests you control": the printed power stays', () => {
    expect(statusOf(SEEDLINGS)).toBe('enforced');
    const out = run({ cards: CARDS, phase: 'main1', you: { battlefield: [SEEDLINGS.name, 'Forest', 'Forest', 'Forest', 'Island'] }, actions: [] });
    const seedlings = out.you.battlefield.find((p) => p.card === SEEDLINGS.name)!;
    expect([seedlings.power, seedlings.toughness]).toEqual([2, 3]);
  });

  it('"each equal to twice the number of creatures you control"', () => {
    expect(statusOf(TWICE)).toBe('enforced');
    const out = run({ cards: CARDS, phase: 'main1', you: { battlefield: [TWICE.name, SCUTTLER.name] }, actions: [] });
    const twice = out.you.battlefield.find((p) => p.card === TWICE.name)!;
    expect([twice.power, twice.toughness]).toEqual([4, 4]);
  });
});

describe('"as long as any player controls a white permanent" (CR 611.3a)', () => {
  it('counts any player\'s permanents, its own included', () => {
    expect(statusOf(KNIGHT)).toBe('enforced');
    const without = run({ cards: CARDS, phase: 'main1', you: { battlefield: [KNIGHT.name] }, actions: [] });
    expect(without.you.battlefield[0]!.power).toBe(2);
    const withCharm = run({ cards: CARDS, phase: 'main1', you: { battlefield: [KNIGHT.name, CHARM.name] }, actions: [] });
    expect(withCharm.you.battlefield.find((p) => p.card === KNIGHT.name)!.power).toBe(3);
  });
});
