// The goldfish table's attack stays one gesture (CR 508–510): from the first main phase it moves
// to combat and declares; an attack trigger waits on the stack like any trigger, and the next pass
// ("Deal combat damage" on the table) deals the damage with the trigger's pump counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../../app/services.ts';
import { temporaryServices } from '../../support/services.ts';
import { logText } from '../../../app/goldfish/game-log.ts';

const CHARGER = { name: 'Reckless Charger', mana_cost: '{1}{R}', type_line: 'Creature — Goblin', oracle_text: 'Whenever Reckless Charger attacks, it gets +2/+0 until end of turn.', power: '2', toughness: '2' };

let services: Services;
let dispose: () => void;
beforeAll(() => {
  ({ services, dispose } = temporaryServices());
});
afterAll(() => dispose());

describe('combat on the goldfish table', () => {
  it('CR 508.3a, 510: one attack gesture; the trigger on the stack; the damage after it resolves, pump included', () => {
    let view = services.goldfish.loadScenario({ cards: [CHARGER], you: { battlefield: [CHARGER.name] } }, 'Combat');
    const charger = view.you.battlefield.find((card) => card.name === CHARGER.name)!;
    view = services.goldfish.perform(view.id, { do: 'attack', attackers: [charger.id] });
    expect(view.phase).toBe('combat');
    expect(view.stack.map((entry) => entry.text)).toEqual(['It gets +2/+0 until end of turn.']);
    expect(view.combatDamagePending).toBe(true);
    expect(view.opponent.life).toBe(20);
    view = services.goldfish.perform(view.id, { do: 'resolve' });
    view = services.goldfish.perform(view.id, { do: 'next_phase' });
    expect(view.opponent.life).toBe(16);
    expect(view.combatDamagePending).toBe(false);
    expect(view.phase).toBe('combat');
    expect(view.log.map(logText).slice(-1)).toEqual(['Reckless Charger deals 4 damage to the goldfish']);
  });
});
