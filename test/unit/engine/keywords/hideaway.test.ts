// Hideaway (CR 702.75a): the permanent enters tapped; when it does, look at the top four cards of
// your library, exile one of them face down (linked to the permanent, CR 607.2a) and put the rest on
// the bottom of your library.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/engine/index.ts';
import { definition, idOf, run, table } from '../helpers.ts';

const BRIDGE = definition('Hideaway Bridge Jr', '', 'Land', 'Hideaway\n{T}: Add {G}.');
const LIBRARY = ['Island', 'Swamp', 'Mountain', 'Plains', 'Forest'];

describe('Hideaway (CR 702.75a)', () => {
  it('reads as enforced', () => {
    expect(compileCard(BRIDGE).lines.map((line) => line.status)).toEqual(['enforced', 'enforced']);
  });

  it('enters tapped, exiles one of the top four cards and puts the other three on the bottom', () => {
    const out = run({ cards: [BRIDGE], you: { hand: [BRIDGE.name], library: LIBRARY }, actions: [{ do: 'play_land', card: BRIDGE.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((permanent) => permanent.card === BRIDGE.name)?.tapped).toBe(true);
    expect(out.you.exile).toEqual(['Island']);
    expect(out.you.library).toEqual(['Forest', 'Swamp', 'Mountain', 'Plains']);
  });

  it('links the exiled card to the land (CR 607.2a)', () => {
    const game = table([BRIDGE], { hand: [BRIDGE.name], library: LIBRARY });
    expect(game.perform({ do: 'play_land', card: idOf(game, BRIDGE.name) }).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    const land = idOf(game, BRIDGE.name, 'battlefield');
    const exiled = idOf(game, 'Island', 'exile');
    expect(game.state.linkedExile?.[land]?.cards.map((card) => card.id)).toEqual([exiled]);
  });
});
