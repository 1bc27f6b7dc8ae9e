// "Choose three. You may choose the same mode more than once." (CR 700.2d): each mode may be
// chosen up to three times, each time with its own targets; modes are numbered copy after copy
// (0-2 the printed modes, 3-5 their second copies, 6-8 their third).
import { describe, expect, it } from 'vitest';
import { compileCard, gameFromScenario, type CardDefinition, type Game } from '../../../../app/engine/index.ts';

const fiery: CardDefinition = { name: 'Fiery Confluence', mana_cost: '{2}{R}{R}', type_line: 'Sorcery', oracle_text: 'Choose three. You may choose the same mode more than once.\n• Fiery Confluence deals 1 damage to each creature.\n• Fiery Confluence deals 2 damage to each opponent.\n• Destroy target artifact.' };
const wretched: CardDefinition = { name: 'Wretched Confluence', mana_cost: '{3}{B}{B}', type_line: 'Instant', oracle_text: 'Choose three. You may choose the same mode more than once.\n• Target player draws a card and loses 1 life.\n• Target creature gets -2/-2 until end of turn.\n• Return target creature card from your graveyard to your hand.' };
const bears: CardDefinition = { name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' };
const ogre: CardDefinition = { name: 'Hill Ogre', mana_cost: '{3}{R}', type_line: 'Creature — Ogre', oracle_text: '', power: '3', toughness: '3' };
const lands = (name: string, count: number): string[] => Array.from({ length: count }, () => name);

const idOf = (game: Game, name: string, zone: string, owner: number): number => game.state.objects.find((object) => object.card.name === name && object.zone === zone && object.owner === owner)!.id;

describe('modes that may be chosen more than once (CR 700.2d)', () => {
  it('CR 700.2d: the report reads the header and every mode', () => {
    expect(compileCard(fiery).lines.map((line) => line.status)).toEqual(['enforced', 'enforced', 'enforced', 'enforced']);
  });

  it('CR 700.2d: the same mode three times happens three times', () => {
    const { game } = gameFromScenario({ cards: [fiery], you: { hand: [fiery.name], battlefield: lands('Mountain', 4) } });
    expect(game.perform({ do: 'cast', card: idOf(game, fiery.name, 'hand', 0), modes: [1, 4, 7] })).toEqual({ ok: true });
    game.perform({ do: 'resolve' });
    expect(game.state.players[1].life).toBe(14);
  });

  it('CR 700.2d: each time a mode is chosen its target is chosen apart: -2/-2 on two different creatures', () => {
    const { game } = gameFromScenario({ cards: [wretched, bears, ogre], you: { hand: [wretched.name], battlefield: lands('Swamp', 5), library: ['Swamp'] }, opponent: { battlefield: [bears.name, ogre.name] } });
    const bear = idOf(game, bears.name, 'battlefield', 1);
    const big = idOf(game, ogre.name, 'battlefield', 1);
    const result = game.perform({ do: 'cast', card: idOf(game, wretched.name, 'hand', 0), modes: [1, 4, 0], targets: [{ player: 0 }, { object: bear }, { object: big }] });
    expect(result).toEqual({ ok: true });
    game.perform({ do: 'resolve' });
    expect(game.object(bear).zone).toBe('graveyard');
    expect(game.object(big).zone).toBe('battlefield');
    expect(game.state.players[0].life).toBe(19); // the first mode once: draw a card, lose 1 life
    expect(game.state.players[0].hand).toHaveLength(1);
  });

  it('CR 700.2: still exactly three modes: two are refused', () => {
    const { game } = gameFromScenario({ cards: [fiery], you: { hand: [fiery.name], battlefield: lands('Mountain', 4) } });
    const refused = game.perform({ do: 'cast', card: idOf(game, fiery.name, 'hand', 0), modes: [1, 4] });
    expect(refused.ok).toBe(false);
    expect(game.state.players[0].hand).toHaveLength(1);
  });

  it('CR 700.2a: by default, the first three modes whose targets can be chosen, repeating a mode when another has no target', () => {
    const { game } = gameFromScenario({ cards: [fiery, bears], you: { hand: [fiery.name], battlefield: lands('Mountain', 4) }, opponent: { battlefield: [bears.name] } });
    expect(game.perform({ do: 'cast', card: idOf(game, fiery.name, 'hand', 0) })).toEqual({ ok: true });
    game.perform({ do: 'resolve' });
    // No artifact: 1 damage to each creature twice and 2 damage to the opponent.
    expect(game.state.players[1].life).toBe(18);
    expect(game.state.players[1].graveyard).toHaveLength(1);
  });
});
