// The goldfish table's view of a modal spell (CR 700.2): the mode picker's data, the one target of
// the chosen modes, and a stack object whose unchosen modes left target slots empty.
import { describe, expect, it } from 'vitest';
import { gameFromScenario, type CardDefinition } from '../../../app/engine/index.ts';
import { chosenModesTarget } from '../../../renderer/src/components/goldfish/mode-target.ts';
import { tableView } from '../../../app/goldfish/table-view.ts';
import { logText } from '../../../app/goldfish/game-log.ts';
import { temporaryServices } from '../../support/services.ts';
import { CRYPTIC_ORDER, GRIZZLY_BEARS } from '../engine/modal-cards.ts';

// With entwine, for the picker's entwine box.
const order: CardDefinition = { ...CRYPTIC_ORDER, oracle_text: `${CRYPTIC_ORDER.oracle_text}\nEntwine {3}` };
const bear = GRIZZLY_BEARS;
const input = { id: 'g', deckName: 'd', seed: 1, log: [], images: new Map<string, string>(), unresolved: [], cardNames: {} };

describe('the table view of a modal spell (CR 700.2)', () => {
  it('offers its modes, how many to choose, each mode\'s targets and the entwine cost', () => {
    const { game } = gameFromScenario({ cards: [order, bear], you: { hand: ['Cryptic Order'], battlefield: ['Island', 'Island'], library: ['Island'] }, opponent: { battlefield: ['Grizzly Bears'] } });
    const view = tableView(game, input);
    const cast = view.actions.find((action) => action.action.do === 'cast')!;
    expect(cast.modes).toMatchObject({ min: 2, max: 2, texts: ['Counter target spell.', "Return target permanent to its owner's hand.", 'Tap all creatures your opponents control.', 'Draw a card.'], targetCounts: [1, 1, 0, 0], entwine: '{3}' });
    expect(cast.modes!.targets[0]).toEqual([]); // no spell on the stack to counter
    expect(cast.modes!.targets[1]).toHaveLength(3); // two Islands and the bear
    expect(chosenModesTarget(cast.modes!, [1, 3])).toEqual(cast.modes!.targets[1]);
    expect(chosenModesTarget(cast.modes!, [2, 3])).toBeNull();
  });

  it('a stack object shows its chosen modes, and its unchosen mode\'s empty slot names no target', () => {
    const { game } = gameFromScenario({ cards: [order, bear], you: { hand: ['Cryptic Order'], battlefield: ['Island', 'Island'], library: ['Island'] }, opponent: { battlefield: ['Grizzly Bears'] } });
    const bears = game.state.players[1].battlefield[0]!;
    expect(game.perform({ do: 'cast', card: game.state.players[0].hand[0]!, modes: [1, 3], targets: [{ object: bears }] })).toEqual({ ok: true });
    expect(tableView(game, input).stack[0]!.targets).toEqual([{ card: 'Grizzly Bears' }]);
    expect(tableView(game, input).stack[0]!.text).toBe("• Return target permanent to its owner's hand. • Draw a card.");
  });
});

describe('the log of a modal spell', () => {
  it('CR 700.2: names the modes the player chose, numbered as printed', () => {
    const { services, dispose } = temporaryServices();
    try {
      const view = services.goldfish.loadScenario(JSON.stringify({ cards: [order, bear], you: { hand: ['Cryptic Order'], battlefield: ['Island', 'Island'], library: ['Island'] }, opponent: { battlefield: ['Grizzly Bears'] } }));
      const card = view.you.hand[0]!.id;
      const bears = view.opponent.battlefield[0]!.id;
      const after = services.goldfish.perform(view.id, { do: 'cast', card, modes: [1, 3], targets: [{ object: bears }] });
      expect(after.log.map(logText)).toContain('Cast Cryptic Order (modes 2, 4) on Grizzly Bears');
    } finally {
      dispose();
    }
  });
});
