// Round 5 looks at the top of the library and X in searches, played through the scenario runner:
// "Put a creature card from among them into your hand and the rest into your graveyard", "all land
// cards from among them onto the battlefield tapped", "any number of … then put all cards revealed
// this way that weren't put onto the battlefield into your graveyard" (CR 401.5, 701.16), and
// "with converted mana cost X or less" compared with the spell's X (CR 107.3).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition as c, run } from '../helpers.ts';

const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const INSTINCTS = c("Tracker's Instincts", '{1}{U}', 'Sorcery', 'Reveal the top four cards of your library. Put a creature card from among them into your hand and the rest into your graveyard.');
const AWAKENING = c("Animist's Awakening", '{X}{G}', 'Sorcery', 'Reveal the top X cards of your library. Put all land cards from among them onto the battlefield tapped and the rest on the bottom of your library in a random order.');
const WAVE = c('Genesis Wave', '{X}{G}{G}{G}', 'Sorcery', "Reveal the top X cards of your library. You may put any number of permanent cards with converted mana cost X or less from among them onto the battlefield. Then put all cards revealed this way that weren't put onto the battlefield into your graveyard.");
const WHIR = c('Whir of Invention Jr', '{X}{U}', 'Instant', 'Search your library for an artifact card with converted mana cost X or less, put it onto the battlefield, then shuffle your library.');
const BEARS = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const GIANT = c('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3', '3');
const STONE = c('Mind Stone', '{2}', 'Artifact', '{T}: Add {C}.');
const GOLEM = c('Big Golem', '{5}', 'Artifact Creature — Golem', '', '5', '5');
const SHOCK = c('Shock', '{R}', 'Instant', 'Shock deals 2 damage to any target.');
const CARDS = [INSTINCTS, AWAKENING, WAVE, WHIR, BEARS, GIANT, STONE, GOLEM, SHOCK];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const lands = (name: string, count: number): string[] => Array.from({ length: count }, () => name);

describe('keeping cards from among the top cards (CR 401.5, 701.16)', () => {
  it("CR 701.16a: Tracker's Instincts puts a creature card into your hand and the rest into your graveyard", () => {
    expect(statuses(INSTINCTS)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [INSTINCTS.name], battlefield: ['Island', 'Island'], library: ['Forest', BEARS.name, SHOCK.name, GIANT.name, 'Swamp'] }, actions: [{ do: 'cast', card: INSTINCTS.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([BEARS.name]);
    expect(out.you.graveyard).toEqual(['Forest', SHOCK.name, GIANT.name, INSTINCTS.name]);
    expect(out.you.library).toEqual(['Swamp']);
  });

  it("CR 701.16a: Animist's Awakening puts every land card among the top X onto the battlefield tapped", () => {
    expect(statuses(AWAKENING)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [AWAKENING.name], battlefield: lands('Forest', 4), library: ['Plains', BEARS.name, 'Swamp', SHOCK.name] }, actions: [{ do: 'cast', card: AWAKENING.name, x: 3 }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    const entered = out.you.battlefield.filter((permanent) => permanent.card === 'Plains' || permanent.card === 'Swamp');
    expect(entered.map((land) => land.tapped)).toEqual([true, true]);
    expect(out.you.library).toEqual([SHOCK.name, BEARS.name]);
  });

  it('CR 107.3: Genesis Wave puts the permanent cards with mana value X or less onto the battlefield and the rest into the graveyard', () => {
    expect(statuses(WAVE)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [WAVE.name], battlefield: lands('Forest', 6), library: [BEARS.name, GIANT.name, SHOCK.name, 'Forest', GOLEM.name] }, actions: [{ do: 'cast', card: WAVE.name, x: 3 }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.filter((permanent) => permanent.card === BEARS.name || permanent.card === GIANT.name).map((permanent) => permanent.card)).toEqual([BEARS.name]);
    expect(out.you.graveyard).toEqual([GIANT.name, SHOCK.name, WAVE.name]);
    expect(out.you.library).toEqual(['Forest', GOLEM.name]);
  });
});

describe('X in a search (CR 107.3)', () => {
  it('CR 107.3: Whir of Invention finds only an artifact card with mana value X or less', () => {
    expect(statuses(WHIR)).toEqual(['enforced']);
    const small = scenario({ you: { hand: [WHIR.name], battlefield: lands('Island', 3), library: [GOLEM.name, STONE.name] }, actions: [{ do: 'cast', card: WHIR.name, x: 2 }, { do: 'resolve' }] });
    expect(small.ok).toBe(true);
    expect(small.you.battlefield.map((permanent) => permanent.card)).toContain(STONE.name);
    expect(small.you.library).toEqual([GOLEM.name]);
    const refused = scenario({ you: { hand: [WHIR.name], battlefield: lands('Island', 3), library: [GOLEM.name, STONE.name] }, actions: [{ do: 'cast', card: WHIR.name, x: 2 }, { do: 'resolve', choice: GOLEM.name }] });
    expect(refused.ok).toBe(false);
  });
});
