// Auras, seventh round (aura7a): keywords that are triggered abilities, granted by an Aura as a
// keyword ("has trample and annihilator 2", "has poisonous 3") or in quotation marks ("has
// "Cumulative upkeep {1}.""): they trigger from the enchanted permanent (CR 113.10, 702.24a,
// 702.70a, 702.86a).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, idOf, run, table } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const SNAKE_CULT = c('Snake Cult Initiation', '{B}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has poisonous 3. (Whenever it deals combat damage to a player, that player gets three poison counters. A player with ten or more poison counters loses the game.)');
const CONSCRIPTION = c('Eldrazi Conscription', '{8}', 'Tribal Enchantment — Eldrazi Aura', 'Enchant creature\nEnchanted creature gets +10/+10 and has trample and annihilator 2. (Whenever it attacks, defending player sacrifices two permanents.)');
const MANA_CHAINS = c('Mana Chains', '{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has "Cumulative upkeep {1}." (At the beginning of its controller\'s upkeep, that player puts an age counter on it, then sacrifices it unless they pay its upkeep cost for each age counter on it.)');
const DECOMPOSITION = c('Decomposition', '{1}{G}', 'Enchantment — Aura', 'Enchant black creature\nEnchanted creature has "Cumulative upkeep—Pay 1 life." (At the beginning of its controller\'s upkeep, that player puts an age counter on it, then sacrifices it unless they pay its upkeep cost for each age counter on it.)\nWhen enchanted creature dies, its controller loses 2 life.');
const ZOMBIE = c('Walking Corpse', '{1}{B}', 'Creature — Zombie', '', '2', '2');
const POISONOUS = c('Marsh Viper Jr', '{3}{B}', 'Creature — Snake', 'Poisonous 2 (Whenever this creature deals combat damage to a player, that player gets two poison counters.)', '1', '2');
const CARDS = [BEAR, SNAKE_CULT, CONSCRIPTION, MANA_CHAINS, DECOMPOSITION, ZOMBIE, POISONOUS];

describe('granted keyword abilities (CR 113.10)', () => {
  it('CR 702.70a: Snake Cult Initiation — the enchanted creature\'s combat damage to a player gives three poison counters', () => {
    expect(compileCard(SNAKE_CULT).fullyEnforced).toBe(true);
    const game = table(CARDS, { battlefield: [BEAR.name, { card: SNAKE_CULT.name, attachedTo: 0 }] });
    for (const action of [{ do: 'next_phase' }, { do: 'attack', attackers: [idOf(game, BEAR.name, 'battlefield')] }, { do: 'resolve_all' }]) expect(game.perform(action as never).ok).toBe(true);
    expect(game.state.players[1].life).toBe(18);
    expect(game.state.players[1].poison).toBe(3);
  });

  it('CR 702.70a: Poisonous N on a creature\'s own line', () => {
    expect(compileCard(POISONOUS).fullyEnforced).toBe(true);
    const game = table(CARDS, { battlefield: [POISONOUS.name] });
    for (const action of [{ do: 'next_phase' }, { do: 'attack', attackers: [idOf(game, POISONOUS.name, 'battlefield')] }, { do: 'resolve_all' }]) expect(game.perform(action as never).ok).toBe(true);
    expect(game.state.players[1].poison).toBe(2);
  });

  it('CR 702.86a: Eldrazi Conscription — the enchanted creature attacks and the defending player sacrifices two permanents', () => {
    expect(compileCard(CONSCRIPTION).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, phase: 'combat', you: { battlefield: [BEAR.name, { card: CONSCRIPTION.name, attachedTo: 0 }] }, opponent: { battlefield: ['Plains', 'Plains', 'Plains'] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.battlefield).toHaveLength(1);
  });

  it('CR 702.24a: Mana Chains — at your upkeep an age counter goes on the enchanted creature, which stays if you pay {1} per counter', () => {
    expect(compileCard(MANA_CHAINS).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, phase: 'main2', you: { library: ['Island', 'Island'], battlefield: ['Island', BEAR.name, { card: MANA_CHAINS.name, attachedTo: 1 }] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    const bear = out.you.battlefield.find((permanent) => permanent.card === BEAR.name);
    expect(bear?.counters).toEqual({ age: 1 });
    expect(out.you.battlefield.find((permanent) => permanent.card === 'Island')?.tapped).toBe(true);
  });

  it('CR 702.24a: Mana Chains — with no mana to pay, the enchanted creature is sacrificed', () => {
    const out = run({ cards: CARDS, phase: 'main2', you: { library: ['Island', 'Island'], battlefield: [BEAR.name, { card: MANA_CHAINS.name, attachedTo: 0 }] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(expect.arrayContaining([BEAR.name, MANA_CHAINS.name]));
  });

  it('CR 702.24a: Decomposition — the cumulative upkeep is paid with life', () => {
    expect(compileCard(DECOMPOSITION).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, phase: 'main2', you: { library: ['Swamp', 'Swamp'], battlefield: [ZOMBIE.name, { card: DECOMPOSITION.name, attachedTo: 0 }] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(19);
    expect(out.you.battlefield.find((permanent) => permanent.card === ZOMBIE.name)?.counters).toEqual({ age: 1 });
  });
});
