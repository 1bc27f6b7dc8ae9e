// Auras, round 7 (aura7b): upkeep triggers of Auras and Curses — "create a token that's a copy of
// enchanted creature" (CR 707.2, 111.1) and "that player sacrifices a creature or planeswalker. If
// the player can't, they lose 5 life." (CR 701.17a). Each test plays the card through the engine.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const FOOTSTEPS = c('Followed Footsteps Jr', '{3}{U}{U}', 'Enchantment — Aura', "Enchant creature\nAt the beginning of your upkeep, create a token that's a copy of enchanted creature.");
const EROSION = c('Erosion Jr', '{U}{U}{U}', 'Enchantment — Aura', "Enchant land\nAt the beginning of the upkeep of enchanted land's controller, destroy that land unless that player pays {1} or 1 life.");
const BARREN = c('Barren Moor Jr', '', 'Land', '');
const CRUEL = c('Cruel Reality Jr', '{5}{B}{B}', 'Enchantment — Aura Curse', "Enchant player\nAt the beginning of enchanted player's upkeep, that player sacrifices a creature or planeswalker. If the player can't, they lose 5 life.");

describe('aura7b: Aura and Curse upkeep triggers', () => {
  it('CR 707.2: "create a token that\'s a copy of enchanted creature" copies the permanent the Aura enchants', () => {
    expect(compileCard(FOOTSTEPS).fullyEnforced).toBe(true);
    const out = run({ cards: [BEAR, FOOTSTEPS], phase: 'main2', you: { library: ['Island', 'Island'], battlefield: [BEAR.name, { card: FOOTSTEPS.name, attachedTo: 0 }] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.filter((entry) => entry.card === BEAR.name)).toHaveLength(2);
  });

  it('CR 701.17a: "that player sacrifices a creature or planeswalker. If the player can\'t, they lose 5 life."', () => {
    expect(compileCard(CRUEL).fullyEnforced).toBe(true);
    const cursed = (battlefield: string[]) =>
      run({
        cards: [BEAR, CRUEL],
        phase: 'main2',
        you: { hand: [CRUEL.name], library: ['Island', 'Island'], battlefield: [...battlefield, 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        actions: [{ do: 'cast', card: CRUEL.name, targets: ['you'] }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve_all' }],
      });
    const withBear = cursed([BEAR.name]);
    expect(withBear.ok).toBe(true);
    expect(withBear.you.graveyard).toEqual([BEAR.name]);
    expect(withBear.you.life).toBe(20);
    const empty = cursed([]);
    expect(empty.ok).toBe(true);
    expect(empty.you.life).toBe(15);
  });

  it('CR 118.12, 119.4: "destroy that land unless that player pays {1} or 1 life": mana first, else life', () => {
    expect(compileCard(EROSION).fullyEnforced).toBe(true);
    const upkeep = (land: string) =>
      run({ cards: [BARREN, EROSION], phase: 'main2', you: { library: ['Island', 'Island'], battlefield: [land, { card: EROSION.name, attachedTo: 0 }] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    const mana = upkeep('Forest');
    expect(mana.ok).toBe(true);
    expect(mana.you.battlefield[0]).toMatchObject({ card: 'Forest', tapped: true });
    expect(mana.you.life).toBe(20);
    const life = upkeep(BARREN.name);
    expect(life.ok).toBe(true);
    expect(life.you.battlefield[0]!.card).toBe(BARREN.name);
    expect(life.you.life).toBe(19);
  });
});
