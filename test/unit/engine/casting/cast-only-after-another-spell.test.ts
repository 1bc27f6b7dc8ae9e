// "Cast this spell only if you've cast another spell this turn" (CR 601.3).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, mana_cost: string, type_line: string, oracle_text: string, extra: Partial<CardDefinition> = {}): CardDefinition => ({ name, mana_cost, type_line, oracle_text, ...extra });
const angel = card('Illusory Angel', '{2}{U}', 'Creature — Angel Illusion', "Flying\nCast this spell only if you've cast another spell this turn.", { power: '4', toughness: '4' });
const opt = card('Opt', '{U}', 'Instant', 'Scry 1.\nDraw a card.');

describe('"Cast this spell only if you\'ve cast another spell this turn" (CR 601.3)', () => {
  it('is enforced', () => {
    expect(compileCard(angel).lines.map((line) => line.status)).toEqual(['enforced', 'enforced']);
  });

  it('CR 601.3: refused as the first spell of the turn, and nothing changes', () => {
    const out = run({ cards: [angel, opt], you: { hand: [angel.name], battlefield: ['Island', 'Island', 'Island'] }, actions: [{ do: 'cast', card: angel.name }] });
    expect(out.ok).toBe(false);
    expect(out.you.hand).toEqual([angel.name]);
    expect(out.you.battlefield.filter((entry) => entry.tapped)).toHaveLength(0);
  });

  it('CR 601.3: allowed once another spell was cast this turn', () => {
    const out = run({
      cards: [angel, opt],
      you: { hand: [opt.name, angel.name], battlefield: ['Island', 'Island', 'Island', 'Island'], library: ['Island', 'Island'] },
      actions: [{ do: 'cast', card: opt.name }, { do: 'resolve_all' }, { do: 'cast', card: angel.name }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((entry) => entry.card)).toContain(angel.name);
  });
});
