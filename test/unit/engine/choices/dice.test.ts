// Round 6, choices: rolling six-sided dice (CR 706), the result's outcomes and the amounts that read
// it ("equal to the result", "where X is the result", "the difference between those results").
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import type { Game } from '../../../../app/engine/turns/game.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { powerOf } from '../../../../app/engine/rules/characteristics.ts';
import { nextRandom } from '../../../../app/engine/state/rng.ts';
import { definition, idOf, table } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);
const BOX = c('Box Jr', 'Sorcery', 'Roll a six-sided die. Create a number of 1/1 red Goblin creature tokens equal to the result.', '{R}');
const EGG = c('Egg Jr', 'Sorcery', 'Roll a six-sided die. If you roll a 1, draw a card. Otherwise, you gain 2 life.', '{R}');
const GARBAGE = c('Garbage Jr', 'Sorcery', 'Roll two six-sided dice. Create a number of 1/1 red Goblin creature tokens equal to the difference between those results.', '{R}');
const SPURT = c('Spurt Jr', 'Instant', 'Roll a six-sided die. Target creature gets +X/+X until end of turn, where X is the result.', '{G}');
const IMP = c('Imp Jr', 'Creature — Imp', 'At the beginning of your upkeep, roll a six-sided die and put a number of +1/+1 counters on Imp Jr equal to the result.', '{B}', '0', '0');
const BEAR = c('Grizzly Bears', 'Creature — Bear', '', '{1}{G}', '2', '2');
const library = Array.from({ length: 6 }, () => 'Grizzly Bears');

/** The next `count` rolls the game's seeded random source will give (CR 706.1: each result 1–6). */
function nextRolls(game: Game, count: number): number[] {
  const rolls: number[] = [];
  let rng = game.state.rng;
  for (let die = 0; die < count; die += 1) {
    const [next, value] = nextRandom(rng);
    rng = next;
    rolls.push(1 + Math.floor(value * 6));
  }
  return rolls;
}

const goblins = (game: Game): number => game.state.players[0].battlefield.filter((id) => game.state.objects[id]!.card.name === 'Goblin').length;

describe('dice (CR 706)', () => {
  it('reads the roll, its outcomes and the amounts whole', () => {
    for (const card of [BOX, EGG, GARBAGE, SPURT, IMP]) expect(statuses(card)).toEqual(['enforced']);
  });

  it('"equal to the result": as many tokens as the die shows, from the seeded source', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const game = table([BOX, BEAR], { hand: [BOX.name], library });
      game.state.players[0].pool = [0, 0, 0, 1, 0, 0];
      game.state.rng = seed * 7919;
      game.perform({ do: 'cast', card: idOf(game, BOX.name) });
      const [roll] = nextRolls(game, 1);
      expect(game.perform({ do: 'resolve' }).ok).toBe(true);
      expect(roll).toBeGreaterThanOrEqual(1);
      expect(roll).toBeLessThanOrEqual(6);
      expect(goblins(game)).toBe(roll);
    }
  });

  it('"If you roll a 1, …. Otherwise, …": exactly the outcome of the roll happens', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 40 && seen.size < 2; seed += 1) {
      const game = table([EGG, BEAR], { hand: [EGG.name], library });
      game.state.players[0].pool = [0, 0, 0, 1, 0, 0];
      game.state.rng = seed * 104729;
      game.perform({ do: 'cast', card: idOf(game, EGG.name) });
      const [roll] = nextRolls(game, 1);
      const life = game.state.players[0].life;
      game.perform({ do: 'resolve' });
      const one = roll === 1;
      seen.add(one ? 1 : 0);
      expect(game.state.players[0].hand).toHaveLength(one ? 1 : 0);
      expect(game.state.players[0].life).toBe(one ? life : life + 2);
    }
    expect(seen.size).toBe(2); // both outcomes were seen
  });

  it('"the difference between those results" of two dice', () => {
    const game = table([GARBAGE, BEAR], { hand: [GARBAGE.name], library });
      game.state.players[0].pool = [0, 0, 0, 1, 0, 0];
    game.state.rng = 12345;
    game.perform({ do: 'cast', card: idOf(game, GARBAGE.name) });
    const [first, second] = nextRolls(game, 2);
    game.perform({ do: 'resolve' });
    expect(goblins(game)).toBe(Math.abs(first! - second!));
  });

  it('"where X is the result": the target gets +X/+X', () => {
    const game = table([SPURT, BEAR], { hand: [SPURT.name], battlefield: ['Grizzly Bears'], library });
      game.state.players[0].pool = [0, 0, 0, 0, 1, 0];
    const bear = idOf(game, BEAR.name, 'battlefield');
    game.perform({ do: 'cast', card: idOf(game, SPURT.name), targets: [{ object: bear }] });
    const [roll] = nextRolls(game, 1);
    game.perform({ do: 'resolve' });
    expect(powerOf(game.state, game.state.objects[bear]!)).toBe(2 + roll!);
  });
});
