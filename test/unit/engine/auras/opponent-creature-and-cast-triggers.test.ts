// Auras, round 7 (aura7b): "Whenever a creature enters the battlefield under an opponent's control,
// [you may] attach ~ to that creature" (CR 303.4, 701.3) and "Whenever an opponent casts a creature
// spell" (CR 603.2). Each test plays the card through the engine.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const GIFT = c('Spirit Gift', '{W}', 'Sorcery', 'Target opponent creates a 1/1 white Spirit creature token.');
const OWN_SPIRIT = c('Spirit Call', '{W}', 'Sorcery', 'Create a 1/1 white Spirit creature token.');
const PRISON_TERM = c('Prison Term Jr', '{1}{W}{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.\nWhenever a creature enters the battlefield under an opponent's control, you may attach Prison Term Jr to that creature.");
const HUNGER = c('Predatory Hunger Jr', '{G}', 'Enchantment — Aura', 'Enchant creature\nWhenever an opponent casts a creature spell, put a +1/+1 counter on enchanted creature.');

const withPrison = (spell: ReturnType<typeof c>, choice: boolean) =>
  run({
    cards: [BEAR, GIFT, OWN_SPIRIT, PRISON_TERM],
    phase: 'main1',
    you: { hand: [spell.name], battlefield: ['Plains', BEAR.name, { card: PRISON_TERM.name, attachedTo: 1 }] },
    actions: [{ do: 'cast', card: spell.name, targets: spell === GIFT ? ['opponent'] : [] }, { do: 'resolve' }, { do: 'resolve', choice }],
  });

describe('aura7b: triggers on what an opponent does', () => {
  it('CR 303.4, 701.3: "Whenever a creature enters the battlefield under an opponent\'s control, you may attach ~ to that creature"', () => {
    expect(compileCard(PRISON_TERM).fullyEnforced).toBe(true);
    const prison = (out: ReturnType<typeof run>) => out.you.battlefield.find((entry) => entry.card === PRISON_TERM.name)!.attachedTo;
    const moved = withPrison(GIFT, true);
    expect(moved.ok).toBe(true);
    expect(moved.opponent.battlefield[0]!.card).toBe('Spirit');
    expect(prison(moved)).toEqual({ player: 'opponent', index: 0 });
    const stayed = withPrison(GIFT, false);
    expect(stayed.ok).toBe(true);
    expect(prison(stayed)).toBe(1); // still on the Bear
  });

  it('a creature entering under your control does not trigger it', () => {
    const mine = run({
      cards: [BEAR, GIFT, OWN_SPIRIT, PRISON_TERM],
      phase: 'main1',
      you: { hand: [OWN_SPIRIT.name], battlefield: ['Plains', BEAR.name, { card: PRISON_TERM.name, attachedTo: 1 }] },
      actions: [{ do: 'cast', card: OWN_SPIRIT.name }, { do: 'resolve' }],
    });
    expect(mine.ok).toBe(true);
    expect(mine.stack).toEqual([]);
  });

  it('CR 603.2: "Whenever an opponent casts a creature spell" does not hear your own creature spells', () => {
    expect(compileCard(HUNGER).fullyEnforced).toBe(true);
    const out = run({ cards: [BEAR, HUNGER], phase: 'main1', you: { hand: [BEAR.name], battlefield: [BEAR.name, { card: HUNGER.name, attachedTo: 0 }, 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: BEAR.name }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield[0]!.counters).toEqual({});
  });
});
