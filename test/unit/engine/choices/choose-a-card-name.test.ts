// Round 6, choices: "Choose a [nonland] card name." as a sentence of its own and "cards with that name"
// in the search that follows (Memoricide; CR 201.3, 608.2d, 701.19).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import type { Game } from '../../../../app/engine/turns/game.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, idOf, table } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);
const PURGE = c('Purge Jr', 'Sorcery', "Choose a nonland card name. Search target player's graveyard, hand, and library for any number of cards with that name and exile them. Then that player shuffles their library.", '{B}');
const BEAR = c('Grizzly Bears', 'Creature — Bear', '', '{1}{G}', '2', '2');
const ELF = c('Llanowar Elves', 'Creature — Elf Druid', '', '{G}', '1', '1');

const named = (game: Game, zone: 'hand' | 'library' | 'graveyard' | 'exile', name: string): number => game.state.players[1][zone].filter((id) => game.state.objects[id]!.card.name === name).length;

function cast(choice?: string): { game: Game; ok: boolean } {
  const game = table([PURGE, BEAR, ELF], { hand: [PURGE.name], library: ['Grizzly Bears', 'Grizzly Bears'] }, { hand: ['Grizzly Bears', 'Llanowar Elves'], library: ['Llanowar Elves', 'Grizzly Bears', 'Llanowar Elves'], graveyard: ['Llanowar Elves'] });
  game.state.players[0].pool = [0, 0, 1, 0, 0, 0];
  game.perform({ do: 'cast', card: idOf(game, PURGE.name), targets: [{ player: 1 }] });
  const ok = game.perform({ do: 'resolve', ...(choice === undefined ? {} : { choice }) }).ok;
  return { game, ok };
}

describe('"Choose a nonland card name." then "cards with that name" (CR 201.3)', () => {
  it('reads the line whole', () => {
    expect(statuses(PURGE)).toEqual(['enforced']);
  });

  it('exiles every card with the chosen name from the target player\'s graveyard, hand and library', () => {
    const { game, ok } = cast('Llanowar Elves');
    expect(ok).toBe(true);
    expect(named(game, 'exile', 'Llanowar Elves')).toBe(4);
    expect(named(game, 'hand', 'Grizzly Bears') + named(game, 'library', 'Grizzly Bears')).toBe(2);
    expect(game.state.players[0].library).toHaveLength(2); // only the target player's cards
  });

  it('without an answer, the first of the goldfish\'s cards is named', () => {
    const { game } = cast();
    expect(named(game, 'exile', 'Grizzly Bears')).toBe(2);
  });

  it('an empty answer is refused and nothing changes', () => {
    const { game, ok } = cast('');
    expect(ok).toBe(false);
    expect(game.state.stack).toHaveLength(1);
    expect(game.state.players[1].exile).toHaveLength(0);
  });
});
