// New Perspectives: "As long as you have seven or more cards in hand, you may pay {0} rather than
// pay cycling costs." An alternative cost (CR 118.9) determined with the total cost (CR 601.2f),
// only while its condition holds; "Discard this card" is still paid (CR 702.29a). Played by the
// starter data's Oracle text.
import { describe, expect, it } from 'vitest';
import { compileCard, legalActions } from '../../../../app/engine/index.ts';
import { formatMessage } from '../../../../app/engine/messages/message.ts';
import { eventTypes, run, table } from '../helpers.ts';
import { starterCard } from '../../../fixtures/engine/starter-cards.ts';

const PERSPECTIVES = starterCard('New Perspectives');
const TUSKER = starterCard('Krosan Tusker');
const WRAITH = starterCard('Street Wraith');
const SHARK = starterCard('Shark Typhoon');
const MAULER = starterCard('Barkhide Mauler');

/** Six other cards in hand: with the cycler, seven (the card being cycled is still in hand as the cost is determined, CR 601.2f). */
const sixOthers = ['Island', 'Island', 'Island', 'Barkhide Mauler', 'Barkhide Mauler', 'Barkhide Mauler'];

const cycle = (cycler: string, hand: string[], battlefield: string[], extra: Record<string, unknown> = {}) =>
  run({
    cards: [PERSPECTIVES, TUSKER, WRAITH, SHARK, MAULER],
    turn: 2,
    phase: 'main1',
    you: { hand: [cycler, ...hand], battlefield, library: ['Forest', 'Forest', 'Forest'] },
    actions: [{ do: 'activate', card: cycler, ability: 'cycling', ...extra }, { do: 'resolve_all' }],
  });

describe('New Perspectives: {0} rather than cycling costs while you have seven or more cards in hand (CR 118.9, 601.2f)', () => {
  it('compiles its line as a cycling cost alternative with its condition, fully enforced', () => {
    const compiled = compileCard(PERSPECTIVES);
    expect(compiled.lines.map((line) => line.status)).toEqual(['enforced', 'enforced']);
    expect(compiled.statics).toEqual([expect.objectContaining({ effect: { kind: 'cycling cost alternative', mana: [] }, condition: expect.objectContaining({ kind: 'count' }) })]);
    expect(compiled.fullyEnforced).toBe(true);
  });

  it('CR 118.9, 702.29a: with seven cards in hand, cycling Krosan Tusker costs nothing but the discard; the card is drawn', () => {
    const out = cycle('Krosan Tusker', sixOthers, ['New Perspectives']);
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(['Krosan Tusker']);
    expect(out.you.hand).toHaveLength(7); // seven, one discarded, one drawn
    expect(out.you.hand).toContain('Forest');
    expect(eventTypes(out)).toEqual(expect.arrayContaining(['activated', 'discarded', 'cycled', 'drew']));
  });

  it('CR 601.2f: the lands stay untapped when the alternative is paid, and are tapped when the player refuses it (alternative: false)', () => {
    const lands = ['New Perspectives', 'Forest', 'Forest', 'Forest'];
    const free = cycle('Krosan Tusker', sixOthers, lands);
    expect(free.you.battlefield.filter((entry) => entry.card === 'Forest').map((entry) => entry.tapped)).toEqual([false, false, false]);
    const paid = cycle('Krosan Tusker', sixOthers, lands, { alternative: false });
    expect(paid.ok).toBe(true);
    expect(paid.you.battlefield.filter((entry) => entry.card === 'Forest').map((entry) => entry.tapped)).toEqual([true, true, true]);
  });

  it('CR 611.3a: with six cards in hand the condition fails: the printed cost is due, and with no lands the cycling is refused and nothing changes', () => {
    const out = cycle('Krosan Tusker', sixOthers.slice(1), ['New Perspectives']);
    expect(out.ok).toBe(false);
    expect(out.error?.message).toMatch(/can't pay \{2\}\{G\}/);
    expect(out.you.hand).toHaveLength(6);
    expect(out.you.graveyard).toEqual([]);
  });

  it('CR 118.9: asking for the alternative (alternative: true) when no condition holds is refused, naming the card', () => {
    const out = cycle('Krosan Tusker', sixOthers.slice(1), ['New Perspectives', 'Forest', 'Forest', 'Forest'], { alternative: true });
    expect(out.ok).toBe(false);
    expect(out.error?.message).toBe('Krosan Tusker: nothing lets you pay another cost rather than its cycling cost now');
    expect(out.you.battlefield.every((entry) => !entry.tapped)).toBe(true);
  });

  it('CR 118.9: the alternative replaces the whole cycling cost, life included: Street Wraith cycles without paying 2 life', () => {
    const out = cycle('Street Wraith', sixOthers, ['New Perspectives']);
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(20);
    expect(out.you.graveyard).toEqual(['Street Wraith']);
    const paid = cycle('Street Wraith', sixOthers, ['New Perspectives'], { alternative: false });
    expect(paid.you.life).toBe(18);
  });

  it("CR 118.9: an opponent's New Perspectives offers you nothing", () => {
    const out = run({
      cards: [PERSPECTIVES, TUSKER, MAULER],
      turn: 2,
      phase: 'main1',
      you: { hand: ['Krosan Tusker', ...sixOthers], library: ['Forest'] },
      opponent: { battlefield: ['New Perspectives'] },
      actions: [{ do: 'activate', card: 'Krosan Tusker', ability: 'cycling' }],
    });
    expect(out.ok).toBe(false);
    expect(out.you.graveyard).toEqual([]);
  });

  it('CR 107.3b: paying {0} for Shark Typhoon leaves X only 0: by default an announced X pays the printed cost, and asking for both is refused', () => {
    const islands = ['Island', 'Island', 'Island', 'Island'];
    const printed = cycle('Shark Typhoon', sixOthers, ['New Perspectives', ...islands], { x: 2 });
    expect(printed.ok).toBe(true);
    expect(printed.you.battlefield.filter((entry) => entry.card === 'Island').every((entry) => entry.tapped)).toBe(true);
    expect(printed.you.battlefield.find((entry) => entry.card === 'Shark')).toMatchObject({ power: 2, toughness: 2 });
    const both = cycle('Shark Typhoon', sixOthers, ['New Perspectives', ...islands], { x: 2, alternative: true });
    expect(both.ok).toBe(false);
    expect(both.error?.message).toBe('New Perspectives: paying {0} rather than the cycling cost leaves X only 0');
    // X = 0 for {0}: the 0/0 Shark dies as a state-based action (CR 704.5f); the card is still drawn.
    const free = cycle('Shark Typhoon', sixOthers, ['New Perspectives', ...islands]);
    expect(free.ok).toBe(true);
    expect(free.you.battlefield.filter((entry) => entry.card === 'Island').every((entry) => !entry.tapped)).toBe(true);
    expect(free.you.battlefield.some((entry) => entry.card === 'Shark')).toBe(false);
    expect(free.you.hand).toContain('Forest');
  });

  it('CR 118.9: the table offers the cycling for {0} while the condition holds, for its printed cost otherwise', () => {
    const label = (hand: string[]) => {
      const game = table([PERSPECTIVES, TUSKER, MAULER], { hand: ['Krosan Tusker', ...hand], battlefield: ['New Perspectives', 'Forest', 'Forest', 'Forest'], library: ['Forest'] });
      const entry = legalActions(game).find((candidate) => candidate.action.do === 'activate' && game.state.objects[candidate.action.card]!.card.name === 'Krosan Tusker')!;
      return [formatMessage(entry.label), entry.enabled];
    };
    expect(label(sixOthers)).toEqual(['Cycle Krosan Tusker ({0})', true]);
    expect(label(sixOthers.slice(1))).toEqual(['Cycle Krosan Tusker ({2}{G})', true]);
  });

  it("CR 118.9: Gavi, Nest Warden's {0} is for the first card you cycle each turn only", () => {
    const gavi = starterCard('Gavi, Nest Warden');
    expect(compileCard(gavi).lines[0]!.status).toBe('enforced');
    const cycleTwice = (lands: string[], between: Record<string, unknown>[] = []) =>
      run({
        cards: [gavi, MAULER],
        turn: 2,
        phase: 'main1',
        you: { hand: ['Barkhide Mauler', 'Barkhide Mauler'], battlefield: ['Gavi, Nest Warden', ...lands], library: ['Island', 'Island', 'Island', 'Island'] },
        actions: [{ do: 'activate', card: 'Barkhide Mauler', ability: 'cycling' }, { do: 'resolve_all' }, ...between, { do: 'activate', card: 'Barkhide Mauler', ability: 'cycling' }, { do: 'resolve_all' }],
      });
    const twice = cycleTwice(['Plains', 'Plains']);
    expect(twice.ok).toBe(true);
    expect(twice.you.graveyard).toEqual(['Barkhide Mauler', 'Barkhide Mauler']);
    expect(twice.you.battlefield.filter((entry) => entry.card === 'Plains').map((entry) => entry.tapped)).toEqual([true, true]); // the second paid {2}
    const noLands = cycleTwice([]);
    expect(noLands.ok).toBe(false); // the second cycling has to pay {2}
    expect(noLands.you.graveyard).toEqual(['Barkhide Mauler']);
    // CR 500: a new turn, a new first card.
    const nextTurn = cycleTwice([], [{ do: 'next_turn' }]);
    expect(nextTurn.ok).toBe(true);
    expect(nextTurn.you.graveyard).toEqual(['Barkhide Mauler', 'Barkhide Mauler']);
  });
});
