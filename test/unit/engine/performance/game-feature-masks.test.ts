// The game's feature masks (app/engine/state/game-features.ts): the hot paths skip a scan only when no
// card of the game has what it looks for, so a mask must never say "no" where a card says yes —
// including cards that join the game later and queries declared after games began.
import { describe, expect, it } from 'vitest';
import { PT_STATICS, inGame, keywordGrantedInGame, triggerKinds } from '../../../../app/engine/state/game-features.ts';
import { compiledCard, powerOf } from '../../../../app/engine/index.ts';
import { addObject } from '../../../../app/engine/state/state.ts';
import { definition, idOf, table } from '../helpers.ts';

const bears = definition('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const anthem = definition('Test Anthem', '{2}{W}', 'Enchantment', 'Creatures you control get +1/+1 and have vigilance.');

describe('game features', () => {
  it('a game of vanilla cards has no power/toughness statics or keyword grants to scan for', () => {
    const game = table([bears], { battlefield: [bears.name, 'Forest'] });
    expect(inGame(game.state, PT_STATICS)).toBe(false);
    expect(keywordGrantedInGame(game.state, 'vigilance')).toBe(false);
  });

  it('CR 613.4c: a card that joins the game later (here put onto the battlefield directly) counts from then on', () => {
    const game = table([bears, anthem], { battlefield: [bears.name] });
    const bear = game.state.objects[idOf(game, bears.name, 'battlefield')]!;
    expect(powerOf(game.state, bear)).toBe(2);
    const object = addObject(game.state, compiledCard(anthem), { owner: 0, zone: 'battlefield' });
    game.state.players[0].battlefield.push(object.id);
    expect(inGame(game.state, PT_STATICS)).toBe(true);
    expect(keywordGrantedInGame(game.state, 'vigilance')).toBe(true);
    expect(powerOf(game.state, bear)).toBe(3);
  });

  it('a query declared after games began cannot know their cards, so it always answers "maybe"', () => {
    const game = table([bears], { battlefield: [bears.name] });
    expect(inGame(game.state, triggerKinds('gain life'))).toBe(true);
  });
});
