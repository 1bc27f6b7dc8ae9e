// Auras, third round: triggered and activated abilities of Auras about the permanent they enchant
// (CR 303.4), the Theros Ordeals, Auras that return from the graveyard attached to a creature
// (CR 303.4f) and "becomes the target" triggers. Each test plays the card through the scenario runner.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../app/cards/oracle/compile.ts';
import { definition as c, run } from './helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const GENJU = c('Genju of the Cedars Jr', '{G}', 'Enchantment — Aura — Spirit', 'Enchant Forest\n{2}: Enchanted Forest becomes a 4/4 green Spirit creature until end of turn. It\'s still a land.\nWhen enchanted Forest is put into a graveyard, you may return Genju of the Cedars Jr from your graveyard to your hand.');
const CARDS = [BEAR, GENJU];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const entry = (out: ReturnType<typeof run>, name: string) => out.you.battlefield.find((found) => found.card === name)!;

describe('activated abilities of an Aura about the enchanted permanent (CR 303.4, 602)', () => {
  it('CR 611.2, 613.1: "{2}: Enchanted Forest becomes a 4/4 green Spirit creature until end of turn" animates the land it enchants', () => {
    expect(compileCard(GENJU).fullyEnforced).toBe(true);
    const out = scenario({
      you: { battlefield: ['Forest', { card: GENJU.name, attachedTo: 0 }, 'Plains', 'Plains'] },
      actions: [{ do: 'activate', card: GENJU.name, ability: 0 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    const forest = entry(out, 'Forest');
    expect([forest.power, forest.toughness]).toEqual([4, 4]);
  });
});
