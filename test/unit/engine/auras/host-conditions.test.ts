// Auras, seventh round (aura7a): "Enchanted creature has first strike as long as it's blocking and
// you control a snow land" (Snow Devil): "it" is the enchanted creature and both halves must hold
// (CR 611.3a). The goldfish never attacks, so the enchanted creature never blocks (CR 509.1g).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { hasKeyword } from '../../../../app/engine/rules/characteristics.ts';
import { definition as c, idOf, table } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const SNOW_DEVIL = c('Snow Devil', '{1}{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has flying.\nEnchanted creature has first strike as long as it\'s blocking and you control a snow land.');
const SNOW_ISLAND = c('Snow-Covered Island', '', 'Basic Snow Land — Island', '({T}: Add {U}.)');
const TAPPED_DEVIL = c('Tapped Devil Jr', '{1}{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has first strike as long as it\'s tapped and you control a snow land.');
const CARDS = [BEAR, SNOW_DEVIL, SNOW_ISLAND, TAPPED_DEVIL];

describe('a condition about the enchanted creature joined to another (CR 611.3a)', () => {
  it('Snow Devil: flying always; no first strike while the creature attacks rather than blocks', () => {
    expect(compileCard(SNOW_DEVIL).fullyEnforced).toBe(true);
    const game = table(CARDS, { battlefield: [SNOW_ISLAND.name, BEAR.name, { card: SNOW_DEVIL.name, attachedTo: 1 }] });
    const bear = game.state.objects[idOf(game, BEAR.name, 'battlefield')]!;
    expect(hasKeyword(game.state, bear, 'flying')).toBe(true);
    for (const action of [{ do: 'next_phase' }, { do: 'attack', attackers: [bear.id] }]) expect(game.perform(action as never).ok).toBe(true);
    expect(hasKeyword(game.state, bear, 'first strike')).toBe(false);
  });

  it('the same shape with "it\'s tapped": first strike once the creature taps to attack, and only with a snow land', () => {
    expect(compileCard(TAPPED_DEVIL).fullyEnforced).toBe(true);
    for (const [land, expected] of [[SNOW_ISLAND.name, true], ['Island', false]] as const) {
      const game = table(CARDS, { battlefield: [land, BEAR.name, { card: TAPPED_DEVIL.name, attachedTo: 1 }] });
      const bear = game.state.objects[idOf(game, BEAR.name, 'battlefield')]!;
      expect(hasKeyword(game.state, bear, 'first strike')).toBe(false);
      for (const action of [{ do: 'next_phase' }, { do: 'attack', attackers: [bear.id] }]) expect(game.perform(action as never).ok).toBe(true);
      expect(hasKeyword(game.state, bear, 'first strike')).toBe(expected);
    }
  });
});
