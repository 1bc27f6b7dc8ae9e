// "If ~ was kicked, it enters the battlefield with two +1/+1 counters on it and with haste"
// (CR 702.33e, 614.1c): the counters and the keyword come together, only when it was kicked.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { hasKeyword } from '../../../../app/engine/rules/characteristics.ts';
import { idOf, table } from '../helpers.ts';

const card = (name: string, cost: string, type: string, text: string, power?: string, toughness?: string): CardDefinition => ({ name, mana_cost: cost, type_line: type, oracle_text: text, ...(power ? { power, toughness } : {}) });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);

const kavu = card('Pouncing Kavu', '{1}{R}', 'Creature — Kavu', 'Kicker {2}{R} (You may pay an additional {2}{R} as you cast this spell.)\nFirst strike\nIf Pouncing Kavu was kicked, it enters the battlefield with two +1/+1 counters on it and with haste.', '1', '1');
const mountains = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'];

function castKavu(kicked: boolean) {
  const game = table([kavu], { hand: [kavu.name], battlefield: mountains });
  expect(game.perform({ do: 'cast', card: idOf(game, kavu.name), ...(kicked ? { kicked: true } : {}) }).ok).toBe(true);
  expect(game.perform({ do: 'resolve' }).ok).toBe(true);
  return { game, kavu: game.state.objects[idOf(game, kavu.name, 'battlefield')]! };
}

describe('kicked: enters with counters and a keyword (CR 702.33e)', () => {
  it('CR 702.33e: kicked, it enters with two +1/+1 counters and haste', () => {
    expect(statuses(kavu)).toEqual(['enforced', 'enforced', 'enforced']);
    const { game, kavu: permanent } = castKavu(true);
    expect(permanent.counters).toEqual({ '+1/+1': 2 });
    expect(hasKeyword(game.state, permanent, 'haste')).toBe(true);
  });

  it('CR 702.33e: not kicked, it has neither the counters nor haste', () => {
    const { game, kavu: permanent } = castKavu(false);
    expect(permanent.counters).toBeNull();
    expect(hasKeyword(game.state, permanent, 'haste')).toBe(false);
  });
});
