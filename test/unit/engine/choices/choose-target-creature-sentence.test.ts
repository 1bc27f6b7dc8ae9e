// Round 7, choices: "Choose target creature." as a sentence of its own (CR 601.2c): the target is
// chosen as the spell is cast, and "that creature" after it is that target.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, idOf, table } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);

const STRENGTH = c('Strength Jr', 'Sorcery', 'Choose target creature. Put the top three cards of your library into your graveyard, then put a +1/+1 counter on that creature for each creature card in your graveyard.', '{1}{G}');
const BEAR = c('Grizzly Bears', 'Creature — Bear', '', '{1}{G}', '2', '2');

describe('"Choose target creature." then "that creature" (CR 601.2c)', () => {
  it('reads the line whole', () => {
    expect(statuses(STRENGTH)).toEqual(['enforced']);
  });

  it('the counters go on the chosen target', () => {
    const game = table([STRENGTH, BEAR], { hand: [STRENGTH.name], battlefield: ['Grizzly Bears'], library: ['Grizzly Bears', 'Forest', 'Grizzly Bears', 'Forest'] });
    game.state.players[0].pool = [0, 0, 0, 0, 2, 0];
    const bear = idOf(game, 'Grizzly Bears', 'battlefield');
    expect(game.perform({ do: 'cast', card: idOf(game, STRENGTH.name), targets: [{ object: bear }] }).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    expect(game.state.objects[bear]!.counters).toEqual({ '+1/+1': 2 });
  });
});
