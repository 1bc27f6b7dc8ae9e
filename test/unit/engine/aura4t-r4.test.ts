// Auras, fourth round (aura4t): "When enchanted creature dies" effects that use the creature's power
// or toughness as it last existed on the battlefield (CR 608.2h, 603.10a). Each test plays the card.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../app/cards/oracle/compile.ts';
import { definition as c, run } from './helpers.ts';

const MURDER = c('Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.');
const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const WALL = c('Wall of Wood', '{G}', 'Creature — Wall', 'Defender', '0', '3');
// The Aura's own bonus counts: the creature's power / toughness as it last existed (CR 608.2h).
const REWARDS = c('Rewards of Diversity Jr', '{2}{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+2.\nWhen enchanted creature dies, you gain X life and draw X cards, where X is its toughness.');
const ARMY = c('Martyr Aura Jr', '{1}{W}', 'Enchantment — Aura', 'Enchant creature\nWhen enchanted creature dies, create X 1/1 white Soldier creature tokens, where X is its power.');
const DRAIN = c('Soul Drain Jr', '{1}{B}', 'Enchantment — Aura', 'Enchant creature\nWhen enchanted creature dies, target player loses X life and you gain X life, where X is its power.');
const BOND = c('Creature Bond Jr', '{1}{U}', 'Enchantment — Aura', "Enchant creature\nWhen enchanted creature dies, Creature Bond Jr deals damage equal to that creature's toughness to the creature's controller.");
const LOSS = c('Mortal Wound Jr', '{B}', 'Enchantment — Aura', "Enchant creature\nWhen enchanted creature dies, that creature's controller loses life equal to its toughness.");
const CARDS = [MURDER, BEAR, WALL, REWARDS, ARMY, DRAIN, BOND, LOSS];
const SWAMPS = ['Swamp', 'Swamp', 'Swamp'];

const killing = (creature: string, aura: string, extra: Record<string, unknown> = {}) =>
  run({
    cards: CARDS,
    you: { hand: [MURDER.name], library: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], battlefield: [creature, { card: aura, attachedTo: 0 }, ...SWAMPS] },
    actions: [{ do: 'cast', card: MURDER.name, targets: [creature] }, { do: 'resolve_all', ...extra }],
  });

describe('"When enchanted creature dies, …, where X is its power / toughness" (CR 608.2h)', () => {
  it('CR 608.2h: X is the toughness the creature had on the battlefield, the Aura\'s own +1/+2 included', () => {
    expect(compileCard(REWARDS).fullyEnforced).toBe(true);
    const out = killing(BEAR.name, REWARDS.name);
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(24); // toughness 2 + 2
    expect(out.you.hand).toHaveLength(4);
  });

  it('CR 608.2h: "create X 1/1 white Soldier creature tokens, where X is its power"', () => {
    expect(compileCard(ARMY).fullyEnforced).toBe(true);
    const out = killing(BEAR.name, ARMY.name);
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.filter((entry) => entry.card === 'Soldier')).toHaveLength(2);
  });

  it('CR 608.2h: a 0-power creature makes X zero', () => {
    const out = killing(WALL.name, ARMY.name);
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.filter((entry) => entry.card === 'Soldier')).toHaveLength(0);
  });

  it('CR 608.2h: "target player loses X life and you gain X life, where X is its power": both amounts are the power', () => {
    expect(compileCard(DRAIN).fullyEnforced).toBe(true);
    const out = killing(BEAR.name, DRAIN.name, { targets: ['opponent'] });
    expect(out.ok).toBe(true);
    expect([out.you.life, out.opponent.life]).toEqual([22, 18]);
  });
});

describe('"When enchanted creature dies, … equal to its toughness" (CR 608.2h)', () => {
  it('CR 608.2h: "that creature\'s controller loses life equal to its toughness"', () => {
    expect(compileCard(LOSS).fullyEnforced).toBe(true);
    const out = killing(WALL.name, LOSS.name);
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(17);
  });

  it('CR 608.2h: "~ deals damage equal to that creature\'s toughness to the creature\'s controller": the Aura in the graveyard is the source', () => {
    expect(compileCard(BOND).fullyEnforced).toBe(true);
    const out = killing(WALL.name, BOND.name);
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(17);
    expect(out.you.graveyard).toEqual(expect.arrayContaining([WALL.name, BOND.name]));
  });
});
