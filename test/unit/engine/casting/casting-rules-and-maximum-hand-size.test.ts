// Rules about casting spells (CR 601.3, 101.2) and the maximum hand size (CR 402.2, 514.1), as
// statics and as effects that last the turn, through the engine.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, mana_cost: string, type_line: string, oracle_text: string, extra: Partial<CardDefinition> = {}): CardDefinition => ({ name, mana_cost, type_line, oracle_text, ...extra });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', { power: '2', toughness: '2' });
const divination = card('Divination', '{2}{U}', 'Sorcery', 'Draw two cards.');
const forests = ['Forest', 'Forest', 'Forest', 'Forest'];
const islands = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

describe('casting prohibitions (CR 101.2)', () => {
  it('CR 101.2: "You can\'t cast creature spells" refuses a creature, not a sorcery', () => {
    const monitor = card('Grid Monitor', '{4}', 'Artifact Creature — Construct', "You can't cast creature spells.", { power: '4', toughness: '6' });
    expect(statuses(monitor)).toEqual(['enforced']);
    const refused = run({ cards: [monitor, bears], you: { hand: [bears.name], battlefield: [monitor.name, ...forests] }, actions: [{ do: 'cast', card: bears.name }] });
    expect(refused.ok).toBe(false);
    expect(refused.error?.message).toContain('Grid Monitor');
    const sorcery = run({ cards: [monitor, divination], you: { hand: [divination.name], battlefield: [monitor.name, ...islands], library: ['Island', 'Island'] }, actions: [{ do: 'cast', card: divination.name }] });
    expect(sorcery.ok).toBe(true);
  });

  it('CR 101.2: "Each player can\'t cast more than one spell each turn": the second spell is refused', () => {
    const law = card('Rule of Law', '{2}{W}', 'Enchantment', "Each player can't cast more than one spell each turn.");
    expect(statuses(law)).toEqual(['enforced']);
    const out = run({ cards: [law, bears], you: { hand: [bears.name, bears.name], battlefield: [law.name, ...forests] }, actions: [{ do: 'cast', card: bears.name }, { do: 'resolve' }, { do: 'cast', card: bears.name }] });
    expect(out.ok).toBe(false);
    expect(out.error?.action).toBe(2);
    expect(out.you.battlefield.filter((permanent) => permanent.card === bears.name)).toHaveLength(1);
  });

  it('CR 101.2: "Target player can\'t cast creature spells this turn" binds you after it resolves, for this turn only', () => {
    const ceaseFire = card('Cease-Fire', '{2}{W}', 'Instant', 'Target player gains 5 life. Target player can\'t cast creature spells this turn.');
    const silence = card('Silence', '{W}', 'Instant', "Your opponents can't cast spells this turn.");
    expect(statuses(silence)).toEqual(['enforced']);
    const out = run({ cards: [ceaseFire, bears], you: { hand: [ceaseFire.name, bears.name], battlefield: ['Plains', 'Plains', 'Plains', ...forests] }, actions: [{ do: 'cast', card: ceaseFire.name, targets: ['you', 'you'] }, { do: 'resolve' }, { do: 'cast', card: bears.name }] });
    expect(out.ok).toBe(false);
    expect(out.error?.message).toContain('Cease-Fire');
    const nextTurn = run({ cards: [ceaseFire, bears], you: { hand: [ceaseFire.name, bears.name], battlefield: ['Plains', 'Plains', 'Plains', ...forests] }, actions: [{ do: 'cast', card: ceaseFire.name, targets: ['you', 'you'] }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'cast', card: bears.name }] });
    expect(nextTurn.ok).toBe(true);
  });
});

describe('casting as though it had flash (CR 601.3b)', () => {
  it('CR 601.3b: "You may cast creature spells as though they had flash" lets a creature be cast with a spell on the stack', () => {
    const prophet = card('Vivien, Champion of the Wilds', '{2}{G}', 'Legendary Planeswalker — Vivien', 'You may cast creature spells as though they had flash.', { loyalty: '4' });
    expect(statuses(prophet)[0]).toBe('enforced');
    const shock = card('Shock', '{R}', 'Instant', 'Shock deals 2 damage to any target.');
    const actions = [{ do: 'cast', card: shock.name, targets: ['opponent'] }, { do: 'cast', card: bears.name }];
    const withPermission = run({ cards: [prophet, shock, bears], you: { hand: [shock.name, bears.name], battlefield: [prophet.name, 'Mountain', ...forests] }, actions });
    expect(withPermission.ok).toBe(true);
    const without = run({ cards: [shock, bears], you: { hand: [shock.name, bears.name], battlefield: ['Mountain', ...forests] }, actions });
    expect(without.ok).toBe(false);
  });

  it('CR 601.3b: "You may cast spells this turn as though they had flash" from an ability lasts the turn', () => {
    const zone = card('Emergence Zone', '', 'Land', '{T}: Add {C}.\n{1}, {T}, Sacrifice Emergence Zone: You may cast spells this turn as though they had flash.');
    expect(statuses(zone)).toEqual(['enforced', 'enforced']);
    const out = run({ cards: [zone, bears], you: { hand: [bears.name], battlefield: [zone.name, ...forests] }, actions: [{ do: 'activate', card: zone.name, ability: 1 }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'cast', card: bears.name }] });
    expect(out.ok).toBe(true);
    expect(out.phase).not.toBe('main1');
  });
});

describe("can't be countered (CR 101.2)", () => {
  it('CR 101.2: "Creature spells you control can\'t be countered": a counterspell leaves the creature on the stack', () => {
    const ferox = card('Rhythm of the Wild', '{1}{R}{G}', 'Enchantment', "Creature spells you control can't be countered.");
    expect(statuses(ferox)).toEqual(['enforced']);
    const cancel = card('Cancel', '{1}{U}{U}', 'Instant', 'Counter target spell.');
    const scenario = (battlefield: string[]) => ({ cards: [ferox, cancel, bears], you: { hand: [bears.name, cancel.name], battlefield: [...battlefield, ...forests, 'Island', 'Island', 'Island'] }, actions: [{ do: 'cast', card: bears.name }, { do: 'cast', card: cancel.name, targets: [{ stack: 0 }] }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(run(scenario([ferox.name])).you.battlefield.some((permanent) => permanent.card === bears.name)).toBe(true);
    expect(run(scenario([])).you.battlefield.some((permanent) => permanent.card === bears.name)).toBe(false);
  });
});

describe('maximum hand size (CR 402.2, 514.1)', () => {
  it('CR 402.2: "Your maximum hand size is reduced by two": cleanup discards down to five', () => {
    const nibbler = card('Thought Nibbler', '{3}{U}', 'Artifact Creature — Construct', 'Your maximum hand size is reduced by two.', { power: '1', toughness: '1' });
    expect(statuses(nibbler)).toEqual(['enforced']);
    const hand = Array.from({ length: 7 }, () => 'Island');
    const out = run({ cards: [nibbler], you: { hand, battlefield: [nibbler.name], library: ['Island', 'Island'] }, actions: [{ do: 'next_turn' }] });
    expect(out.you.graveyard).toHaveLength(2);
    const plain = run({ you: { hand, library: ['Island', 'Island'] }, actions: [{ do: 'next_turn' }] });
    expect(plain.you.graveyard).toHaveLength(0);
  });
});
