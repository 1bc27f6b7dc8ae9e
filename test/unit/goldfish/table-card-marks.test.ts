// What the table view tells the table to mark on a card's face: a P/T that differs from the
// printed one (CR 208.3, a +1/+1 counter: CR 122.1a) and a clone's real card (CR 707.2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../../app/services.ts';
import type { TableView } from '../../../app/goldfish/table-view.ts';
import { temporaryServices } from '../../support/services.ts';

const BEARS = { name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' };
const CLONE = { name: 'Clone', mana_cost: '{3}{U}', type_line: 'Creature — Shapeshifter', oracle_text: 'You may have Clone enter the battlefield as a copy of any creature on the battlefield.', power: '0', toughness: '0' };

let services: Services;
let dispose: () => void;
beforeAll(() => {
  ({ services, dispose } = temporaryServices());
});
afterAll(() => dispose());

const onBattlefield = (view: TableView, name: string) => view.you.battlefield.filter((card) => card.name === name);

describe('the marks on a table card', () => {
  it('CR 122.1a: a +1/+1 counter changes the current P/T; the printed one stays beside it', () => {
    const view = services.goldfish.loadScenario(JSON.stringify({ cards: [BEARS], you: { battlefield: [{ card: 'Grizzly Bears', counters: { '+1/+1': 1 } }, 'Grizzly Bears'] } }));
    const [countered, plain] = onBattlefield(view, 'Grizzly Bears');
    expect([countered!.power, countered!.toughness, countered!.basePower, countered!.baseToughness]).toEqual([3, 3, 2, 2]);
    expect([plain!.power, plain!.basePower]).toEqual([2, 2]);
    expect(plain!.copyOf).toBeUndefined();
  });

  it('CR 707.2: a clone that entered as a copy of Grizzly Bears says which card it really is', () => {
    let view = services.goldfish.loadScenario(JSON.stringify({ cards: [BEARS, CLONE], you: { hand: ['Clone'], battlefield: ['Grizzly Bears', 'Island', 'Island', 'Island', 'Island'] } }));
    const cast = view.actions.find((action) => action.enabled && action.action.do === 'cast')!;
    view = services.goldfish.perform(view.id, cast.action);
    view = services.goldfish.perform(view.id, { do: 'resolve_all' });
    const bears = onBattlefield(view, 'Grizzly Bears');
    expect(bears).toHaveLength(2);
    expect(bears.map((card) => card.copyOf ?? null)).toEqual([null, 'Clone']);
  });
});
