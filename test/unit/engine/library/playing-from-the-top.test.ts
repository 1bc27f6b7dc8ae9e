// The top card of the library (Future Sight, Courser of Kruphix, Garruk's Horde): shown on the
// goldfish table, and played from there with the usual timing, costs and land drop (CR 305.1, 601.2).
import { describe, expect, it } from 'vitest';
import { compileCard, gameFromScenario, type CardDefinition } from '../../../../app/engine/index.ts';
import { tableView } from '../../../../app/goldfish/table-view.ts';
import { run } from '../helpers.ts';

const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const courser: CardDefinition = { name: 'Courser of Kruphix', mana_cost: '{1}{G}{G}', type_line: 'Creature — Centaur', oracle_text: 'Play with the top card of your library revealed.\nYou may play the top card of your library if it\'s a land card.', power: '2', toughness: '4' };
const horde: CardDefinition = { name: "Garruk's Horde", mana_cost: '{5}{G}{G}', type_line: 'Creature — Beast', oracle_text: 'Trample\nPlay with the top card of your library revealed.\nYou may cast the top card of your library if it\'s a creature card.', power: '7', toughness: '7' };
const spy: CardDefinition = { name: 'Goblin Spy', mana_cost: '{R}', type_line: 'Creature — Goblin Rogue', oracle_text: 'Play with the top card of your library revealed.', power: '1', toughness: '2' };
const bears: CardDefinition = { name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' };
const input = { id: 'g', deckName: 'd', seed: 1, log: [], images: new Map<string, string>(), unresolved: [], cardNames: {} };

describe('playing the top card of the library (CR 305.1, 601.2)', () => {
  it('CR 305.1: Courser of Kruphix: the top land is played from the library, and it is the land drop', () => {
    expect(statuses(courser)).toEqual(['enforced', 'enforced']);
    const out = run({ cards: [courser], you: { battlefield: [courser.name], library: ['Forest', 'Island'], hand: ['Swamp'] }, actions: [{ do: 'play_land', card: { name: 'Forest', zone: 'library', index: 0 } }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((permanent) => permanent.card)).toEqual([courser.name, 'Forest']);
    expect(out.you.library).toEqual(['Island']);
    const second = run({ cards: [courser], you: { battlefield: [courser.name], library: ['Forest', 'Island'], hand: ['Swamp'] }, actions: [{ do: 'play_land', card: 'Swamp' }, { do: 'play_land', card: { name: 'Forest', zone: 'library', index: 0 } }] });
    expect(second.ok).toBe(false);
  });

  it('CR 601.2: Garruk\'s Horde casts the top creature card, paying its cost; not a card below the top, not a land', () => {
    expect(statuses(horde)).toEqual(['enforced', 'enforced', 'enforced']);
    const cast = run({ cards: [horde, bears], you: { battlefield: [horde.name, 'Forest', 'Forest'], library: [bears.name] }, actions: [{ do: 'cast', card: { name: bears.name, zone: 'library', index: 0 } }, { do: 'resolve' }] });
    expect(cast.ok).toBe(true);
    expect(cast.you.battlefield.map((permanent) => permanent.card)).toContain(bears.name);
    expect(cast.you.library).toEqual([]);
    expect(cast.you.battlefield.filter((permanent) => permanent.card === 'Forest').every((land) => land.tapped)).toBe(true);
    const below = run({ cards: [horde, bears], you: { battlefield: [horde.name, 'Forest', 'Forest'], library: ['Island', bears.name] }, actions: [{ do: 'cast', card: { name: bears.name, zone: 'library', index: 0 } }] });
    expect(below.ok).toBe(false);
    const land = run({ cards: [horde], you: { battlefield: [horde.name], library: ['Forest'] }, actions: [{ do: 'play_land', card: { name: 'Forest', zone: 'library', index: 0 } }] });
    expect(land.ok).toBe(false);
  });

  it('without such a permanent, a library card is not playable', () => {
    const out = run({ cards: [spy], you: { battlefield: [spy.name], library: ['Forest'] }, actions: [{ do: 'play_land', card: { name: 'Forest', zone: 'library', index: 0 } }] });
    expect(out.ok).toBe(false);
  });
});

describe('the top card shown on the table', () => {
  it('CR 400.2: "Play with the top card of your library revealed": the view shows it; without it, it stays hidden', () => {
    expect(statuses(spy)).toEqual(['enforced']);
    const shown = gameFromScenario({ cards: [spy], you: { battlefield: [spy.name], library: ['Forest'] } }).game;
    expect(tableView(shown, input).you.libraryTopVisible).toBe(true);
    const hidden = gameFromScenario({ you: { battlefield: ['Forest'], library: ['Forest'] } }).game;
    expect(tableView(hidden, input).you.libraryTopVisible).toBe(false);
  });

  it('the table offers the top card\'s play when a permanent allows it', () => {
    const { game } = gameFromScenario({ cards: [courser], you: { battlefield: [courser.name], library: ['Forest'] } });
    const top = game.state.players[0].library[0]!;
    const offered = tableView(game, input).actions.find((action) => action.action.do === 'play_land' && action.action.card === top);
    expect(offered?.enabled).toBe(true);
  });
});
