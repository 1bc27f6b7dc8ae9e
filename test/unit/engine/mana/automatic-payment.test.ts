// Automatic payment chooses which lands to tap (CR 601.2g: mana abilities are activated while
// paying; CR 601.2h: the costs are paid): among the sets of lands that can pay, the one that
// leaves the most of what the rest of the hand needs untapped. Hybrid (CR 107.4e), Phyrexian
// (CR 107.4f) and snow (CR 107.4h) symbols included.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { planPayment } from '../../../../app/engine/rules/mana-payment.ts';
import { parseManaCost } from '../../../../app/cards/mana-symbols.ts';
import { BEARS } from '../../../fixtures/engine/cards.ts';
import { run } from '../helpers.ts';

const c = (name: string, mana_cost: string, type_line: string, oracle_text = ''): CardDefinition => ({ name, mana_cost, type_line, oracle_text, power: '1', toughness: '1' });
const UNSUMMON: CardDefinition = { name: 'Unsummon', mana_cost: '{U}', type_line: 'Instant', oracle_text: "Return target creature to its owner's hand." };
const SQUIRE = c('Squire', '{1}{W}', 'Creature — Human Soldier');
const BLACK_ONE = c('Night Shade', '{B}', 'Creature — Shade');
const BLUE_ONE = c('Sea Sprite', '{U}', 'Creature — Faerie');
const HYBRID_ONE = c('Hybrid Imp', '{W/U}', 'Creature — Imp');
const WHITE_ONE = c('Dawn Page', '{W}', 'Creature — Human');
const PHYREXIAN = c('Mite Probe', '{U/P}', 'Creature — Mite');
const SNOW_ONE = c('Rime Wisp', '{S}{U}', 'Snow Creature — Spirit');
const SNOW_GENERIC = c('Frost Pup', '{1}', 'Creature — Hound');
const SNOW_LATER = c('Hoarfrost Hare', '{S}', 'Snow Creature — Rabbit');
const CARDS = [BEARS, UNSUMMON, SQUIRE, BLACK_ONE, BLUE_ONE, HYBRID_ONE, WHITE_ONE, PHYREXIAN, SNOW_ONE, SNOW_GENERIC, SNOW_LATER];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const tapped = (out: ReturnType<typeof run>): string[] => out.you.battlefield.filter((land) => land.tapped).map((land) => land.card);

describe('automatic payment leaves the most useful lands untapped (CR 601.2g–h)', () => {
  it('defect: the only Island is not tapped for the generic part of a cost while a Forest is free, so Unsummon can still be cast', () => {
    const out = scenario({
      you: { hand: [BEARS.name, UNSUMMON.name], battlefield: ['Island', 'Forest', 'Forest'] },
      actions: [{ do: 'cast', card: BEARS.name }, { do: 'resolve' }, { do: 'cast', card: UNSUMMON.name, targets: [BEARS.name] }],
    });
    expect(out.error).toBeNull();
    expect(tapped(out)).toEqual(['Island', 'Forest', 'Forest']);
  });

  it('keeps the colour the rest of the hand asks for: a Swamp for a black card, an Island for a blue one', () => {
    const withBlack = scenario({ you: { hand: [SQUIRE.name, BLACK_ONE.name], battlefield: ['Plains', 'Island', 'Swamp'] }, actions: [{ do: 'cast', card: SQUIRE.name }] });
    expect(tapped(withBlack)).toEqual(['Plains', 'Island']);
    const withBlue = scenario({ you: { hand: [SQUIRE.name, BLUE_ONE.name], battlefield: ['Plains', 'Island', 'Swamp'] }, actions: [{ do: 'cast', card: SQUIRE.name }] });
    expect(tapped(withBlue)).toEqual(['Plains', 'Swamp']);
  });

  it('with nothing else in hand, keeps the land that makes more colours', () => {
    const out = scenario({ cards: [...CARDS, c('Coastal Gate', '', 'Land', '{T}: Add {W} or {U}.')], you: { hand: [SQUIRE.name], battlefield: ['Coastal Gate', 'Plains', 'Island'] }, actions: [{ do: 'cast', card: SQUIRE.name }] });
    expect(tapped(out)).toEqual(['Plains', 'Island']);
  });

  it('CR 107.4e: a hybrid {W/U} is paid with the colour the hand needs less', () => {
    const out = scenario({ you: { hand: [HYBRID_ONE.name, WHITE_ONE.name], battlefield: ['Plains', 'Island'] }, actions: [{ do: 'cast', card: HYBRID_ONE.name }, { do: 'resolve' }, { do: 'cast', card: WHITE_ONE.name }, { do: 'resolve' }] });
    expect(out.error).toBeNull();
    expect(out.you.battlefield.map((card) => card.card)).toEqual(['Plains', 'Island', HYBRID_ONE.name, WHITE_ONE.name]);
  });

  it('CR 107.4f: a Phyrexian {U/P} is paid with blue mana when there is some, else with 2 life, never with life you do not have', () => {
    const withIsland = scenario({ you: { hand: [PHYREXIAN.name], battlefield: ['Island'] }, actions: [{ do: 'cast', card: PHYREXIAN.name }] });
    expect([withIsland.you.life, tapped(withIsland)]).toEqual([20, ['Island']]);
    const withLife = scenario({ you: { hand: [PHYREXIAN.name], battlefield: ['Swamp'] }, actions: [{ do: 'cast', card: PHYREXIAN.name }] });
    expect([withLife.you.life, tapped(withLife)]).toEqual([18, []]);
    const tooLittleLife = scenario({ you: { life: 1, hand: [PHYREXIAN.name], battlefield: ['Swamp'] }, actions: [{ do: 'cast', card: PHYREXIAN.name }] });
    expect(tooLittleLife.ok).toBe(false);
    expect(tooLittleLife.you.life).toBe(1);
  });

  it('CR 107.4h: {S} needs mana from a snow source; an ordinary land cannot pay it', () => {
    const noSnow = scenario({ you: { hand: [SNOW_ONE.name], battlefield: ['Island', 'Forest'] }, actions: [{ do: 'cast', card: SNOW_ONE.name }] });
    expect(noSnow.ok).toBe(false);
    expect(noSnow.error?.message).toBe(`can't pay {S}{U} for ${SNOW_ONE.name}`);
    // The snow Island is the only snow source: it pays {S}, the plain Island pays {U}.
    const snow = scenario({ you: { hand: [SNOW_ONE.name], battlefield: ['Island', 'Snow-Covered Island'] }, actions: [{ do: 'cast', card: SNOW_ONE.name }] });
    expect(snow.ok).toBe(true);
    expect(tapped(snow)).toEqual(['Island', 'Snow-Covered Island']);
  });

  it('CR 107.4h: a generic cost is paid by a plain land while a snow card in hand still needs the snow land', () => {
    const out = scenario({ you: { hand: [SNOW_GENERIC.name, SNOW_LATER.name], battlefield: ['Snow-Covered Forest', 'Forest'] }, actions: [{ do: 'cast', card: SNOW_GENERIC.name }, { do: 'resolve' }, { do: 'cast', card: SNOW_LATER.name }] });
    expect(out.error).toBeNull();
    const first = scenario({ you: { hand: [SNOW_GENERIC.name, SNOW_LATER.name], battlefield: ['Snow-Covered Forest', 'Forest'] }, actions: [{ do: 'cast', card: SNOW_GENERIC.name }] });
    expect(tapped(first)).toEqual(['Forest']);
  });

  it('boards with many kinds of land fall back to the greedy choice and still pay', () => {
    const sources = Array.from({ length: 14 }, (_, index) => ({ id: index, colors: [(['W', 'U', 'B', 'R', 'G'] as const)[index % 5]!], snow: index % 2 === 0 }));
    const plan = planPayment(parseManaCost('{3}{W}{U}{S}'), 0, [0, 0, 0, 0, 0, 0], sources, 20);
    expect(plan?.taps).toHaveLength(6);
    expect(new Set(plan!.taps.map((tap) => tap.id)).size).toBe(6);
  });
});
