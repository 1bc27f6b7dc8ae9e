// "~ enters the battlefield with a +1/+1 counter on it for each other creature you control", "… with X
// +1/+1 counters on it, where X is the number of other creatures on the battlefield" (CR 614.1c:
// counted as it enters).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition, run } from '../helpers.ts';

const statuses = (card: CardDefinition): string[] => compileCard(card).lines.map((line) => line.status);

const HERALD = definition('Herald Jr', '{G}', 'Creature — Elf', 'Herald Jr enters the battlefield with a +1/+1 counter on it for each other creature you control.', '0', '0');
const CROWD = definition('Crowd Jr', '{G}', 'Creature — Elemental', 'Crowd Jr enters the battlefield with X +1/+1 counters on it, where X is the number of other creatures on the battlefield.', '0', '0');
const BEAR = definition('Plain Bear', '{1}{G}', 'Creature — Bear', '', '2', '2');
const GIANT = definition('Sleeper Jr', '{G}', 'Creature — Giant', "Sleeper Jr enters the battlefield tapped and doesn't untap during your untap step.", '5', '5');
const CARDS = [HERALD, CROWD, BEAR, GIANT];

describe('enters with a counted number of counters (CR 614.1c)', () => {
  it('reads both forms as enforced', () => {
    expect(statuses(HERALD)).toEqual(['enforced']);
    expect(statuses(CROWD)).toEqual(['enforced']);
  });

  it('"for each other creature you control": your creatures only, not itself', () => {
    const out = run({ cards: CARDS, you: { battlefield: [BEAR.name, BEAR.name, 'Forest'], hand: [HERALD.name] }, opponent: { battlefield: [BEAR.name] }, actions: [{ do: 'cast', card: HERALD.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((permanent) => permanent.card === HERALD.name)?.power).toBe(2);
  });

  it('"where X is the number of other creatures on the battlefield": both battlefields', () => {
    const out = run({ cards: CARDS, you: { battlefield: [BEAR.name, 'Forest'], hand: [CROWD.name] }, opponent: { battlefield: [BEAR.name, BEAR.name] }, actions: [{ do: 'cast', card: CROWD.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((permanent) => permanent.card === CROWD.name)?.power).toBe(3);
  });
});

describe('"enters the battlefield tapped and doesn\'t untap during your untap step" (CR 614.1c, 502.3)', () => {
  it('enters tapped and stays tapped through your next untap step', () => {
    expect(statuses(GIANT)).toEqual(['enforced']);
    const out = run({ cards: CARDS, you: { battlefield: ['Forest'], hand: [GIANT.name] }, actions: [{ do: 'cast', card: GIANT.name }, { do: 'resolve' }, { do: 'next_turn' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((permanent) => permanent.card === GIANT.name)?.tapped).toBe(true);
    expect(out.you.battlefield.find((permanent) => permanent.card === 'Forest')?.tapped).toBe(false);
  });
});
