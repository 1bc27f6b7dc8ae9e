// Zirda, the Dawnwaker: "Abilities you activate that aren't mana abilities cost {2} less to
// activate. This effect can't reduce the mana in that cost to less than one mana." A reduction of
// the total cost (CR 601.2f, for abilities CR 602.2b), the generic part only, with a floor of one
// mana; X counts at the value announced (CR 107.3a). Played by the starter data's Oracle text.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition, run } from '../helpers.ts';
import { starterCard } from '../../../fixtures/engine/starter-cards.ts';

const ZIRDA = starterCard('Zirda, the Dawnwaker');
const MAULER = starterCard('Barkhide Mauler'); // Cycling {2}
const TUSKER = starterCard('Krosan Tusker'); // Cycling {2}{G}
const FOX = starterCard('Flourishing Fox'); // Cycling {1}
const SHARK = starterCard('Shark Typhoon'); // Cycling {X}{1}{U}
const FLUCTUATOR = starterCard('Fluctuator');
// Two cards outside the starter data, by their Oracle text: a non-mana ability and a mana ability costing {2}.
const TOME = definition('Jayemdae Tome', '{4}', 'Artifact', '{4}, {T}: Draw a card.');
const PRISM = definition('Celestial Prism', '{3}', 'Artifact', '{2}, {T}: Add one mana of any color.');
const CARDS: CardDefinition[] = [ZIRDA, MAULER, TUSKER, FOX, SHARK, FLUCTUATOR, TOME, PRISM];

interface Setup { hand?: string[]; battlefield: string[]; opponent?: string[]; action: Record<string, unknown> }

const play = ({ hand = [], battlefield, opponent = [], action }: Setup) =>
  run({ cards: CARDS, turn: 2, phase: 'main1', you: { hand, battlefield, library: ['Island', 'Island'] }, opponent: { battlefield: opponent }, actions: [action, { do: 'resolve_all' }] });

const cycles = (card: string, battlefield: string[], x = 0) => play({ hand: [card], battlefield, action: { do: 'activate', card, ability: 'cycling', x } });
const tappedLands = (out: ReturnType<typeof play>) => out.you.battlefield.filter((entry) => /^(Island|Forest|Plains|Mountain)$/.test(entry.card) && entry.tapped).length;

describe('Zirda, the Dawnwaker: activated abilities cost {2} less, never below one mana (CR 601.2f, 602.2b)', () => {
  it("compiles its reduction line as an 'abilities' cost change for you with the one-mana floor", () => {
    const line = compileCard(ZIRDA).lines[1]!;
    expect(line.status).toBe('enforced');
    expect(compileCard(ZIRDA).statics.map((ability) => ability.effect)).toContainEqual({ kind: 'cost change', appliesTo: 'abilities', filter: null, whose: 'you', change: 'less', amount: 2, floorOne: true });
  });

  it('CR 601.2f: cycling {2} costs {1}: one land pays it, none does not', () => {
    const paid = cycles('Barkhide Mauler', ['Zirda, the Dawnwaker', 'Plains']);
    expect(paid.ok).toBe(true);
    expect(paid.you.graveyard).toEqual(['Barkhide Mauler']);
    expect(tappedLands(paid)).toBe(1);
    expect(cycles('Barkhide Mauler', ['Zirda, the Dawnwaker']).ok).toBe(false);
    expect(cycles('Barkhide Mauler', ['Plains']).ok).toBe(false); // without Zirda, {2}
  });

  it('CR 601.2f: the reduction takes generic mana only: Krosan Tusker\'s {2}{G} costs {G}', () => {
    const out = cycles('Krosan Tusker', ['Zirda, the Dawnwaker', 'Forest', 'Forest']);
    expect(out.ok).toBe(true);
    expect(tappedLands(out)).toBe(1);
    expect(cycles('Krosan Tusker', ['Zirda, the Dawnwaker', 'Plains', 'Plains']).ok).toBe(false); // the {G} is still due
  });

  it("CR 601.2f: the floor: cycling {1} stays {1} (Flourishing Fox), so it can't be cycled for nothing", () => {
    expect(cycles('Flourishing Fox', ['Zirda, the Dawnwaker']).ok).toBe(false);
    const out = cycles('Flourishing Fox', ['Zirda, the Dawnwaker', 'Plains']);
    expect(out.ok).toBe(true);
    expect(tappedLands(out)).toBe(1);
  });

  it("CR 602.2b: other activated abilities too: Jayemdae Tome's {4}, {T} costs {2}", () => {
    const tome = (lands: string[]) => play({ battlefield: ['Zirda, the Dawnwaker', 'Jayemdae Tome', ...lands], action: { do: 'activate', card: 'Jayemdae Tome', ability: 0 } });
    expect(tome(['Plains']).ok).toBe(false);
    const out = tome(['Plains', 'Plains']);
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Island']);
    expect(tappedLands(out)).toBe(2);
  });

  it("CR 605.1a: mana abilities are untouched: Celestial Prism's {2}, {T} still needs two mana", () => {
    const prism = (lands: string[]) => play({ battlefield: ['Zirda, the Dawnwaker', 'Celestial Prism', ...lands], action: { do: 'activate', card: 'Celestial Prism', ability: 0, color: 'G' } });
    expect(prism(['Plains']).ok).toBe(false);
    const out = prism(['Plains', 'Plains']);
    expect(out.ok).toBe(true);
    expect(out.you.manaPool).toBe('{G}');
  });

  it("CR 601.2f: only abilities you activate: the opponent's Zirda reduces nothing of yours", () => {
    const out = play({ hand: ['Barkhide Mauler'], battlefield: ['Plains'], opponent: ['Zirda, the Dawnwaker'], action: { do: 'activate', card: 'Barkhide Mauler', ability: 'cycling' } });
    expect(out.ok).toBe(false);
  });

  it('CR 107.3a, 601.2f: X counts at its announced value: Shark Typhoon cycled for X = 3 ({3}{1}{U}, five mana) costs three', () => {
    const islands = (count: number) => Array.from({ length: count }, () => 'Island');
    expect(cycles('Shark Typhoon', ['Zirda, the Dawnwaker', ...islands(2)], 3).ok).toBe(false);
    const out = cycles('Shark Typhoon', ['Zirda, the Dawnwaker', ...islands(4)], 3);
    expect(out.ok).toBe(true);
    expect(tappedLands(out)).toBe(3);
    expect(out.you.battlefield.find((entry) => entry.card === 'Shark')).toMatchObject({ power: 3, toughness: 3 });
  });

  it('CR 601.2f: with X = 0 the floor keeps one mana: Shark Typhoon\'s {1}{U} costs {U}', () => {
    const out = cycles('Shark Typhoon', ['Zirda, the Dawnwaker', 'Island', 'Island'], 0);
    expect(out.ok).toBe(true);
    expect(tappedLands(out)).toBe(1);
    expect(cycles('Shark Typhoon', ['Zirda, the Dawnwaker'], 0).ok).toBe(false);
  });

  it('CR 601.2f: with Fluctuator beside it, cycling {2} costs nothing: Fluctuator has no floor', () => {
    const out = cycles('Barkhide Mauler', ['Zirda, the Dawnwaker', 'Fluctuator']);
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(['Barkhide Mauler']);
  });
});
