// Round 4, choices: "you may pay {E}{E}. If you do, …" (energy), … (docs/rules-choices.md).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../app/engine/card-definition.ts';
import { compileCard } from '../../../app/cards/oracle/compile.ts';
import { definition, idOf, table } from './helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);
const ISLAND = c('Island', 'Basic Land — Island', '({T}: Add {U}.)');

describe('"You may pay {E}{E}. If you do, …" (CR 107.14)', () => {
  const SIPHON = c('Siphon Jr', 'Sorcery', 'You may pay {E}{E}. If you do, draw two cards.', '{U}');
  const library = Array.from({ length: 5 }, () => 'Island');

  it('reads the sentence pair whole', () => {
    expect(statuses(SIPHON)).toEqual(['enforced']);
  });

  it('CR 107.14: paying spends two energy counters and the rest happens', () => {
    const game = table([SIPHON, ISLAND], { battlefield: ['Island'], hand: [SIPHON.name], library });
    game.state.players[0].energy = 3;
    expect(game.perform({ do: 'cast', card: idOf(game, SIPHON.name) }).ok).toBe(true);
    expect(game.perform({ do: 'resolve', choice: true }).ok).toBe(true);
    expect(game.state.players[0].energy).toBe(1);
    expect(game.state.players[0].hand).toHaveLength(2);
  });

  it('without enough energy the payment is refused and nothing changes', () => {
    const game = table([SIPHON, ISLAND], { battlefield: ['Island'], hand: [SIPHON.name], library });
    game.state.players[0].energy = 1;
    game.perform({ do: 'cast', card: idOf(game, SIPHON.name) });
    const refused = game.perform({ do: 'resolve', choice: true });
    expect(refused.ok).toBe(false);
    expect(game.state.players[0].energy).toBe(1);
    expect(game.state.players[0].hand).toHaveLength(0);
    expect(game.perform({ do: 'resolve', choice: false }).ok).toBe(true);
    expect(game.state.players[0].hand).toHaveLength(0);
  });
});
