// Auras, round 7 (aura7b): end-step triggers about whether the enchanted creature attacked this turn
// (CR 508.1, 513.1): "destroy that creature if it didn't attack this turn" (Aggression), "~ deals 2
// damage to that player unless that creature attacked this turn" (Insubordination).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const AGGRESSION = c('Aggression Jr', '{2}{R}', 'Enchantment — Aura', "Enchant non-Wall creature\nEnchanted creature has first strike and trample.\nAt the beginning of the end step of enchanted creature's controller, destroy that creature if it didn't attack this turn.");
const INSUBORDINATION = c('Insubordination Jr', '{B}{B}', 'Enchantment — Aura', "Enchant creature\nAt the beginning of the end step of enchanted creature's controller, Insubordination Jr deals 2 damage to that player unless that creature attacked this turn.");

const turn = (aura: ReturnType<typeof c>, attack: boolean) =>
  run({
    cards: [BEAR, aura],
    phase: 'main1',
    you: { library: ['Island', 'Island'], battlefield: [BEAR.name, { card: aura.name, attachedTo: 0 }] },
    actions: [...(attack ? [{ do: 'next_phase' }, { do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }] : []), { do: 'next_turn' }, { do: 'resolve_all' }],
  });

describe('aura7b: "if it didn\'t attack this turn" of the enchanted creature (CR 508.1)', () => {
  it('"destroy that creature if it didn\'t attack this turn": kept when it attacked, destroyed when not', () => {
    expect(compileCard(AGGRESSION).fullyEnforced).toBe(true);
    const attacked = turn(AGGRESSION, true);
    expect(attacked.ok).toBe(true);
    expect(attacked.you.battlefield.some((entry) => entry.card === BEAR.name)).toBe(true);
    const idle = turn(AGGRESSION, false);
    expect(idle.ok).toBe(true);
    expect(idle.you.graveyard.sort()).toEqual([AGGRESSION.name, BEAR.name].sort());
  });

  it('"~ deals 2 damage to that player unless that creature attacked this turn"', () => {
    expect(compileCard(INSUBORDINATION).fullyEnforced).toBe(true);
    expect(turn(INSUBORDINATION, true).you.life).toBe(20);
    expect(turn(INSUBORDINATION, false).you.life).toBe(18);
  });
});
