// Decks for the simulator tests.
import type { SimDeck } from '../../../app/sim/types.ts';

export function landSpellDeck(lands: number, spells: number, name = `${lands} lands`): SimDeck {
  return {
    name,
    entries: [
      { name: 'Island', count: lands, isLand: true, hasCycling: false },
      { name: 'Grizzly Bears', count: spells, isLand: false, hasCycling: false },
    ],
  };
}
