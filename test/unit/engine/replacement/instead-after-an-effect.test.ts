// "If …, … instead" after an effect (CR 614.1a, 608.2c): the new effects replace the old ones when
// the condition holds as the ability resolves; "that player" / "that creature" / "that permanent
// or player" name the target the sentence before chose. docs/rules-riders.md, "Round 5".
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const enforced = (definition: CardDefinition): boolean => compileCard(definition).lines.every((line) => line.status === 'enforced');
const WIZARD = c('Apprentice', '{U}', 'Creature — Human Wizard', '', '1', '1');
const BEARS = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const ROD = c('Drain Rod', '{3}', 'Artifact', '{T}: Target opponent loses 1 life. If you control a Wizard, that player loses 3 life instead.');
const SCORCH = c('Scorch', '{1}{R}', 'Sorcery', 'Scorch deals 2 damage to any target. If seven or more cards are in your graveyard, Scorch deals 4 damage to that permanent or player instead.');
const SEAR = c('Sear', '{R}', 'Instant', 'Sear deals 1 damage to target creature. It deals 3 damage to that creature instead if you have 10 or less life.');

describe('"instead" after an effect', () => {
  it('CR 614.1a: the replacing effect happens only when the condition holds ("that player" is the target opponent)', () => {
    expect(enforced(ROD)).toBe(true);
    const actions = [{ do: 'activate', card: ROD.name, ability: 0, targets: ['opponent'] }, { do: 'resolve_all' }];
    expect(run({ cards: [ROD, WIZARD], you: { battlefield: [ROD.name] }, actions }).opponent.life).toBe(19);
    expect(run({ cards: [ROD, WIZARD], you: { battlefield: [ROD.name, WIZARD.name] }, actions }).opponent.life).toBe(17);
  });

  it('CR 608.2c: "that permanent or player" is the spell\'s target; the condition is checked on resolution', () => {
    expect(enforced(SCORCH)).toBe(true);
    const lands = ['Mountain', 'Mountain'];
    const actions = [{ do: 'cast', card: SCORCH.name, targets: ['opponent'] }, { do: 'resolve_all' }];
    expect(run({ cards: [SCORCH], you: { battlefield: lands, hand: [SCORCH.name], graveyard: Array(6).fill('Mountain') }, actions }).opponent.life).toBe(18);
    expect(run({ cards: [SCORCH], you: { battlefield: lands, hand: [SCORCH.name], graveyard: Array(7).fill('Mountain') }, actions }).opponent.life).toBe(16);
  });

  it('CR 614.1a: "… instead if …" after the effect; "that creature" is the target creature', () => {
    expect(enforced(SEAR)).toBe(true);
    const actions = [{ do: 'cast', card: SEAR.name, targets: [{ name: BEARS.name, zone: 'battlefield' }] }, { do: 'resolve_all' }];
    const healthy = run({ cards: [SEAR, BEARS], you: { battlefield: ['Mountain', BEARS.name], hand: [SEAR.name] }, actions });
    expect(healthy.you.battlefield.map((entry) => entry.card)).toContain(BEARS.name);
    const low = run({ cards: [SEAR, BEARS], you: { life: 10, battlefield: ['Mountain', BEARS.name], hand: [SEAR.name] }, actions });
    expect(low.you.graveyard).toContain(BEARS.name);
  });

  it('reads nothing when the new effect does not match one old effect of its kind', () => {
    const odd = c('Odd', '{R}', 'Instant', 'Odd deals 1 damage to any target. If you control a Wizard, draw a card instead.');
    expect(enforced(odd)).toBe(false);
  });

  it('CR 700.4: a later line of a spell replaces an earlier one ("Morbid — … instead if a creature died this turn")', () => {
    const volley = c('Volley', '{2}{R}', 'Instant', 'Volley deals 3 damage to any target.\nMorbid — Volley deals 5 damage to that permanent or player instead if a creature died this turn.');
    expect(enforced(volley)).toBe(true);
    const lands = ['Mountain', 'Mountain', 'Mountain', 'Mountain'];
    const aim = { do: 'cast', card: volley.name, targets: ['opponent'] };
    expect(run({ cards: [volley, BEARS, SEAR], you: { battlefield: lands, hand: [volley.name] }, actions: [aim, { do: 'resolve_all' }] }).opponent.life).toBe(17);
    // Sear kills the Bears (3 damage at 10 life), then Volley deals 5.
    const kill = { do: 'cast', card: SEAR.name, targets: [{ name: BEARS.name, zone: 'battlefield' }] };
    const output = run({ cards: [volley, BEARS, SEAR], you: { life: 10, battlefield: [...lands, BEARS.name], hand: [volley.name, SEAR.name] }, actions: [kill, { do: 'resolve_all' }, aim, { do: 'resolve_all' }] });
    expect(output.you.graveyard).toContain(BEARS.name);
    expect(output.opponent.life).toBe(15);
  });

  it('landfall condition and "create N of those tokens instead"', () => {
    const townsfolk = c('Townsfolk', '{1}{W}', 'Sorcery', 'Create two 1/1 white Human creature tokens.\nIf you had a land enter the battlefield under your control this turn, create five of those tokens instead.');
    expect(enforced(townsfolk)).toBe(true);
    const humans = (output: ReturnType<typeof run>) => output.you.battlefield.filter((entry) => entry.card === 'Human').length;
    const cast = [{ do: 'cast', card: townsfolk.name }, { do: 'resolve_all' }];
    expect(humans(run({ cards: [townsfolk], you: { battlefield: ['Plains', 'Plains'], hand: [townsfolk.name] }, actions: cast }))).toBe(2);
    const landed = run({ cards: [townsfolk], you: { battlefield: ['Plains', 'Plains'], hand: [townsfolk.name, 'Plains'] }, actions: [{ do: 'play_land', card: 'Plains' }, ...cast] });
    expect(landed.ok).toBe(true);
    expect(humans(landed)).toBe(5);
  });

  it('CR 603.4, 614.1a: inside an intervening "if"; "you control a X permanent and a Y permanent" needs both', () => {
    const shrine = c('Dega Shrine', '{2}{W}', 'Enchantment', 'At the beginning of your upkeep, if you control a black or red permanent, you gain 2 life. If you control a black permanent and a red permanent, you gain 4 life instead.');
    const black = c('Black Idol', '{B}', 'Artifact Creature — Idol', '', '1', '1');
    const red = c('Red Idol', '{R}', 'Artifact Creature — Idol', '', '1', '1');
    expect(enforced(shrine)).toBe(true);
    const upkeep = (battlefield: string[]) => run({ cards: [shrine, black, red], you: { battlefield: [shrine.name, ...battlefield], library: ['Plains', 'Plains'] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] }).you.life;
    expect(upkeep([])).toBe(20);
    expect(upkeep([black.name])).toBe(22);
    expect(upkeep([black.name, red.name])).toBe(24);
  });
});
