// The table's engine actions: the London mulligan and the manual overrides beyond the scenario format.
import { describe, expect, it } from 'vitest';
import type { Game} from '../../../../app/engine/index.ts';
import { BUILT_IN_CARDS, cloneState, gameFromScenario, legalActions, newGame, type CardDefinition } from '../../../../app/engine/index.ts';

const bear: CardDefinition = { name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' };
const wings: CardDefinition = {
  name: 'Arcanum Wings',
  mana_cost: '{1}{U}',
  type_line: 'Enchantment — Aura',
  oracle_text: 'Enchant creature\nEnchanted creature has flying.\nAura swap {2}{U}',
};

function deck(): CardDefinition[] {
  const forest = BUILT_IN_CARDS.get('Forest')!;
  return Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? forest : bear));
}

function opening(seed = 3): Game {
  return newGame({ deck: deck(), seed, mulligan: true, undo: true, recordEvents: true });
}

const names = (game: Game, ids: number[]): string[] => ids.map((id) => game.object(id).card.name);

describe('London mulligan (CR 103.5)', () => {
  it('CR 103.5: nothing but mulligan or keep before the opening hand is kept', () => {
    const game = opening();
    const before = cloneState(game.state);
    expect(game.perform({ do: 'next_phase' })).toMatchObject({ ok: false, reason: 'keep or mulligan your opening hand first' });
    expect(game.state).toEqual(before);
    expect(legalActions(game).map((action) => action.action.do)).toEqual(['keep', 'mulligan']);
  });

  it('CR 103.5: a mulligan shuffles the hand away and draws seven new cards', () => {
    const game = opening();
    expect(game.perform({ do: 'mulligan' }).ok).toBe(true);
    expect(game.state.players[0].hand).toHaveLength(7);
    expect(game.state.players[0].library).toHaveLength(33);
    expect(game.state.opening).toBe(1);
    expect(game.events!.map((event) => event.type).filter((type) => type !== 'moved')).toEqual(['mulligan', 'shuffled', ...Array(7).fill('drew')]);
  });

  it('CR 103.5: keeping after one mulligan puts exactly one chosen card on the bottom', () => {
    const game = opening();
    game.perform({ do: 'mulligan' });
    const hand = game.state.players[0].hand.slice();
    const before = cloneState(game.state);
    expect(game.perform({ do: 'keep', bottom: [] })).toMatchObject({ ok: false, reason: 'put 1 card on the bottom of your library (one per mulligan), not 0' });
    expect(game.perform({ do: 'keep', bottom: [game.state.players[0].library[0]!] }).ok).toBe(false);
    expect(game.state).toEqual(before);
    expect(game.perform({ do: 'keep', bottom: [hand[2]!] }).ok).toBe(true);
    expect(game.state.players[0].hand).toEqual(hand.filter((id) => id !== hand[2]));
    expect(game.state.players[0].library.at(-1)).toBe(hand[2]);
    expect(game.state.opening).toBeNull();
    expect(game.events!.at(-1)).toEqual({ type: 'kept', hand: 6, bottom: [game.object(hand[2]!).card.name] });
    // The game has begun: no more mulligans, and the turn can go on.
    expect(game.perform({ do: 'mulligan' }).ok).toBe(false);
    expect(game.perform({ do: 'next_phase' }).ok).toBe(true);
  });

  it('the same seed deals the same hands, mulligan included', () => {
    const first = opening(11);
    const second = opening(11);
    first.perform({ do: 'mulligan' });
    second.perform({ do: 'mulligan' });
    expect(names(first, first.state.players[0].hand)).toEqual(names(second, second.state.players[0].hand));
  });

  it('undo takes a mulligan back exactly', () => {
    const game = opening();
    const before = cloneState(game.state);
    game.perform({ do: 'mulligan' });
    game.undo();
    expect(game.state).toEqual(before);
  });
});

function table(): Game {
  return gameFromScenario(
    {
      cards: [bear, wings],
      you: {
        library: ['Forest', 'Grizzly Bears', 'Island', 'Forest'],
        hand: ['Arcanum Wings'],
        battlefield: [{ card: 'Forest', tapped: true }, { card: 'Island', tapped: true }, 'Grizzly Bears'],
      },
    },
    { undo: true },
  ).game;
}

describe('manual overrides of the table', () => {
  it('untap all untaps every permanent you control and is logged as manual', () => {
    const game = table();
    expect(game.perform({ do: 'manual_untap_all' }).ok).toBe(true);
    expect(game.state.players[0].battlefield.map((id) => game.object(id).tapped)).toEqual([false, false, false]);
    expect(game.events!.at(-1)).toEqual({ type: 'manual', what: 'untapped all your permanents' });
  });

  it('a manual tap may add mana to the pool', () => {
    const game = table();
    game.perform({ do: 'manual_untap_all' });
    const island = game.state.players[0].battlefield[1]!;
    expect(game.perform({ do: 'manual_tap', card: island, tapped: true, mana: 'U' }).ok).toBe(true);
    expect(game.state.players[0].pool).toEqual([0, 1, 0, 0, 0, 0]);
    expect(game.object(island).tapped).toBe(true);
  });

  it('a token with any name, P/T, colour and keywords enters under your control', () => {
    const game = table();
    expect(game.perform({ do: 'manual_token', token: { name: 'Drake', power: 2, toughness: 2, colors: ['U'], keywords: ['Flying'] } }).ok).toBe(true);
    const token = game.object(game.state.players[0].battlefield.at(-1)!);
    expect(token.token).toBe(true);
    expect(token.card.keywords).toContain('flying');
    expect(token.card.colors).toEqual(['U']);
    expect(game.events!.at(-1)).toEqual({ type: 'manual', what: 'created a 2/2 Drake token' });
  });

  it('scry and surveil put each of the top cards where the player says', () => {
    const game = table();
    const [a, b, c] = game.state.players[0].library;
    expect(game.perform({ do: 'manual_scry', kind: 'surveil', top: [c!], bottom: [a!], graveyard: [b!] }).ok).toBe(true);
    expect(names(game, game.state.players[0].library)).toEqual(['Island', 'Forest', 'Forest']);
    expect(names(game, game.state.players[0].graveyard)).toEqual(['Grizzly Bears']);
    expect(game.events!.at(-1)).toEqual({ type: 'manual', what: 'surveil 3: 1 on top, 1 on the bottom, Grizzly Bears into the graveyard' });
  });

  it('a rejected manual action changes nothing', () => {
    const game = table();
    const before = cloneState(game.state);
    const library = game.state.players[0].library;
    const rejected = [
      game.perform({ do: 'manual_scry', kind: 'scry', top: [library[1]!], bottom: [], graveyard: [] }),
      game.perform({ do: 'manual_scry', kind: 'scry', top: [library[0]!, library[0]!], bottom: [], graveyard: [] }),
      game.perform({ do: 'manual_token', token: { name: 'Bird', power: 1, toughness: 1, colors: ['X'], keywords: [] } }),
      game.perform({ do: 'manual_mill', count: 0 }),
      game.perform({ do: 'manual_attach', card: game.state.players[0].hand[0]!, to: null }),
      game.perform({ do: 'keep', bottom: [] }),
      game.perform({ do: 'manual_tap', card: library[0]!, tapped: true }),
    ];
    expect(rejected.every((result) => !result.ok)).toBe(true);
    expect(game.state).toEqual(before);
  });

  it('mill and reveal, each undone exactly', () => {
    const game = table();
    const before = cloneState(game.state);
    game.perform({ do: 'manual_mill', count: 2 });
    expect(names(game, game.state.players[0].graveyard)).toEqual(['Forest', 'Grizzly Bears']);
    game.perform({ do: 'manual_reveal', card: game.state.players[0].hand[0]! });
    expect(game.events!.slice(-2)).toEqual([
      { type: 'revealed', card: 'Arcanum Wings' },
      { type: 'manual', what: 'revealed Arcanum Wings' },
    ]);
    game.undo();
    game.undo();
    expect(game.state).toEqual(before);
  });

  it('an Aura put onto the battlefield by hand attached to a creature stays there (CR 704.5m does not apply)', () => {
    const game = table();
    const bears = game.state.players[0].battlefield[2]!;
    const aura = game.state.players[0].hand[0]!;
    expect(game.perform({ do: 'manual_attach', card: aura, to: bears }).ok).toBe(true);
    expect(game.object(aura).zone).toBe('battlefield');
    expect(game.object(aura).attachedTo).toBe(bears);
    expect(game.events!.at(-1)).toEqual({ type: 'manual', what: 'put Arcanum Wings from hand onto the battlefield attached to Grizzly Bears' });
  });
});
