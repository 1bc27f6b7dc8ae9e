// Round 7, choices: "Discard a card at random" as a cost (CR 701.8a, 118.3, 601.2h): the game's
// seeded random source picks the card, and a cost that can't be paid changes nothing.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import type { Game } from '../../../../app/engine/turns/game.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, idOf, table } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);

const SHAMAN = c('Shaman Jr', 'Creature — Ogre Shaman', '{2}, Discard a card at random: Shaman Jr deals 2 damage to any target.', '{3}{R}', '3', '3');
const BURST = c('Burst Jr', 'Instant', 'As an additional cost to cast this spell, discard a card at random.\nBurst Jr deals 4 damage to any target.', '{1}{R}');
const STORM = c('Storm Jr', 'Enchantment', '{R}, Discard two cards at random: Storm Jr deals 4 damage to any target.', '{R}');
const NAMES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

const hand = (game: Game): string[] => game.state.players[0].hand.map((id) => game.state.objects[id]!.card.name);

function shaman(rng: number, cards: string[] = NAMES): { game: Game; ok: boolean } {
  const game = table([SHAMAN, BURST, STORM], { battlefield: [SHAMAN.name, STORM.name], hand: cards });
  game.state.rng = rng;
  game.state.players[0].pool = [0, 0, 0, 1, 0, 2];
  const ok = game.perform({ do: 'activate', card: idOf(game, SHAMAN.name, 'battlefield'), ability: 0, targets: [{ player: 1 }] }).ok;
  return { game, ok };
}

describe('"Discard a card at random" as a cost (CR 701.8a)', () => {
  it('reads the lines whole', () => {
    expect(statuses(SHAMAN)).toEqual(['enforced']);
    expect(statuses(BURST)).toEqual(['enforced', 'enforced']);
    expect(statuses(STORM)).toEqual(['enforced']);
  });

  it('discards one card picked by the random source, the same one for the same random state', () => {
    const { game, ok } = shaman(12345);
    expect(ok).toBe(true);
    expect(hand(game)).toHaveLength(4);
    const discarded = game.state.players[0].graveyard.map((id) => game.state.objects[id]!.card.name);
    expect(discarded).toHaveLength(1);
    expect(shaman(12345).game.state.players[0].graveyard.map((id) => game.state.objects[id]!.card.name)).toEqual(discarded);
    expect(game.state.rng).not.toBe(12345); // the random source moved on
  });

  it('is not always the same card: different random states pick different cards', () => {
    const picked = new Set<string>();
    for (let rng = 1; rng <= 40; rng += 1) {
      const { game } = shaman(rng * 7919);
      picked.add(game.state.objects[game.state.players[0].graveyard[0]!]!.card.name);
    }
    expect(picked.size).toBeGreaterThan(2);
  });

  it('with an empty hand the cost can\'t be paid: refused, nothing changes', () => {
    const { game, ok } = shaman(99, []);
    expect(ok).toBe(false);
    expect(game.state.rng).toBe(99);
    expect(game.state.stack).toHaveLength(0);
    expect(game.state.players[0].pool).toEqual([0, 0, 0, 1, 0, 2]);
  });

  it('"Discard two cards at random": two different cards', () => {
    const game = table([SHAMAN, BURST, STORM], { battlefield: [STORM.name], hand: NAMES });
    game.state.players[0].pool = [0, 0, 0, 1, 0, 0];
    expect(game.perform({ do: 'activate', card: idOf(game, STORM.name, 'battlefield'), ability: 0, targets: [{ player: 1 }] }).ok).toBe(true);
    expect(hand(game)).toHaveLength(3);
    expect(game.state.players[0].graveyard).toHaveLength(2);
  });

  it('"As an additional cost to cast this spell, discard a card at random"', () => {
    const game = table([SHAMAN, BURST, STORM], { hand: [BURST.name, 'Plains', 'Island'] });
    game.state.players[0].pool = [0, 0, 0, 1, 0, 1];
    expect(game.perform({ do: 'cast', card: idOf(game, BURST.name), targets: [{ player: 1 }] }).ok).toBe(true);
    expect(hand(game)).toHaveLength(1);
    game.perform({ do: 'resolve' });
    expect(game.state.players[1].life).toBe(16);
  });
});
