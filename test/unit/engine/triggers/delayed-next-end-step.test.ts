// "… at the beginning of the next end step" read around any sentence the grammar reads (CR 513.1,
// 603.7): a delayed ability that remembers this ability's source, targets and X.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition, run } from '../helpers.ts';

const statuses = (card: CardDefinition): string[] => compileCard(card).lines.map((line) => line.status);

const PUFFER = definition('Puffer Jr', '{1}', 'Artifact', '{X}, {T}: Target creature you control gets +X/+X until end of turn. Destroy it at the beginning of the next end step.');
const EGG = definition('Egg Jr', '{1}', 'Artifact', '{T}, Sacrifice Egg Jr: Create a 4/4 red Bird creature token with flying at the beginning of the next end step.');
const ARMODON = definition('Armodon Jr', '{G}', 'Creature — Elephant', '{G}: Armodon Jr gets +3/+0 and gains trample until end of turn. Destroy Armodon Jr at the beginning of the next end step.', '3', '3');
const BEAR = definition('Plain Bear', '{1}{G}', 'Creature — Bear', '', '2', '2');
const CARDS = [PUFFER, EGG, ARMODON, BEAR];

describe('"at the beginning of the next end step" (CR 603.7)', () => {
  it('reads the delayed destroy, create and self-destroy forms as enforced', () => {
    for (const card of [PUFFER, EGG, ARMODON]) expect(statuses(card)).toEqual(['enforced']);
  });

  it('CR 603.7: "Destroy it at the beginning of the next end step": the pumped target is destroyed at the end step, not before', () => {
    const actions = [{ do: 'activate', card: PUFFER.name, ability: 0, x: 2, targets: [BEAR.name] }, { do: 'resolve' }];
    const now = run({ cards: CARDS, you: { battlefield: [PUFFER.name, BEAR.name, 'Forest', 'Forest'] }, actions });
    expect(now.ok).toBe(true);
    expect(now.you.battlefield.find((permanent) => permanent.card === BEAR.name)?.power).toBe(4);
    const later = run({ cards: CARDS, you: { battlefield: [PUFFER.name, BEAR.name, 'Forest', 'Forest'] }, actions: [...actions, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve' }] });
    expect(later.ok).toBe(true);
    expect(later.you.graveyard).toContain(BEAR.name);
  });

  it('CR 603.7: "Create a 4/4 … token at the beginning of the next end step": no token until then', () => {
    const actions = [{ do: 'activate', card: EGG.name, ability: 0 }, { do: 'resolve' }];
    const now = run({ cards: CARDS, you: { battlefield: [EGG.name] }, actions });
    expect(now.you.battlefield.filter((permanent) => permanent.card !== EGG.name)).toEqual([]);
    const later = run({ cards: CARDS, you: { battlefield: [EGG.name] }, actions: [...actions, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve' }] });
    expect(later.ok).toBe(true);
    expect(later.you.battlefield.filter((permanent) => permanent.power === 4 && permanent.toughness === 4)).toHaveLength(1);
  });

  it('CR 603.7: "Destroy ~ at the beginning of the next end step": the source goes at the end step', () => {
    const out = run({ cards: CARDS, you: { battlefield: [ARMODON.name, 'Forest'] }, actions: [
      { do: 'activate', card: ARMODON.name, ability: 0 }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([ARMODON.name]);
  });
});
