// The Pacts (CR 603.7, 118.12): "At the beginning of your next upkeep, pay {2}{B}. If you don't,
// you lose the game."
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, mana_cost: string, type_line: string, oracle_text: string): CardDefinition => ({ name, mana_cost, type_line, oracle_text });
const pact = card('Test Pact', '{0}', 'Instant', 'You gain 2 life.\nAt the beginning of your next upkeep, pay {2}{B}. If you don\'t, you lose the game.');
const play = (battlefield: string[]) =>
  run({
    cards: [pact],
    you: { hand: [pact.name], battlefield, library: ['Swamp', 'Swamp', 'Swamp'] },
    actions: [{ do: 'cast', card: pact.name }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve' }],
  });

describe('"At the beginning of your next upkeep, pay … If you don\'t, you lose the game" (CR 603.7)', () => {
  it('is enforced', () => {
    expect(compileCard(pact).lines.map((line) => line.status)).toEqual(['enforced', 'enforced']);
  });

  it('CR 603.7: nothing happens this turn; at the next upkeep the mana is paid and the game goes on', () => {
    const out = play(['Swamp', 'Swamp', 'Swamp']);
    expect(out.gameOver).toBeFalsy();
    expect(out.you.battlefield.filter((entry) => entry.tapped)).toHaveLength(3);
  });

  it('CR 603.7: unable to pay at the next upkeep, you lose the game', () => {
    const out = play(['Swamp', 'Swamp']);
    expect(out.gameOver?.loser).toBe('you');
  });
});
