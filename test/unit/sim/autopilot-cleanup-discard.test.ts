// The simulator's autopilot chooses the cleanup discard (CR 514.1) by its stated policy
// (app/sim/autopilot.ts, docs/sim.md): dead cards first, then the most expensive spells, lands last.
import { describe, expect, it } from 'vitest';
import { gameFromScenario } from '../../../app/engine/index.ts';
import { Autopilot } from '../../../app/sim/autopilot.ts';
import { card } from '../../fixtures/engine/cards.ts';

const bear = card('Bear Cub', '{1}{G}', 'Creature — Bear', '', '2', '2');
const giant = card('Hill Giant', '{3}{R}{R}', 'Creature — Giant', '', '4', '4');

describe('the autopilot chooses the cleanup discard (CR 514.1)', () => {
  it('keeps its land and throws away the most expensive spell, then the last of the equals', () => {
    const hand = ['Bear Cub', 'Hill Giant', 'Bear Cub', 'Bear Cub', 'Bear Cub', 'Bear Cub', 'Bear Cub', 'Bear Cub', 'Forest'];
    const { game } = gameFromScenario({ cards: [bear, giant], turn: 3, phase: 'end', you: { hand, battlefield: ['Forest', 'Mountain'], library: ['Forest'] } });
    const autopilot = new Autopilot(game, { landTarget: 7, ignored: new Set(), lands: [] }, 10);
    game.chooseCleanupDiscard = (_game, count) => autopilot.cleanupDiscard(count);
    const handIds = game.state.players[0].hand.slice();
    expect(game.perform({ do: 'next_phase' }).ok).toBe(true);
    const graveyard = game.state.players[0].graveyard;
    // The engine's default would have discarded the last two cards: a Bear Cub and the Forest.
    expect(graveyard.map((id) => game.state.objects[id]!.card.name).sort()).toEqual(['Bear Cub', 'Hill Giant']);
    expect(graveyard).toContain(handIds[7]); // of the equal Bear Cubs, the one that came last
    expect(game.state.players[0].hand.map((id) => game.state.objects[id]!.card.name)).toContain('Forest');
  });
});
