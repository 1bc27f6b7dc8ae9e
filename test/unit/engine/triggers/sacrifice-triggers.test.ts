// "Whenever a player sacrifices a creature", "Whenever you sacrifice another permanent" (CR 701.17a:
// to sacrifice is to move a permanent you control to its owner's graveyard; the trigger sees the
// permanent as it last existed, CR 603.10a).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/engine/index.ts';
import { definition, run } from '../helpers.ts';

const BEETLE = definition('Beetle Jr', '{B}', 'Creature — Insect', 'Whenever a player sacrifices a creature, you may put a +1/+1 counter on Beetle Jr.', '1', '1');
const BRIAR = definition('Briar Jr', '{G}', 'Creature — Plant', 'Whenever you sacrifice another permanent, put a +1/+1 counter on Briar Jr.', '2', '2');
const ALTAR = definition('Altar Jr', '{1}', 'Artifact', 'Sacrifice a creature: You gain 1 life.');
const EDICT = definition('Edict Jr', '{B}', 'Sorcery', 'Target opponent sacrifices a creature.');
const BEAR = definition('Plain Bear', '{1}{G}', 'Creature — Bear', '', '2', '2');
const CARDS = [BEETLE, BRIAR, ALTAR, EDICT, BEAR];

const counters = (out: ReturnType<typeof run>, name: string): number | undefined => out.you.battlefield.find((permanent) => permanent.card === name)?.counters['+1/+1'];

describe('sacrifice triggers (CR 701.17a)', () => {
  it('reads as enforced', () => {
    expect(compileCard(BEETLE).lines.map((line) => line.status)).toEqual(['enforced']);
    expect(compileCard(BRIAR).lines.map((line) => line.status)).toEqual(['enforced']);
  });

  it('your sacrifice (a cost) triggers both; a sacrificed creature is a permanent', () => {
    const out = run({ cards: CARDS, you: { battlefield: [BEAR.name, BEETLE.name, BRIAR.name, ALTAR.name] }, actions: [{ do: 'activate', card: ALTAR.name, ability: 0 }, { do: 'resolve', choice: true }, { do: 'resolve', choice: true }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([BEAR.name]);
    expect(counters(out, BEETLE.name)).toBe(1);
    expect(counters(out, BRIAR.name)).toBe(1);
  });

  it('CR 603.10a: the sacrificed permanent hears its own sacrifice (it looks back in time)', () => {
    const out = run({ cards: CARDS, you: { battlefield: [BEETLE.name, ALTAR.name] }, actions: [{ do: 'activate', card: ALTAR.name, ability: 0 }] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([BEETLE.name]);
    expect(out.stack.map((item) => item.source)).toContain(BEETLE.name);
  });

  it('"a player sacrifices": the opponent\'s sacrifice triggers it; "you sacrifice" does not trigger on the opponent\'s', () => {
    const out = run({ cards: CARDS, you: { hand: [EDICT.name], battlefield: [BEETLE.name, BRIAR.name, 'Swamp'] }, opponent: { battlefield: [BEAR.name] }, actions: [
      { do: 'cast', card: EDICT.name, targets: ['opponent'] }, { do: 'resolve' }, { do: 'resolve', choice: true },
    ] });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard).toEqual([BEAR.name]);
    expect(counters(out, BEETLE.name)).toBe(1);
    expect(counters(out, BRIAR.name)).toBeUndefined();
  });
});
