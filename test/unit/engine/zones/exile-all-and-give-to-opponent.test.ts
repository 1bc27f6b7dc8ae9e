// Round 7: exiling every card of players' zones (CR 406.2) and permanents given to an opponent
// (CR 613.1b), played through the scenario runner.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition as c, run } from '../helpers.ts';

const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const TROVE = c('Trove Jr', '{5}{B}{B}', 'Enchantment', "When Trove Jr enters the battlefield, exile all cards from target opponent's graveyard.");
const CRISIS = c('Crisis Jr', '{2}{W}{W}{B}{B}', 'Sorcery', "Exile all cards from target player's hand and graveyard.");
const ASHIOK = c('Ashiok Jr', '{1}{U}{B}', 'Sorcery', "Exile all cards from all opponents' hands and graveyards.");
const LEVELER = c('Leveler Jr', '{5}', 'Artifact Creature — Juggernaut', 'When Leveler Jr enters the battlefield, exile all cards from your library.', '10', '10');
const OFFERING = c('Offering Jr', '{2}{R}', 'Sorcery', 'Target opponent gains control of target permanent you control.');
const AGENT = c('Agent Jr', '{2}{B}', 'Creature — Human Minion', 'When Agent Jr enters the battlefield, target opponent gains control of it.', '3', '3');
const HELLION = c('Hellion Jr', '{3}{R}{R}', 'Creature — Hellion', "Haste\nAt the beginning of the end step, Hellion Jr's owner shuffles it into their library.", '7', '7');
const BEAR = c('Bear Jr', '{1}{G}', 'Creature — Bear', '', '2', '2');
const CARDS = [TROVE, CRISIS, ASHIOK, LEVELER, OFFERING, AGENT, HELLION, BEAR];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const swamps = (count: number): string[] => Array.from({ length: count }, () => 'Swamp');
const names = (permanents: readonly { card: string }[]): string[] => permanents.map((permanent) => permanent.card);

describe('exiling all cards of a zone (CR 406.2)', () => {
  it('CR 406.2: "exile all cards from target opponent\'s graveyard" empties that graveyard only', () => {
    expect(statuses(TROVE)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: swamps(7), hand: [TROVE.name], graveyard: ['Forest'] },
      opponent: { graveyard: [BEAR.name, 'Island'] },
      actions: [{ do: 'cast', card: TROVE.name }, { do: 'resolve' }, { do: 'resolve' }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.opponent.graveyard).toEqual([]);
    expect(out.opponent.exile.sort()).toEqual([BEAR.name, 'Island'].sort());
    expect(out.you.graveyard).toEqual(['Forest']);
  });

  it('CR 406.2: "target player\'s hand and graveyard" and "all opponents\' hands and graveyards" take both zones', () => {
    expect(statuses(CRISIS)).toEqual(['enforced']);
    expect(statuses(ASHIOK)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: [...swamps(4), 'Plains', 'Plains'], hand: [CRISIS.name, 'Forest'] },
      opponent: { hand: [BEAR.name], graveyard: ['Island'], library: ['Mountain'] },
      actions: [{ do: 'cast', card: CRISIS.name, targets: ['opponent'] }, { do: 'resolve' }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.opponent.hand).toEqual([]);
    expect(out.opponent.graveyard).toEqual([]);
    expect(out.opponent.exile).toHaveLength(2);
    expect(out.opponent.library).toEqual(['Mountain']);
    expect(out.you.hand).toEqual(['Forest']);
    const all = scenario({
      you: { battlefield: ['Island', 'Swamp', 'Swamp'], hand: [ASHIOK.name, 'Forest'] },
      opponent: { hand: [BEAR.name], graveyard: ['Island'] },
      actions: [{ do: 'cast', card: ASHIOK.name }, { do: 'resolve' }],
    });
    expect(all.opponent.exile).toHaveLength(2);
    expect(all.you.hand).toEqual(['Forest']);
    expect(all.you.graveyard).toEqual([ASHIOK.name]);
  });

  it('CR 406.2: "exile all cards from your library" leaves the library empty', () => {
    expect(statuses(LEVELER)).toEqual(['enforced']);
    const out = scenario({ you: { battlefield: swamps(5), hand: [LEVELER.name], library: ['Forest', 'Island', BEAR.name] }, actions: [{ do: 'cast', card: LEVELER.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.library).toEqual([]);
    expect(out.you.exile).toHaveLength(3);
  });
});

describe('giving a permanent to an opponent (CR 613.1b)', () => {
  it('CR 613.1b: "Target opponent gains control of target permanent you control" moves it for good', () => {
    expect(statuses(OFFERING)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: [BEAR.name, 'Mountain', 'Mountain', 'Mountain'], hand: [OFFERING.name], library: ['Wastes', 'Wastes'] },
      actions: [{ do: 'cast', card: OFFERING.name, targets: ['opponent', BEAR.name] }, { do: 'resolve' }, { do: 'next_turn' }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(names(out.opponent.battlefield)).toEqual([BEAR.name]);
    expect(names(out.you.battlefield)).not.toContain(BEAR.name);
  });

  it('CR 613.1b: "When ~ enters the battlefield, target opponent gains control of it" gives the source away', () => {
    expect(statuses(AGENT)).toEqual(['enforced']);
    const out = scenario({ you: { battlefield: swamps(3), hand: [AGENT.name] }, actions: [{ do: 'cast', card: AGENT.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(names(out.opponent.battlefield)).toEqual([AGENT.name]);
  });
});

describe('the source shuffled into its owner\'s library (CR 701.20)', () => {
  it('CR 701.20: "~\'s owner shuffles it into their library" at the end step', () => {
    expect(statuses(HELLION)).toEqual(['enforced', 'enforced']);
    const out = scenario({ phase: 'main2', you: { battlefield: [HELLION.name], library: ['Forest'] }, actions: [{ do: 'next_phase' }, { do: 'resolve_all' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.battlefield).toEqual([]);
    expect(out.you.library.sort()).toEqual(['Forest', HELLION.name].sort());
  });
});
