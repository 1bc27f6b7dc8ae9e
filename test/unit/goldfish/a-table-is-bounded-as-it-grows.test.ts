// Issue 22: a table (a goldfish game in the app) was bounded when it was loaded (a scenario holds
// at most 10,000 cards) but not as it grew during play: tokens and copies could be made until the
// app froze or ran out of memory. Now nothing takes a game past the same limit: the action that
// would is refused with the limit named, and the game (redo history included) is as before.
import { afterEach, describe, expect, it } from 'vitest';
import { SCENARIO_LIMITS } from '../../../app/engine/scenario/format.ts';
import { GAME_CARD_LIMIT } from '../../../app/engine/state/game-size.ts';
import type { TableView } from '../../../app/goldfish/table-view.ts';
import { temporaryServices } from '../../support/services.ts';

let dispose = (): void => {};
afterEach(() => dispose());

const TOKEN = { name: 'Soldier', power: 1, toughness: 1, colors: ['W'], keywords: [] };
const cardsIn = (view: TableView): number =>
  [view.you, view.opponent].reduce((sum, player) => sum + player.library.length + player.hand.length + player.battlefield.length + player.graveyard.length + player.exile.length, 0) + view.stack.length;

describe('a table as it grows during play', () => {
  it('may hold what a scenario may hold', () => {
    expect(GAME_CARD_LIMIT).toBe(SCENARIO_LIMITS.objects);
  });

  it('refuses tokens past the limit with a clear error naming it, and leaves the game as it was', () => {
    const temporary = temporaryServices();
    dispose = temporary.dispose;
    const { goldfish } = temporary.services;
    const start = goldfish.loadScenario({ you: { library: Array(GAME_CARD_LIMIT - 50).fill('Island'), battlefield: ['Plains'] } }, 'near the limit');
    expect(cardsIn(start)).toBe(GAME_CARD_LIMIT - 49);
    // 49 more: exactly at the limit.
    const full = goldfish.perform(start.id, { do: 'manual_token', token: TOKEN, count: 49 });
    expect(cardsIn(full)).toBe(GAME_CARD_LIMIT);
    // Undo and redo once, so there is a redo history the refusal must keep.
    goldfish.undo(start.id);
    const redone = goldfish.redo(start.id);
    expect(cardsIn(redone)).toBe(GAME_CARD_LIMIT);
    goldfish.undo(start.id);
    const before = goldfish.view(start.id);
    expect(before.canRedo).toBe(true);

    expect(() => goldfish.perform(start.id, { do: 'manual_token', token: TOKEN, count: 50 })).toThrow(
      'a goldfish game holds at most 10000 cards in all zones (tokens, copies and emblems included): this action would make more, so it was not done',
    );
    const after = goldfish.view(start.id);
    expect(after).toEqual(before);
    expect(goldfish.redo(start.id).you.battlefield.filter((card) => card.name === 'Soldier')).toHaveLength(49);

    expect(() => goldfish.perform(start.id, { do: 'manual_token', token: TOKEN, count: 1 })).toThrow(/at most 10000 cards/);
    expect(cardsIn(goldfish.view(start.id))).toBe(GAME_CARD_LIMIT);
  });
});
