// Smaller sentence forms: "each opponent sacrifices a permanent unless they pay {2}" (CR 118.12),
// "Return up to two target creatures to their owner's hand" (CR 115.1d) and "When ~ leaves the
// battlefield, draw a card for each +1/+1 counter on it" (CR 608.2h).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, mana_cost: string, type_line: string, oracle_text: string, extra: Partial<CardDefinition> = {}): CardDefinition => ({ name, mana_cost, type_line, oracle_text, ...extra });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', { power: '2', toughness: '2' });
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', { power: '3', toughness: '3' });

describe('"each opponent sacrifices a permanent unless they pay {2}" (CR 118.12)', () => {
  it('CR 118.12: the goldfish never pays, so it sacrifices a permanent', () => {
    const footpad = card('Rishadan Footpad', '{3}{U}', 'Creature — Human Rebel', 'When Rishadan Footpad enters the battlefield, each opponent sacrifices a permanent unless they pay {2}.', { power: '2', toughness: '2' });
    expect(statuses(footpad)).toEqual(['enforced']);
    const out = run({ cards: [footpad], you: { hand: [footpad.name], battlefield: ['Island', 'Island', 'Island', 'Island'] }, opponent: { battlefield: ['Forest', 'Forest'] }, actions: [{ do: 'cast', card: footpad.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.opponent.battlefield).toHaveLength(1);
    expect(out.opponent.graveyard).toEqual(['Forest']);
    expect(out.you.battlefield.filter((entry) => entry.tapped)).toHaveLength(4); // you paid nothing more
  });
});

describe('"Return up to two target creatures to their owner\'s hand" (CR 115.1d)', () => {
  it('CR 115.1d: both targets return to their owners\' hands', () => {
    const current = card('Grasping Current', '{3}{U}', 'Sorcery', "Return up to two target creatures to their owner's hand.");
    expect(statuses(current)).toEqual(['enforced']);
    const out = run({
      cards: [current, bears, giant],
      you: { hand: [current.name], battlefield: ['Island', 'Island', 'Island', 'Island', bears.name] },
      opponent: { battlefield: [giant.name] },
      actions: [{ do: 'cast', card: current.name, targets: [bears.name, giant.name] }, { do: 'resolve' }],
    });
    expect(out.you.hand).toEqual([bears.name]);
    expect(out.opponent.hand).toEqual([giant.name]);
  });
});

describe('"When ~ leaves the battlefield, draw a card for each +1/+1 counter on it" (CR 608.2h)', () => {
  it('CR 608.2h: bounced to hand, it counts the counters it had on the battlefield', () => {
    const tracker = card('Test Tracker', '{2}{B}', 'Creature — Vampire', 'When Test Tracker leaves the battlefield, draw a card for each +1/+1 counter on it.', { power: '0', toughness: '1' });
    const unsummon = card('Unsummon', '{U}', 'Instant', "Return target creature to its owner's hand.");
    expect(statuses(tracker)).toEqual(['enforced']);
    const out = run({
      cards: [tracker, unsummon],
      you: { hand: [unsummon.name], battlefield: ['Island', { card: tracker.name, counters: { '+1/+1': 2 } }], library: ['Swamp', 'Swamp', 'Swamp'] },
      actions: [{ do: 'cast', card: unsummon.name, targets: [tracker.name] }, { do: 'resolve' }, { do: 'resolve' }],
    });
    expect(out.you.hand.sort()).toEqual(['Swamp', 'Swamp', tracker.name].sort());
  });
});

describe('"Whenever a player casts a spell, that player discards a card" (CR 603.2)', () => {
  it('CR 603.2: "that player" is the caster: you, at a goldfish table', () => {
    const oppression = card('Oppression', '{1}{B}{B}', 'Enchantment', 'Whenever a player casts a spell, that player discards a card.');
    const opt = card('Opt', '{U}', 'Instant', 'Scry 1.\nDraw a card.');
    expect(statuses(oppression)).toEqual(['enforced']);
    const out = run({
      cards: [oppression, opt, bears],
      you: { hand: [opt.name, bears.name], battlefield: ['Island', oppression.name], library: ['Swamp', 'Swamp'] },
      actions: [{ do: 'cast', card: opt.name }, { do: 'resolve' }],
    });
    expect(out.you.graveyard).toEqual([bears.name]);
  });
});
