// Round 5 searches (CR 701.19), played through the scenario runner: another player's library
// (Bribery, Jester's Cap), counts and destinations the older search verbs did not read (any number
// of cards named ~, into your graveyard, the tribal tutors that put the card on top), and the
// name-purge searches of graveyard, hand and library (Splinter, Counterbore).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition as c, run } from '../helpers.ts';

const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const BRIBERY = c('Bribery', '{3}{U}{U}', 'Sorcery', "Search target opponent's library for a creature card and put that card onto the battlefield under your control. Then that player shuffles their library.");
const CAP = c("Jester's Cap", '{4}', 'Artifact', "{2}, {T}, Sacrifice Jester's Cap: Search target player's library for three cards and exile them. Then that player shuffles their library.");
const CONNOISSEUR = c('Corpse Connoisseur', '{4}{B}', 'Creature — Zombie Wizard', 'When Corpse Connoisseur enters the battlefield, you may search your library for a creature card and put that card into your graveyard. If you do, shuffle your library.', '3', '3');
const BATTALION = c('Battalion Foot Soldier', '{2}{W}', 'Creature — Human Soldier', 'When Battalion Foot Soldier enters the battlefield, you may search your library for any number of cards named Battalion Foot Soldier, reveal them, put them into your hand, then shuffle your library.', '2', '2');
const HARBINGER = c('Goblin Matron Jr', '{2}{R}', 'Creature — Goblin', 'When Goblin Matron Jr enters the battlefield, you may search your library for a Goblin card, reveal it, then shuffle your library and put that card on top of it.', '1', '1');
const SPLINTER = c('Splinter', '{2}{G}{G}', 'Sorcery', "Exile target artifact. Search its controller's graveyard, hand, and library for all cards with the same name as that artifact and exile them. Then that player shuffles their library.");
const COUNTERBORE = c('Counterbore', '{3}{U}{U}', 'Instant', "Counter target spell. Search its controller's graveyard, hand, and library for all cards with the same name as that spell and exile them. Then that player shuffles their library.");
const COLLAPSE = c('Thought Collapse', '{1}{U}{U}', 'Instant', 'Counter target spell. Its controller puts the top three cards of their library into their graveyard.');
const BEARS = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const GOBLIN = c('Goblin Piker', '{1}{R}', 'Creature — Goblin Warrior', '', '2', '1');
const STONE = c('Mind Stone', '{2}', 'Artifact', '{T}: Add {C}.');
const CARDS = [COLLAPSE, BRIBERY, CAP, CONNOISSEUR, BATTALION, HARBINGER, SPLINTER, COUNTERBORE, BEARS, GOBLIN, STONE];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const lands = (name: string, count: number): string[] => Array.from({ length: count }, () => name);

describe("searching another player's library (CR 701.19)", () => {
  it("CR 701.19b: Bribery puts a creature card from the opponent's library onto the battlefield under your control and shuffles that library", () => {
    expect(statuses(BRIBERY)).toEqual(['enforced']);
    const out = scenario({
      you: { hand: [BRIBERY.name], battlefield: lands('Island', 5), library: [BEARS.name] },
      opponent: { library: ['Forest', 'Swamp', BEARS.name, 'Forest'] },
      actions: [{ do: 'cast', card: BRIBERY.name, targets: ['opponent'] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    const bears = out.you.battlefield.filter((permanent) => permanent.card === BEARS.name);
    expect(bears).toHaveLength(1);
    expect(bears[0]!.owner).toBe('opponent');
    expect(out.you.library).toEqual([BEARS.name]); // your own library is not searched
    expect([...out.opponent.library].sort()).toEqual(['Forest', 'Forest', 'Swamp']);
    expect(out.events.some((event) => event.type === 'shuffled')).toBe(true);
  });

  it("CR 701.19b: Jester's Cap exiles three cards from the target player's library", () => {
    expect(statuses(CAP).at(-1)).toBe('enforced');
    const out = scenario({
      you: { battlefield: [CAP.name, 'Island', 'Island'] },
      opponent: { library: ['Forest', 'Swamp', BEARS.name, 'Island', 'Plains'] },
      actions: [{ do: 'activate', card: CAP.name, ability: 0, targets: ['opponent'] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.exile).toEqual(['Forest', 'Swamp', BEARS.name]);
    expect(out.opponent.library).toHaveLength(2);
  });
});

describe('search counts and destinations (CR 701.19)', () => {
  it('CR 701.19: Corpse Connoisseur may put a creature card from your library into your graveyard', () => {
    expect(statuses(CONNOISSEUR)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [CONNOISSEUR.name], battlefield: lands('Swamp', 5), library: ['Swamp', BEARS.name, 'Island'] }, actions: [{ do: 'cast', card: CONNOISSEUR.name }, { do: 'resolve' }, { do: 'resolve', choice: true }] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([BEARS.name]);
    expect([...out.you.library].sort()).toEqual(['Island', 'Swamp']);
  });

  it('CR 701.19: "any number of cards named ~" finds every copy by default', () => {
    expect(statuses(BATTALION)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [BATTALION.name], battlefield: lands('Plains', 3), library: [BATTALION.name, 'Plains', BATTALION.name, BEARS.name, BATTALION.name] }, actions: [{ do: 'cast', card: BATTALION.name }, { do: 'resolve' }, { do: 'resolve', choice: true }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([BATTALION.name, BATTALION.name, BATTALION.name]);
    expect([...out.you.library].sort()).toEqual([BEARS.name, 'Plains']);
  });

  it('CR 701.19: a tribal tutor shuffles and puts the card it found on top', () => {
    expect(statuses(HARBINGER)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [HARBINGER.name], battlefield: lands('Mountain', 3), library: ['Mountain', BEARS.name, GOBLIN.name, 'Mountain'] }, actions: [{ do: 'cast', card: HARBINGER.name }, { do: 'resolve' }, { do: 'resolve', choice: true }] });
    expect(out.ok).toBe(true);
    expect(out.you.library[0]).toBe(GOBLIN.name);
    expect(out.you.library).toHaveLength(4);
  });
});

describe('exiling every card with the same name (CR 701.19)', () => {
  it("CR 701.19: Splinter exiles the artifact and every card of its name from its controller's graveyard, hand and library", () => {
    expect(statuses(SPLINTER)).toEqual(['enforced']);
    const out = scenario({
      you: { hand: [SPLINTER.name, STONE.name], battlefield: [...lands('Forest', 4), STONE.name], graveyard: [STONE.name, BEARS.name], library: ['Forest', STONE.name, BEARS.name] },
      actions: [{ do: 'cast', card: SPLINTER.name, targets: [STONE.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.exile).toEqual([STONE.name, STONE.name, STONE.name, STONE.name]);
    expect(out.you.hand).toEqual([]);
    expect(out.you.graveyard).toEqual([BEARS.name, SPLINTER.name]);
    expect([...out.you.library].sort()).toEqual(['Forest', BEARS.name]);
  });

  it('CR 701.5a, 701.19: Counterbore counters the spell, then exiles it and every card of its name', () => {
    expect(statuses(COUNTERBORE)).toEqual(['enforced']);
    const out = scenario({
      you: { hand: [BEARS.name, COUNTERBORE.name, BEARS.name], battlefield: [...lands('Island', 5), ...lands('Forest', 2)], graveyard: [BEARS.name], library: [BEARS.name, 'Island'] },
      actions: [{ do: 'cast', card: BEARS.name }, { do: 'cast', card: COUNTERBORE.name, targets: [{ stack: 0 }] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.exile).toEqual([BEARS.name, BEARS.name, BEARS.name, BEARS.name]);
    expect(out.you.battlefield.some((permanent) => permanent.card === BEARS.name)).toBe(false);
    expect(out.you.library).toEqual(['Island']);
    expect(out.stack).toEqual([]);
  });
});

describe("the countered spell's controller (CR 701.13)", () => {
  it('CR 701.13a: Thought Collapse counters the spell and its controller mills three', () => {
    expect(statuses(COLLAPSE)).toEqual(['enforced']);
    const out = scenario({
      you: { hand: [BEARS.name, COLLAPSE.name], battlefield: [...lands('Island', 3), ...lands('Forest', 2)], library: ['Swamp', 'Plains', 'Island', 'Forest'] },
      actions: [{ do: 'cast', card: BEARS.name }, { do: 'cast', card: COLLAPSE.name, targets: [{ stack: 0 }] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([BEARS.name, 'Swamp', 'Plains', 'Island', COLLAPSE.name]);
    expect(out.you.library).toEqual(['Forest']);
  });
});
