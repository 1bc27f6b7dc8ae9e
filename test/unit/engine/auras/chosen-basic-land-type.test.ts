// Auras, fifth round (aura5): "As ~ enters the battlefield, choose a basic land type" with
// "Enchanted land is the chosen type" (CR 614.12, 305.7), and "landwalk of the chosen type".
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const MIRAGE = c('Convincing Mirage Jr', '{1}{U}', 'Enchantment — Aura', 'Enchant land\nAs Convincing Mirage Jr enters the battlefield, choose a basic land type.\nEnchanted land is the chosen type.');
const CLOAK = c("Traveler's Cloak Jr", '{2}{U}', 'Enchantment — Aura', "Enchant creature\nAs Traveler's Cloak Jr enters the battlefield, choose a land type.\nEnchanted creature has landwalk of the chosen type.");
const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const CARDS = [MIRAGE, CLOAK, BEAR];

const mirage = (choice: unknown) =>
  run({
    cards: CARDS,
    you: { hand: [MIRAGE.name], battlefield: ['Island', 'Island', 'Forest'] },
    actions: [{ do: 'cast', card: MIRAGE.name, targets: ['Forest'] }, { do: 'resolve', choice }, { do: 'activate', card: 'Forest', ability: 0 }],
  });

describe('"choose a basic land type" and "Enchanted land is the chosen type" (CR 614.12, 305.7)', () => {
  it('CR 305.7: the enchanted Forest becomes the chosen Swamp and taps for {B}', () => {
    expect(compileCard(MIRAGE).fullyEnforced).toBe(true);
    const out = mirage('Swamp');
    expect(out.ok).toBe(true);
    expect(out.you.manaPool).toBe('{B}');
  });

  it('CR 614.12: without an answer the engine chooses the basic land type most common among your lands', () => {
    const out = mirage(undefined);
    expect(out.ok).toBe(true);
    expect(out.you.manaPool).toBe('{U}');
  });

  it('a choice that is no basic land type is rejected and the game is unchanged', () => {
    const out = mirage('Desert');
    expect(out.ok).toBe(false);
    expect(out.error?.message).toMatch(/basic land type/);
    expect(out.you.hand).toEqual([]);
    expect(out.stack).toHaveLength(1);
  });

  it('CR 702.14: "landwalk of the chosen type" is read (a goldfish never blocks, so evasion changes nothing)', () => {
    expect(compileCard(CLOAK).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, you: { hand: [CLOAK.name], battlefield: [BEAR.name, 'Island', 'Island', 'Island'] }, actions: [{ do: 'cast', card: CLOAK.name, targets: [BEAR.name] }, { do: 'resolve', choice: 'Desert' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((entry) => entry.card === CLOAK.name)?.attachedTo).toBe(0);
  });
});
