// Auras, seventh round (aura7a): casting rules about the player an Aura is about — "Enchanted player
// can't cast more than one spell each turn" (Curse of Exhaustion, CR 303.4, 601.3) and "Enchanted
// creature's controller can't cast creature spells" (Brand of Ill Omen).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const EXHAUSTION = c('Curse of Exhaustion', '{2}{W}{W}', 'Enchantment — Aura Curse', 'Enchant player\nEnchanted player can\'t cast more than one spell each turn.');
const BRAND = c('Brand of Ill Omen', '{3}{R}', 'Enchantment — Aura', 'Enchant creature\nCumulative upkeep {R}\nEnchanted creature\'s controller can\'t cast creature spells.');
const SALVE = c('Healing Salve Jr', '{W}', 'Instant', 'You gain 3 life.');
const CARDS = [BEAR, EXHAUSTION, BRAND, SALVE];
const PLAINS = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'];

describe('casting rules for the enchanted player or the enchanted permanent\'s controller (CR 601.3)', () => {
  it('Curse of Exhaustion on you: the Curse was this turn\'s spell, so a second one is refused', () => {
    expect(compileCard(EXHAUSTION).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, you: { hand: [EXHAUSTION.name, SALVE.name], battlefield: PLAINS }, actions: [{ do: 'cast', card: EXHAUSTION.name, targets: ['you'] }, { do: 'resolve' }, { do: 'cast', card: SALVE.name }] });
    expect(out.ok).toBe(false);
    expect(out.you.hand).toEqual([SALVE.name]);
  });

  it('Curse of Exhaustion on the goldfish: your own spells are not limited', () => {
    const out = run({ cards: CARDS, you: { hand: [EXHAUSTION.name, SALVE.name], battlefield: PLAINS }, actions: [{ do: 'cast', card: EXHAUSTION.name, targets: ['opponent'] }, { do: 'resolve' }, { do: 'cast', card: SALVE.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(23);
  });

  it('Brand of Ill Omen on your creature: you can\'t cast creature spells, other spells you can', () => {
    expect(compileCard(BRAND).fullyEnforced).toBe(true);
    const battlefield = ['Forest', 'Forest', 'Plains', BEAR.name, { card: BRAND.name, attachedTo: 3 }];
    const creature = run({ cards: CARDS, you: { hand: [BEAR.name], battlefield }, actions: [{ do: 'cast', card: BEAR.name }] });
    expect(creature.ok).toBe(false);
    const instant = run({ cards: CARDS, you: { hand: [SALVE.name], battlefield }, actions: [{ do: 'cast', card: SALVE.name }, { do: 'resolve' }] });
    expect(instant.ok).toBe(true);
    expect(instant.you.life).toBe(23);
  });
});
