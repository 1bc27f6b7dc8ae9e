// "One or more" batch triggers (CR 603.2c): an ability that triggers on "one or more" of an event
// triggers once for a group of such events that happen at the same time. Rielle, the Everwise
// (IKO 203, starter data): "Whenever you discard one or more cards for the first time each turn,
// draw that many cards." Played by its Oracle text through the scenario runner.
import { describe, expect, it } from 'vitest';
import { eventsOf, run } from '../helpers.ts';
import { starterCards } from '../../../fixtures/engine/starter-cards.ts';

const RIELLE = 'Rielle, the Everwise';
const LIBRARY = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'];

function triggersOf(output: ReturnType<typeof run>, source: string): number {
  return eventsOf(output, 'triggered').filter((event) => event.source === source).length;
}

describe('Rielle, the Everwise: "one or more" discard trigger (CR 603.2c)', () => {
  it('cycling discards one card: Rielle triggers once and draws one card (CR 603.2c, 702.29a)', () => {
    const output = run({
      cards: starterCards(RIELLE, 'Street Wraith'),
      turn: 2,
      you: { library: LIBRARY, hand: ['Street Wraith'], battlefield: [RIELLE] },
      actions: [{ do: 'activate', card: 'Street Wraith', ability: 'cycling' }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(triggersOf(output, RIELLE)).toBe(1);
    // One card from cycling, one from Rielle.
    expect(output.you.hand).toEqual(['Plains', 'Plains']);
    expect(output.you.library).toHaveLength(LIBRARY.length - 2);
    expect(output.you.graveyard).toEqual(['Street Wraith']);
    expect(output.you.life).toBe(18);
  });

  it('an effect that discards two cards at once triggers it once, and it draws two (CR 603.2c, 608.2h)', () => {
    // Ancient Excavation with two other cards in hand: draw two, then discard two (one group).
    const output = run({
      cards: starterCards(RIELLE, 'Ancient Excavation'),
      turn: 2,
      you: { library: ['Forest', 'Forest', ...LIBRARY], hand: ['Ancient Excavation', 'Mountain', 'Mountain'], battlefield: [RIELLE, 'Island', 'Swamp', 'Island', 'Swamp'] },
      actions: [{ do: 'cast', card: 'Ancient Excavation' }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(eventsOf(output, 'discarded')).toHaveLength(2);
    expect(triggersOf(output, RIELLE)).toBe(1);
    // Hand: 2 kept of the 4 after drawing two, plus the 2 Rielle draws.
    expect(output.you.hand).toHaveLength(4);
    expect(output.you.library).toHaveLength(LIBRARY.length + 2 - 4);
    expect(output.you.graveyard).toHaveLength(3); // Ancient Excavation and the two discarded
  });

  it('a second discard in the same turn does not trigger it ("for the first time each turn")', () => {
    const output = run({
      cards: starterCards(RIELLE, 'Street Wraith'),
      turn: 2,
      you: { library: LIBRARY, hand: ['Street Wraith', 'Street Wraith'], battlefield: [RIELLE] },
      actions: [
        { do: 'activate', card: 'Street Wraith', ability: 'cycling' },
        { do: 'resolve_all' },
        { do: 'activate', card: 'Street Wraith', ability: 'cycling' },
        { do: 'resolve_all' },
      ],
    });
    expect(output.ok).toBe(true);
    expect(triggersOf(output, RIELLE)).toBe(1);
    expect(output.you.hand).toEqual(['Plains', 'Plains', 'Plains']); // two cycling draws, one Rielle draw
    expect(output.you.graveyard).toEqual(['Street Wraith', 'Street Wraith']);
  });

  it('a discard before Rielle entered that turn still counts: a later discard that turn does not trigger it', () => {
    // Rielle's ruling (2020-04-17): the first discard of the turn happened while it was not on the battlefield.
    const output = run({
      cards: starterCards(RIELLE, 'Street Wraith'),
      turn: 2,
      you: { library: LIBRARY, hand: ['Street Wraith', 'Street Wraith', RIELLE], battlefield: ['Island', 'Mountain', 'Island'] },
      actions: [
        { do: 'activate', card: 'Street Wraith', ability: 'cycling' },
        { do: 'resolve_all' },
        { do: 'cast', card: RIELLE },
        { do: 'resolve_all' },
        { do: 'activate', card: 'Street Wraith', ability: 'cycling' },
        { do: 'resolve_all' },
      ],
    });
    expect(output.ok).toBe(true);
    expect(triggersOf(output, RIELLE)).toBe(0);
    expect(output.you.hand).toEqual(['Plains', 'Plains']);
  });

  it('it triggers again on the next turn\'s first discard', () => {
    const output = run({
      cards: starterCards(RIELLE, 'Street Wraith'),
      turn: 2,
      you: { library: LIBRARY, hand: ['Street Wraith', 'Street Wraith'], battlefield: [RIELLE] },
      actions: [
        { do: 'activate', card: 'Street Wraith', ability: 'cycling' },
        { do: 'resolve_all' },
        { do: 'next_turn' },
        { do: 'activate', card: 'Street Wraith', ability: 'cycling' },
        { do: 'resolve_all' },
      ],
    });
    expect(output.ok).toBe(true);
    expect(triggersOf(output, RIELLE)).toBe(2);
    // Turn 2: cycle + Rielle; turn 3: the draw step, cycle + Rielle.
    expect(output.you.hand).toEqual(['Plains', 'Plains', 'Plains', 'Plains', 'Plains']);
  });
});

describe('Rielle\'s line in German and Spanish (docs/rules-i18n.md) plays the same (CR 603.2c)', () => {
  const TEXTS = {
    de: 'Immer wenn du in einem Zug zum ersten Mal eine oder mehrere Karten abwirfst, ziehe ebenso viele Karten.',
    es: 'Siempre que descartes una o más cartas por primera vez cada turno, roba esa cantidad de cartas.',
  };
  for (const [language, text] of Object.entries(TEXTS)) {
    it(`${language}: one cycle triggers it once, a second cycle that turn does not`, () => {
      const output = run({
        cards: [...starterCards('Street Wraith'), { name: 'Rielle', mana_cost: '{1}{U}{R}', type_line: 'Legendary Creature — Human Wizard', oracle_text: text, power: '0', toughness: '3' }],
        turn: 2,
        you: { library: LIBRARY, hand: ['Street Wraith', 'Street Wraith'], battlefield: ['Rielle'] },
        actions: [
          { do: 'activate', card: 'Street Wraith', ability: 'cycling' },
          { do: 'resolve_all' },
          { do: 'activate', card: 'Street Wraith', ability: 'cycling' },
          { do: 'resolve_all' },
        ],
      });
      expect(output.ok).toBe(true);
      expect(triggersOf(output, 'Rielle')).toBe(1);
      expect(output.you.hand).toHaveLength(3);
    });
  }
});
