// The registry of statics and replacements by kind (app/engine/rules/statics.ts, issue 26): a
// card's statics are indexed once, answers come in printed order and narrowed to their kind.
import { describe, expect, it } from 'vitest';
import type { StaticAbility } from '../../../../app/cards/oracle/abilities.ts';
import { hasStaticOfKind, staticOfKind, staticsOfKind } from '../../../../app/engine/rules/statics.ts';

const card = (statics: StaticAbility['effect'][]): { statics: readonly StaticAbility[] } => ({ statics: statics.map((effect) => ({ kind: 'static', effect })) });

describe('statics by kind', () => {
  it('CR 702.52: finds the dredge static with its number, and none on a card without one', () => {
    const dredger = card([{ kind: 'enters tapped' }, { kind: 'dredge', amount: 3 }]);
    expect(staticOfKind(dredger, 'dredge')?.amount).toBe(3);
    expect(staticOfKind(card([{ kind: 'enters tapped' }]), 'dredge')).toBeUndefined();
    expect(staticsOfKind(card([]), 'dredge')).toEqual([]);
  });

  it('keeps printed order among statics of one kind, and a test picks among them', () => {
    const both = card([{ kind: 'player keyword', keyword: 'shroud' }, { kind: 'ascend' }, { kind: 'player keyword', keyword: 'hexproof' }]);
    expect(staticsOfKind(both, 'player keyword').map((ability) => ability.effect.keyword)).toEqual(['shroud', 'hexproof']);
    expect(hasStaticOfKind(both, 'player keyword', (effect) => effect.keyword === 'hexproof')).toBe(true);
    expect(hasStaticOfKind(card([{ kind: 'player keyword', keyword: 'shroud' }]), 'player keyword', (effect) => effect.keyword === 'hexproof')).toBe(false);
  });

  it('indexes a card once: the same answer object for the same statics, every time', () => {
    const ascend = card([{ kind: 'ascend' }]);
    expect(staticsOfKind(ascend, 'ascend')).toBe(staticsOfKind(ascend, 'ascend'));
  });
});
