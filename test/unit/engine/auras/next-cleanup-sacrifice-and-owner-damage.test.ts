// Auras, round 6 (aura6a): "sacrifice ~ at the beginning of the next cleanup step" (CR 514.3, 603.7),
// "that player exiles two cards from their graveyard" (CR 406.1), "enchanted creature deals 1 damage
// to its owner" (CR 108.3, 120.3). Each test plays the card through the engine.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const CUNNING = c('Cunning Jr', '{1}{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +3/+3.\nWhen enchanted creature attacks or blocks, sacrifice Cunning Jr at the beginning of the next cleanup step.');
const OBLIVION = c('Curse of Oblivion Jr', '{3}{B}', 'Enchantment — Aura Curse', "Enchant player\nAt the beginning of enchanted player's upkeep, that player exiles two cards from their graveyard.");
const ENSLAVE = c('Enslave Jr', '{4}{B}{B}', 'Enchantment — Aura', 'Enchant creature\nYou control enchanted creature.\nAt the beginning of your upkeep, enchanted creature deals 1 damage to its owner.');

describe('aura6a: Aura lines of round 6', () => {
  it('CR 514.3, 603.7: "sacrifice ~ at the beginning of the next cleanup step" waits for the cleanup step', () => {
    expect(compileCard(CUNNING).fullyEnforced).toBe(true);
    const attacked = run({ cards: [BEAR, CUNNING], phase: 'combat', you: { battlefield: [BEAR.name, { card: CUNNING.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }] });
    expect(attacked.ok).toBe(true);
    expect(attacked.you.graveyard).toEqual([]); // still there after combat damage
    const later = run({ cards: [BEAR, CUNNING], phase: 'combat', you: { library: ['Island', 'Island'], battlefield: [BEAR.name, { card: CUNNING.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }, { do: 'next_turn' }, { do: 'resolve' }] }); // CR 514.3a: the trigger waits in the cleanup step
    expect(later.ok).toBe(true);
    expect(later.you.graveyard).toEqual([CUNNING.name]);
  });

  it('CR 406.1: "that player exiles two cards from their graveyard" exiles two of three', () => {
    expect(compileCard(OBLIVION).fullyEnforced).toBe(true);
    const out = run({
      cards: [OBLIVION],
      you: { library: ['Island', 'Island', 'Island'], graveyard: ['Forest', 'Plains', 'Mountain'], hand: [OBLIVION.name], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] },
      actions: [{ do: 'cast', card: OBLIVION.name, targets: ['you'] }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(['Forest']);
    expect(out.you.exile.sort()).toEqual(['Mountain', 'Plains']);
  });

  it('CR 108.3, 120.3: "enchanted creature deals 1 damage to its owner" hurts the owner', () => {
    expect(compileCard(ENSLAVE).fullyEnforced).toBe(true);
    const out = run({ cards: [BEAR, ENSLAVE], phase: 'main2', you: { library: ['Island', 'Island'], battlefield: [BEAR.name, { card: ENSLAVE.name, attachedTo: 0 }] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(19);
    expect(out.opponent.life).toBe(20);
  });
});
