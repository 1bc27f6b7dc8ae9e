// Life sentences (docs/rules-riders.md, "Round 5"): a life total that becomes a number (CR 119.5),
// losing half one's life (CR 107.1a), and life equal to a stat of the object "it" means (CR 608.2h).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const enforced = (definition: CardDefinition): boolean => compileCard(definition).lines.every((line) => line.status === 'enforced');
const SWAMPS = ['Swamp', 'Swamp', 'Swamp'];

describe('life totals', () => {
  it('CR 119.5: "Target player\'s life total becomes 10" — the player loses (or gains) the difference', () => {
    const reset = c('Reset', '{B}', 'Sorcery', "Target player's life total becomes 10.");
    expect(enforced(reset)).toBe(true);
    const output = run({ cards: [reset], you: { battlefield: SWAMPS, hand: [reset.name] }, actions: [{ do: 'cast', card: reset.name, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(output.opponent.life).toBe(10);
    const mine = c('Renewal', '{B}', 'Sorcery', 'Your life total becomes 26.');
    expect(run({ cards: [mine], you: { life: 3, battlefield: SWAMPS, hand: [mine.name] }, actions: [{ do: 'cast', card: mine.name }, { do: 'resolve_all' }] }).you.life).toBe(26);
  });

  it('CR 107.1a: "loses half their life, rounded up" and the life lost this way', () => {
    const drain = c('Drain', '{B}', 'Sorcery', 'Target opponent loses half their life, rounded up. You gain life equal to the life lost this way.');
    expect(enforced(drain)).toBe(true);
    const output = run({ cards: [drain], you: { life: 5, battlefield: SWAMPS, hand: [drain.name] }, opponent: { life: 15 }, actions: [{ do: 'cast', card: drain.name, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(output.opponent.life).toBe(7);
    expect(output.you.life).toBe(13);
    const down = c('Halve', '{B}', 'Sorcery', 'You lose half your life, rounded down.');
    expect(run({ cards: [down], you: { life: 15, battlefield: SWAMPS, hand: [down.name] }, actions: [{ do: 'cast', card: down.name }, { do: 'resolve_all' }] }).you.life).toBe(8);
  });
});

describe('life equal to a stat of "it"', () => {
  it('CR 608.2h: "Destroy target artifact. You gain life equal to its converted mana cost." (as it last existed)', () => {
    const relic = c('Relic', '{4}', 'Artifact', '');
    const shatter = c('Reclaim', '{W}', 'Instant', 'Destroy target artifact. You gain life equal to its converted mana cost.');
    expect(enforced(shatter)).toBe(true);
    const output = run({ cards: [relic, shatter], you: { battlefield: ['Plains', relic.name], hand: [shatter.name] }, actions: [{ do: 'cast', card: shatter.name, targets: [{ name: relic.name, zone: 'battlefield' }] }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(output.you.graveyard).toContain(relic.name);
    expect(output.you.life).toBe(24);
  });

  it('CR 608.2h: a card target: "You lose life equal to its converted mana cost" after returning it', () => {
    const ogre = c('Hill Ogre', '{2}{R}{R}', 'Creature — Ogre', '', '3', '3');
    const raise = c('Raise', '{B}', 'Sorcery', 'Put target creature card from a graveyard onto the battlefield under your control. You lose life equal to its converted mana cost.');
    expect(enforced(raise)).toBe(true);
    const output = run({ cards: [ogre, raise], you: { battlefield: ['Swamp'], hand: [raise.name], graveyard: [ogre.name] }, actions: [{ do: 'cast', card: raise.name, targets: [{ name: ogre.name, zone: 'graveyard' }] }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(output.you.battlefield.map((entry) => entry.card)).toContain(ogre.name);
    expect(output.you.life).toBe(16);
  });
});

describe("can't gain life (CR 119.7)", () => {
  const SALVE = c('Salve', '{W}', 'Instant', 'You gain 4 life.');
  it('a static "Your opponents can\'t gain life." stops only the opponents\' gains; "Players can\'t gain life." stops yours', () => {
    const lock = c('Sulfuric Vent', '{1}{R}', 'Enchantment', "Your opponents can't gain life.");
    const all = c('Dire Vent', '{1}{R}', 'Enchantment', "Players can't gain life.");
    expect(enforced(lock)).toBe(true);
    expect(enforced(all)).toBe(true);
    const cast = [{ do: 'cast', card: SALVE.name }, { do: 'resolve_all' }];
    expect(run({ cards: [lock, SALVE], you: { battlefield: ['Plains', lock.name], hand: [SALVE.name] }, actions: cast }).you.life).toBe(24);
    expect(run({ cards: [all, SALVE], you: { battlefield: ['Plains', all.name], hand: [SALVE.name] }, actions: cast }).you.life).toBe(20);
  });

  it('"You can\'t gain life this turn" lasts until the next turn', () => {
    const sour = c('Sour', '{B}', 'Instant', "You can't gain life this turn.");
    expect(enforced(sour)).toBe(true);
    const lands = ['Plains', 'Swamp'];
    const first = [{ do: 'cast', card: sour.name }, { do: 'resolve_all' }];
    expect(run({ cards: [sour, SALVE], you: { battlefield: lands, hand: [sour.name, SALVE.name] }, actions: [...first, { do: 'cast', card: SALVE.name }, { do: 'resolve_all' }] }).you.life).toBe(20);
    expect(run({ cards: [sour, SALVE], you: { battlefield: lands, hand: [sour.name, SALVE.name] }, actions: [...first, { do: 'next_turn' }, { do: 'cast', card: SALVE.name }, { do: 'resolve_all' }] }).you.life).toBe(24);
  });
});
