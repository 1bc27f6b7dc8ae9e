// Round 7, choices: "Choose an opponent." as a sentence (CR 102.2: in a two-player game the one
// opponent), then "that player" / "you and that player each".
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import type { Game } from '../../../../app/engine/turns/game.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, idOf, table } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);

const DRAWS = c('Offering Jr', 'Sorcery', 'Choose an opponent. You and that player each draw three cards.', '{B}');
const SPIRITS = c('Spirit Offering Jr', 'Sorcery', 'Choose an opponent. You and that player each create three 1/1 white Spirit creature tokens with flying.', '{B}');
const BEAR = c('Grizzly Bears', 'Creature — Bear', '', '{1}{G}', '2', '2');
const LIBRARY = ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'];

function cast(spell: CardDefinition): Game {
  const game = table([DRAWS, SPIRITS, BEAR], { hand: [spell.name], library: LIBRARY }, { library: LIBRARY });
  game.state.players[0].pool = [0, 0, 1, 0, 0, 0];
  expect(game.perform({ do: 'cast', card: idOf(game, spell.name) }).ok).toBe(true);
  expect(game.perform({ do: 'resolve' }).ok).toBe(true);
  return game;
}

describe('"Choose an opponent." then "you and that player each …" (CR 102.2)', () => {
  it('reads the lines whole', () => {
    expect(statuses(DRAWS)).toEqual(['enforced']);
    expect(statuses(SPIRITS)).toEqual(['enforced']);
  });

  it('you and the opponent each draw three cards', () => {
    const game = cast(DRAWS);
    expect(game.state.players[0].hand).toHaveLength(3);
    expect(game.state.players[1].hand).toHaveLength(3);
  });

  it('you and the opponent each create three Spirits, each under its own control', () => {
    const game = cast(SPIRITS);
    expect(game.state.players[0].battlefield).toHaveLength(3);
    expect(game.state.players[1].battlefield).toHaveLength(3);
    expect(game.state.players[1].battlefield.every((id) => game.state.objects[id]!.controller === 1)).toBe(true);
  });
});
