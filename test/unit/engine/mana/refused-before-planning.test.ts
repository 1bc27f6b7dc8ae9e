// A cost the player surely can't pay is refused before the lands' colours are read and a payment
// planned (rules/mana-sources.ts surelyUnaffordable; rules/mana-payment.ts planWithLands): the
// simulator tries many casts it can't afford. The early refusal must refuse exactly what the full
// planner refuses (CR 601.2g–h: the cost is paid with the pool's mana and mana abilities) and leave
// the game unchanged (CR 601.2: an illegal cast is reversed, here never begun).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { cloneState } from '../../../../app/engine/state/state.ts';
import { BEARS } from '../../../fixtures/engine/cards.ts';
import { definition, idOf, table } from '../helpers.ts';

const SQUIRE: CardDefinition = definition('Squire', '{1}{W}', 'Creature — Human Soldier', '', '1', '2');
const LIBRARY_LAND: CardDefinition = definition('Quiet Archive', '', 'Land', '{1}, {T}: Draw a card.');
const CARDS = [BEARS, SQUIRE, LIBRARY_LAND];
const library = ['Plains', 'Plains', 'Plains'];

describe('a cost that needs more mana than there is, refused before planning (CR 601.2g–h)', () => {
  it('CR 601.2h: more mana than the untapped lands make: refused as unpayable, nothing changes', () => {
    const game = table(CARDS, { hand: [SQUIRE.name], library, battlefield: ['Plains', { card: 'Plains', tapped: true }] });
    const before = cloneState(game.state);
    const result = game.perform({ do: 'cast', card: idOf(game, SQUIRE.name) });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message.key).toBe('refusal.cantPay');
    expect(game.state).toEqual(before);
  });

  it('CR 601.2g: mana already in the pool counts with the lands, so one land and one floating mana pay {1}{W}', () => {
    const game = table(CARDS, { hand: [SQUIRE.name], library, battlefield: ['Plains', 'Island'] });
    expect(game.perform({ do: 'activate', card: idOf(game, 'Island', 'battlefield'), ability: 0 }).ok).toBe(true); // {U} floats
    expect(game.state.players[0].pool[1]).toBe(1);
    const result = game.perform({ do: 'cast', card: idOf(game, SQUIRE.name) });
    expect(result.ok).toBe(true);
    expect(game.state.players[0].pool).toEqual([0, 0, 0, 0, 0, 0]);
    expect(game.state.stack.map((item) => [item.kind, item.sourceName])).toEqual([['spell', SQUIRE.name]]);
  });

  it('CR 601.2h: enough lands but none of the colour: refused, with three kinds of land to choose among', () => {
    const game = table(CARDS, { hand: [BEARS.name], library, battlefield: ['Plains', 'Island', 'Swamp'] });
    const before = cloneState(game.state);
    const result = game.perform({ do: 'cast', card: idOf(game, BEARS.name) });
    expect(!result.ok && result.message.key).toBe('refusal.cantPay');
    expect(game.state).toEqual(before);
  });

  it('with a Forest among them the same cast is paid, and the Forest is tapped for {G}', () => {
    const game = table(CARDS, { hand: [BEARS.name], library, battlefield: ['Plains', 'Island', 'Swamp', 'Forest'] });
    expect(game.perform({ do: 'cast', card: idOf(game, BEARS.name) }).ok).toBe(true);
    const tapped = game.state.players[0].battlefield.filter((id) => game.state.objects[id]!.tapped).map((id) => game.state.objects[id]!.card.name);
    expect(tapped).toContain('Forest');
    expect(tapped).toHaveLength(2);
  });

  it('CR 602.2b: a land tapped for its own ability\'s {T} cost can\'t also pay its {1}: refused alone, paid with a second land', () => {
    const alone = table(CARDS, { hand: [], library, battlefield: [LIBRARY_LAND.name] });
    const before = cloneState(alone.state);
    const refused = alone.perform({ do: 'activate', card: idOf(alone, LIBRARY_LAND.name, 'battlefield'), ability: 0 });
    expect(!refused.ok && refused.message.key).toBe('refusal.cantPayAbility');
    expect(alone.state).toEqual(before);
    const paired = table(CARDS, { hand: [], library, battlefield: [LIBRARY_LAND.name, 'Plains'] });
    expect(paired.perform({ do: 'activate', card: idOf(paired, LIBRARY_LAND.name, 'battlefield'), ability: 0 }).ok).toBe(true);
    expect(paired.state.players[0].battlefield.every((id) => paired.state.objects[id]!.tapped)).toBe(true);
  });
});
