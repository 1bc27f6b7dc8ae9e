// Replacing a draw (CR 614.11, 121.6): Unpredictable Cyclone, by its real Oracle text from the
// starter data — "If a cycling ability of another nonland card would cause you to draw a card,
// instead exile cards from the top of your library until you exile a card that shares a card type
// with the cycled card. You may cast that card without paying its mana cost. Then put the exiled
// cards that weren't cast this way on the bottom of your library in a random order."
// The library is set up card by card (seeded), so which card is found is known.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { starterCard } from '../../../fixtures/engine/starter-cards.ts';
import { run } from '../helpers.ts';

const CYCLONE = starterCard('Unpredictable Cyclone');
const SPRAY = starterCard('Spark Spray'); // Instant, cycling {R}
const BLAST = starterCard('Solar Blast'); // Instant: 3 damage to any target
const TUSKER = starterCard('Krosan Tusker'); // Creature {5}{G}{G}
const SOJOURNERS = starterCard('Jund Sojourners'); // Creature, cycling {2}{R}
const TRIOME = starterCard('Raugrin Triome'); // Land, cycling {3}
const CARDS = [CYCLONE, SPRAY, BLAST, TUSKER, SOJOURNERS, TRIOME];
const cycle = (name: string) => ({ do: 'activate', card: name, ability: 'cycling' });

describe('Unpredictable Cyclone (CR 614.11, 121.6)', () => {
  it('reads its replacement line as enforced', () => {
    expect(compileCard(CYCLONE).lines.every((line) => line.status === 'enforced')).toBe(true);
  });

  it('the cycling draw is replaced: exiles until a card sharing a type (instant), casts it free; the rest go to the bottom', () => {
    const output = run({
      seed: 3,
      cards: CARDS,
      you: { battlefield: [CYCLONE.name, 'Mountain'], hand: [SPRAY.name], library: ['Mountain', TUSKER.name, BLAST.name, 'Island'] },
      actions: [cycle(SPRAY.name), { do: 'resolve', choice: true }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(output.you.hand).toEqual([]); // nothing was drawn
    expect(output.opponent.life).toBe(17); // Solar Blast, cast without paying its mana cost
    expect(output.you.graveyard.sort()).toEqual([BLAST.name, SPRAY.name].sort());
    expect(output.you.library[0]).toBe('Island');
    expect(output.you.library.slice(1).sort()).toEqual(['Mountain', TUSKER.name].sort());
    expect(output.you.exile).toEqual([]);
  });

  it('declining to cast puts the found card on the bottom too (default: no)', () => {
    const output = run({
      seed: 3,
      cards: CARDS,
      you: { battlefield: [CYCLONE.name, 'Mountain'], hand: [SPRAY.name], library: ['Mountain', TUSKER.name, BLAST.name, 'Island'] },
      actions: [cycle(SPRAY.name), { do: 'resolve_all' }],
    });
    expect(output.opponent.life).toBe(20);
    expect(output.you.hand).toEqual([]);
    expect(output.you.library[0]).toBe('Island');
    expect(output.you.library.slice(1).sort()).toEqual(['Mountain', TUSKER.name, BLAST.name].sort());
  });

  it('a cycled creature finds a creature: Krosan Tusker enters for free', () => {
    const output = run({
      cards: CARDS,
      you: { battlefield: [CYCLONE.name, 'Mountain', 'Mountain', 'Mountain'], hand: [SOJOURNERS.name], library: [SPRAY.name, TUSKER.name, 'Island'] },
      actions: [cycle(SOJOURNERS.name), { do: 'resolve', choice: false }, { do: 'resolve', choice: true }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(output.you.battlefield.map((entry) => entry.card)).toContain(TUSKER.name);
    expect(output.you.hand).toEqual([]);
    expect(output.you.library).toEqual(['Island', SPRAY.name]);
  });

  it('no card shares a type: every exiled card goes to the bottom and nothing is drawn', () => {
    const output = run({
      cards: CARDS,
      you: { battlefield: [CYCLONE.name, 'Mountain'], hand: [SPRAY.name], library: ['Mountain', 'Island'] },
      actions: [cycle(SPRAY.name), { do: 'resolve', choice: true }],
    });
    expect(output.ok).toBe(true);
    expect(output.you.hand).toEqual([]);
    expect(output.you.library.sort()).toEqual(['Island', 'Mountain']);
    expect(output.you.exile).toEqual([]);
  });

  it('"nonland card": cycling a land draws as usual; without the Cyclone a cycling draws as usual', () => {
    const land = run({
      cards: CARDS,
      you: { battlefield: [CYCLONE.name, 'Mountain', 'Mountain', 'Mountain'], hand: [TRIOME.name], library: [BLAST.name, 'Island'] },
      actions: [cycle(TRIOME.name), { do: 'resolve', choice: true }],
    });
    expect(land.you.hand).toEqual([BLAST.name]);
    const plain = run({
      cards: CARDS,
      you: { battlefield: ['Mountain'], hand: [SPRAY.name], library: ['Mountain', BLAST.name] },
      actions: [cycle(SPRAY.name), { do: 'resolve', choice: true }],
    });
    expect(plain.you.hand).toEqual(['Mountain']);
  });

  it('only a cycling ability\'s draw: the turn\'s draw and a spell\'s draw are not replaced (CR 121.6)', () => {
    const boon = starterCard('Boon of the Wish-Giver'); // {4}{U}{U} sorcery: "Draw four cards."
    const output = run({
      cards: [...CARDS, boon],
      you: { battlefield: [CYCLONE.name, 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'], hand: [boon.name], library: ['Mountain', 'Mountain', 'Island', 'Island', BLAST.name] },
      actions: [{ do: 'cast', card: boon.name }, { do: 'resolve', choice: true }, { do: 'next_turn' }],
    });
    expect(output.ok).toBe(true);
    expect(output.you.hand.sort()).toEqual(['Island', 'Island', 'Mountain', 'Mountain', BLAST.name].sort());
    expect(output.you.exile).toEqual([]);
  });

  it('"another": cycling an Unpredictable Cyclone from hand with none on the battlefield draws', () => {
    const output = run({
      cards: CARDS,
      you: { battlefield: ['Mountain', 'Mountain'], hand: [CYCLONE.name], library: [BLAST.name] },
      actions: [cycle(CYCLONE.name), { do: 'resolve', choice: true }],
    });
    expect(output.you.hand).toEqual([BLAST.name]);
  });
});
