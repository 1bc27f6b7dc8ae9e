// "~ assigns no combat damage this turn" (CR 510.1a): the attacker deals no combat damage, though it
// still attacked and its trigger resolved. docs/rules-riders.md, "Round 6".
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const enforced = (definition: CardDefinition): boolean => compileCard(definition).lines.every((line) => line.status === 'enforced');
const KEEPER = c('Keeper', '{5}{B}', 'Creature — Zombie', "Whenever Keeper attacks and isn't blocked, it assigns no combat damage this turn and defending player loses 2 life.", '4', '4');
const SNAKE = c('Snake', '{2}{U}', 'Creature — Snake', "Whenever Snake attacks and isn't blocked, you may draw a card. If you do, Snake assigns no combat damage this turn.", '1', '3');

describe('"assigns no combat damage this turn"', () => {
  it('CR 510.1a: the unblocked attacker deals no combat damage; the rest of its trigger happens', () => {
    expect(enforced(KEEPER)).toBe(true);
    const out = run({ cards: [KEEPER], phase: 'combat', you: { battlefield: [KEEPER.name] }, actions: [{ do: 'attack', attackers: [KEEPER.name] }, { do: 'resolve' }, { do: 'next_phase' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(18);
  });

  it('CR 603.5: only when the optional action was taken ("If you do")', () => {
    expect(enforced(SNAKE)).toBe(true);
    const base = { cards: [SNAKE], phase: 'combat' as const, you: { battlefield: [SNAKE.name], library: ['Island'] } };
    const drew = run({ ...base, actions: [{ do: 'attack', attackers: [SNAKE.name] }, { do: 'resolve', choice: true }, { do: 'next_phase' }] });
    expect(drew.you.hand).toEqual(['Island']);
    expect(drew.opponent.life).toBe(20);
    const declined = run({ ...base, actions: [{ do: 'attack', attackers: [SNAKE.name] }, { do: 'resolve', choice: false }, { do: 'next_phase' }] });
    expect(declined.you.hand).toEqual([]);
    expect(declined.opponent.life).toBe(19);
  });
});
