// The event stream's gates (app/engine/events/engine-events.ts): an event no consumer hears is not
// built. Each consumer is gated on its own: the "this turn" records always count the types they
// read, the log hears everything it writes while someone watches, and a trigger family only when a
// card of the game could trigger on it (its game-feature bit). A gate may say "maybe", never "no"
// where a card would trigger.
import { describe, expect, it } from 'vitest';
import { heard, heardBeyondRecords } from '../../../../app/engine/events/engine-events.ts';
import { newGame } from '../../../../app/engine/turns/new-game.ts';
import { definition, run, table } from '../helpers.ts';

const BEARS = definition('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const WRAITH = definition('Street Wraith', '{3}{B}{B}', 'Creature — Wraith', 'Swampwalk\nCycling—Pay 2 life.', '3', '4');
const UTOPIA = definition('Utopia Sprawl Jr', '{G}', 'Enchantment — Aura', 'Enchant Forest\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.');
const SCHOLAR = definition('Drawing Scholar Jr', '{1}{U}', 'Creature — Human', 'Whenever you draw a card, you gain 1 life.', '1', '1');

describe('events nobody hears', () => {
  // As the simulator plays: no log.
  const simulated = (deck: typeof BEARS[]) => newGame({ deck, seed: 7 });

  it('a game of cards that trigger on nothing hears no tap, damage, target or step event', () => {
    const game = simulated([BEARS, BEARS, BEARS, BEARS, BEARS, BEARS, BEARS, BEARS]);
    for (const type of ['tapped', 'damage', 'became target', 'step began', 'cast', 'attackers declared', 'combat damage to player'] as const) expect(heard(game, type), type).toBe(false);
    // The records read draws, discards, life and moves: those are always heard.
    for (const type of ['drew', 'life changed', 'zone change', 'discarded'] as const) expect(heard(game, type), type).toBe(true);
    expect(heardBeyondRecords(game, 'drew')).toBe(false);
  });

  it('the "this turn" records still count what no trigger hears: a draw (CR 702.94a counts it) and life paid (CR 119.3)', () => {
    const game = simulated([WRAITH, WRAITH, WRAITH, WRAITH, WRAITH, WRAITH, WRAITH, WRAITH, WRAITH]);
    const you = game.state.players[0];
    expect(heardBeyondRecords(game, 'life changed')).toBe(false);
    expect(heardBeyondRecords(game, 'drew')).toBe(false);
    const drawn = you.drawnThisTurn!;
    expect(you.lostLifeThisTurn).toBe(false);
    expect(game.perform({ do: 'activate', card: you.hand[0]!, ability: 0 }).ok).toBe(true);
    expect(you.lostLifeThisTurn).toBe(true);
    expect(you.discardedThisTurn).toBe(1);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    expect(you.drawnThisTurn).toBe(drawn + 1);
    expect(you.life).toBe(18);
  });

  it('CR 605.1b: an Aura that triggers on a tap for mana opens the gate, and its mana is added', () => {
    const game = table([UTOPIA], { battlefield: ['Forest', { card: UTOPIA.name, attachedTo: 0 }] });
    expect(heard(game, 'tapped')).toBe(true);
    const out = run({ cards: [UTOPIA], you: { battlefield: ['Forest', { card: UTOPIA.name, attachedTo: 0 }] }, actions: [{ do: 'activate', card: 'Forest', ability: 0 }] });
    expect(out.you.manaPool).toBe('{G}{G}');
  });

  it('CR 603.2: a "whenever you draw" card opens the draw gate and triggers; the log hears every draw while someone watches', () => {
    expect(heardBeyondRecords(simulated([SCHOLAR, SCHOLAR, SCHOLAR, SCHOLAR, SCHOLAR, SCHOLAR, SCHOLAR, SCHOLAR]), 'drew')).toBe(true);
    // A game that records its log hears every draw, whatever its cards.
    expect(heardBeyondRecords(table([BEARS], { battlefield: [BEARS.name] }), 'drew')).toBe(true);
    const out = run({ cards: [SCHOLAR], turn: 2, phase: 'main1', you: { battlefield: [SCHOLAR.name], library: ['Island', 'Island'] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(out.you.life).toBe(21);
    expect(out.events.filter((event) => event.type === 'drew')).toEqual([{ type: 'drew', card: 'Island' }]);
  });
});
