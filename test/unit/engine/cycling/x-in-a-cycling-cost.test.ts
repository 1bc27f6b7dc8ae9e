// Shark Typhoon: "Cycling {X}{1}{U}" and "When you cycle Shark Typhoon, create an X/X blue Shark
// creature token with flying." X is announced as the cycling ability is activated (CR 107.3a,
// 602.2b), paid with the cost, and the cycle trigger's X is the X paid (the card's ruling; CR
// 702.29c: the trigger works from the graveyard). Its other line: "Whenever you cast a noncreature
// spell, create an X/X …, where X is that spell's mana value" (CR 107.3c, 202.3e: a spell's X counts
// on the stack). Played by the starter data's Oracle text.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/engine/index.ts';
import { definition, eventsOf, eventTypes, idOf, run, table } from '../helpers.ts';
import { starterCard } from '../../../fixtures/engine/starter-cards.ts';
import { hasKeyword } from '../../../../app/engine/rules/characteristics.ts';

const SHARK = starterCard('Shark Typhoon');
const FLUCTUATOR = starterCard('Fluctuator');
const STIFLE = starterCard('Stifle');
const ILLUMINATION = starterCard('Hieroglyphic Illumination'); // {3}{U} instant
const MAULER = starterCard('Barkhide Mauler'); // a creature spell
const BLAZE = definition('Blaze', '{X}{R}', 'Sorcery', 'Blaze deals X damage to any target.');
const CARDS = [SHARK, FLUCTUATOR, STIFLE, ILLUMINATION, MAULER, BLAZE];

const islands = (count: number): string[] => Array.from({ length: count }, () => 'Island');
const sharks = (out: ReturnType<typeof run>) => out.you.battlefield.filter((entry) => entry.card === 'Shark').map((entry) => [entry.power, entry.toughness]);
const tapped = (out: ReturnType<typeof run>) => out.you.battlefield.filter((entry) => entry.tapped).length;

const cycleShark = (x: number, battlefield: string[], more: Record<string, unknown>[] = [{ do: 'resolve_all' }]) =>
  run({ cards: CARDS, turn: 2, phase: 'main1', you: { hand: ['Shark Typhoon', 'Stifle'], battlefield, library: ['Plains', 'Plains'] }, actions: [{ do: 'activate', card: 'Shark Typhoon', ability: 'cycling', x }, ...more] });

describe('Shark Typhoon: X in a cycling cost, and X after (CR 107.3a, 702.29)', () => {
  it('compiles all three lines as enforced', () => {
    const compiled = compileCard(SHARK);
    expect(compiled.lines.map((line) => line.status)).toEqual(['enforced', 'enforced', 'enforced']);
    expect(compiled.fullyEnforced).toBe(true);
  });

  it('CR 107.3a, 702.29a: cycled for X = 3 it costs five mana, draws a card, and its trigger makes a 3/3 Shark', () => {
    const out = cycleShark(3, islands(6));
    expect(out.ok).toBe(true);
    expect(tapped(out)).toBe(5);
    expect(out.you.graveyard).toEqual(['Shark Typhoon']);
    expect(out.you.hand).toEqual(['Stifle', 'Plains']);
    expect(sharks(out)).toEqual([[3, 3]]);
    // CR 603.3: the cycle trigger goes on the stack above the cycling ability and resolves first.
    const types = eventTypes(out);
    expect(types.indexOf('token')).toBeLessThan(types.indexOf('drew'));
  });

  it('CR 107.3a: the Shark is blue, flies and is a token', () => {
    const game = table(CARDS, { hand: ['Shark Typhoon'], battlefield: islands(4), library: ['Plains'] });
    expect(game.perform({ do: 'activate', card: idOf(game, 'Shark Typhoon'), ability: 0, x: 2 }).ok).toBe(true);
    expect(game.perform({ do: 'resolve_all' }).ok).toBe(true);
    const shark = game.state.players[0].battlefield.map((id) => game.state.objects[id]!).find((object) => object.card.name === 'Shark')!;
    expect(shark.token).toBe(true);
    expect(shark.card.colors).toEqual(['U']);
    expect(hasKeyword(game.state, shark, 'flying')).toBe(true);
  });

  it('CR 601.2f: an X more than the lands can pay is refused and nothing changes', () => {
    const out = cycleShark(4, islands(5));
    expect(out.ok).toBe(false);
    expect(tapped(out)).toBe(0);
    expect(out.you.hand).toEqual(['Shark Typhoon', 'Stifle']);
  });

  it('CR 702.29: X = 0 makes a 0/0 Shark that dies at once (CR 704.5f), and the card is still drawn', () => {
    const out = cycleShark(0, islands(2));
    expect(out.ok).toBe(true);
    expect(tapped(out)).toBe(2);
    expect(sharks(out)).toEqual([]);
    expect(out.you.hand).toContain('Plains');
  });

  it('CR 601.2f, 107.3a: "cost up to {2} less" takes from the X too: with Fluctuator, X = 3 costs three mana, not four', () => {
    const out = cycleShark(3, ['Fluctuator', ...islands(3)]);
    expect(out.ok).toBe(true);
    expect(tapped(out)).toBe(3);
    expect(sharks(out)).toEqual([[3, 3]]);
  });

  it('CR 702.29c: the cycle trigger is a separate ability: Stifle counters it and no Shark is made, the draw still happens', () => {
    // The stack, from the top: the cycle trigger (0), the cycling ability (1).
    const out = cycleShark(2, islands(5), [{ do: 'cast', card: 'Stifle', targets: [{ stack: 0 }] }, { do: 'resolve_all' }]);
    expect(out.ok).toBe(true);
    expect(eventsOf(out, 'countered').map((event) => event.source)).toEqual(['Shark Typhoon']);
    expect(sharks(out)).toEqual([]);
    expect(out.you.graveyard).toEqual(expect.arrayContaining(['Shark Typhoon', 'Stifle']));
    expect(out.you.hand).toEqual(['Plains']);
  });
});

describe('Shark Typhoon: "Whenever you cast a noncreature spell, create an X/X …, where X is that spell\'s mana value" (CR 107.3c, 202.3e)', () => {
  const cast = (spell: string, lands: string[], action: Record<string, unknown> = {}) =>
    run({ cards: CARDS, turn: 2, phase: 'main1', you: { hand: [spell], battlefield: ['Shark Typhoon', ...lands], library: ['Plains', 'Plains', 'Plains'] }, actions: [{ do: 'cast', card: spell, ...action }, { do: 'resolve_all' }] });

  it('CR 202.3: a four-mana instant makes a 4/4 Shark', () => {
    const out = cast('Hieroglyphic Illumination', islands(4));
    expect(out.ok).toBe(true);
    expect(sharks(out)).toEqual([[4, 4]]);
    expect(out.you.hand).toHaveLength(2);
  });

  it('CR 202.3e: a spell cast with X counts its X: Blaze for X = 2 has mana value 3', () => {
    const out = cast('Blaze', ['Mountain', 'Mountain', 'Mountain'], { x: 2, targets: ['opponent'] });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(18);
    expect(sharks(out)).toEqual([[3, 3]]);
  });

  it('a creature spell makes no Shark', () => {
    const out = cast('Barkhide Mauler', ['Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
    expect(out.ok).toBe(true);
    expect(sharks(out)).toEqual([]);
  });

  it('CR 107.3c: the same X counts tokens: Endrek Sahr makes as many Thrulls as the creature spell\'s mana value', () => {
    const endrek = definition('Endrek Sahr, Master Breeder', '{4}{B}', 'Legendary Creature — Human Wizard', "Whenever you cast a creature spell, create X 1/1 black Thrull creature tokens, where X is that spell's converted mana cost.\nWhen you control seven or more Thrulls, sacrifice Endrek Sahr.", '2', '2');
    expect(compileCard(endrek).lines[0]!.status).toBe('enforced');
    const out = run({ cards: [endrek, MAULER], turn: 2, phase: 'main1', you: { hand: ['Barkhide Mauler'], battlefield: ['Endrek Sahr, Master Breeder', ...Array.from({ length: 5 }, () => 'Forest')] }, actions: [{ do: 'cast', card: 'Barkhide Mauler' }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.filter((entry) => entry.card === 'Thrull')).toHaveLength(5);
  });
});
