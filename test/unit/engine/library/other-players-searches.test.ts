// Round 7: searches other players make of their own libraries (CR 701.19): "Its controller may
// search their library …", "Each player may search their library … Then each player who searched
// their library this way shuffles it.", played through the scenario runner.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition as c, run } from '../helpers.ts';

const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const PATH = c('Path Jr', '{W}', 'Instant', 'Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle their library.');
const EXPLORER = c('Explorer Jr', '{G}', 'Creature — Human Soldier Scout', 'When Explorer Jr dies, each player may search their library for up to two basic land cards and put them onto the battlefield. Then each player who searched their library this way shuffles it.', '1', '1');
const DRYADS = c('Dryads Jr', '{G}', 'Creature — Dryad', 'Reach\nWhen Dryads Jr enters the battlefield, each opponent may search their library for a basic land card, put it onto the battlefield tapped, then shuffle their library.', '3', '3');
const FERTILID = c('Fertilid Jr', '{2}{G}', 'Creature — Elemental', '{1}{G}: Target player searches their library for a basic land card, puts it onto the battlefield tapped, then shuffles their library.', '0', '0');
const BEAR = c('Bear Jr', '{1}{G}', 'Creature — Bear', '', '2', '2');
const SHOCK = c('Shock Jr', '{R}', 'Instant', 'Shock Jr deals 2 damage to any target.');
const CARDS = [PATH, EXPLORER, DRYADS, FERTILID, BEAR, SHOCK];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const names = (permanents: readonly { card: string }[]): string[] => permanents.map((permanent) => permanent.card);

describe('a target\'s controller searches their own library (CR 701.19)', () => {
  it('CR 701.19b: the goldfish whose creature was exiled finds a basic land and puts it onto the battlefield tapped', () => {
    expect(statuses(PATH)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: ['Plains'], hand: [PATH.name] },
      opponent: { battlefield: [BEAR.name], library: [BEAR.name, 'Mountain', 'Swamp'] },
      actions: [{ do: 'cast', card: PATH.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.opponent.exile).toEqual([BEAR.name]);
    expect(out.opponent.battlefield).toHaveLength(1);
    expect(out.opponent.battlefield[0]!.tapped).toBe(true);
    expect(['Mountain', 'Swamp']).toContain(out.opponent.battlefield[0]!.card);
    expect(out.opponent.library).toHaveLength(2);
    expect(out.you.battlefield.map((permanent) => permanent.card)).toEqual(['Plains']);
  });

  it('CR 701.19: exiling your own creature, you choose the land (or decline, and nothing is found)', () => {
    const setup = { you: { battlefield: ['Plains', BEAR.name], hand: [PATH.name], library: ['Forest', 'Island'] } };
    const cast = { do: 'cast', card: PATH.name, targets: [BEAR.name] };
    const chosen = scenario({ ...setup, actions: [cast, { do: 'resolve', choice: 'Island' }] });
    expect(chosen.error?.message ?? 'ok').toBe('ok');
    expect(names(chosen.you.battlefield)).toEqual(['Plains', 'Island']);
    expect(chosen.you.library).toEqual(['Forest']);
    const declined = scenario({ ...setup, actions: [cast, { do: 'resolve', choice: false }] });
    expect(names(declined.you.battlefield)).toEqual(['Plains']);
    expect(declined.you.library).toHaveLength(2);
  });

  it('CR 701.19: a choice that is not a basic land card of your library is refused and nothing changes', () => {
    const out = scenario({
      you: { battlefield: ['Plains', BEAR.name], hand: [PATH.name], library: ['Forest', BEAR.name] },
      actions: [{ do: 'cast', card: PATH.name, targets: [BEAR.name] }, { do: 'resolve', choice: BEAR.name }],
    });
    expect(out.ok).toBe(false);
    expect(names(out.you.battlefield)).toContain(BEAR.name);
  });
});

describe('each player searches their own library (CR 701.19)', () => {
  it('CR 701.19: when the Explorer dies, you and the goldfish each put up to two basic lands onto the battlefield', () => {
    expect(statuses(EXPLORER)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: [EXPLORER.name, 'Mountain'], hand: [SHOCK.name], library: ['Forest', BEAR.name, 'Forest', 'Island'] },
      opponent: { library: ['Swamp', 'Swamp', 'Swamp'] },
      actions: [{ do: 'cast', card: SHOCK.name, targets: [EXPLORER.name] }, { do: 'resolve' }, { do: 'resolve', choice: ['Forest', 'Island'] }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(names(out.you.battlefield).sort()).toEqual(['Forest', 'Island', 'Mountain']);
    expect(names(out.opponent.battlefield)).toEqual(['Swamp', 'Swamp']);
    expect(out.opponent.library).toEqual(['Swamp']);
  });

  it('CR 701.19: "each opponent may search" is the goldfish\'s search only; yours stays untouched', () => {
    expect(statuses(DRYADS)).toEqual(['enforced', 'enforced']);
    const out = scenario({
      you: { battlefield: ['Forest'], hand: [DRYADS.name], library: ['Forest'] },
      opponent: { library: ['Island'] },
      actions: [{ do: 'cast', card: DRYADS.name }, { do: 'resolve' }, { do: 'resolve' }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.library).toEqual(['Forest']);
    expect(out.opponent.battlefield.map((permanent) => [permanent.card, permanent.tapped])).toEqual([['Island', true]]);
  });
});

describe('a target player searches (CR 701.19)', () => {
  it('CR 701.19: "Target player searches their library …, puts it onto the battlefield tapped" for the goldfish', () => {
    expect(statuses(FERTILID)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: [{ card: FERTILID.name, counters: { '+1/+1': 1 } }, 'Forest', 'Forest'] },
      opponent: { library: [BEAR.name, 'Plains'] },
      actions: [{ do: 'activate', card: FERTILID.name, ability: 0, targets: ['opponent'] }, { do: 'resolve' }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.opponent.battlefield.map((permanent) => [permanent.card, permanent.tapped])).toEqual([['Plains', true]]);
    expect(out.opponent.library).toEqual([BEAR.name]);
  });

  it('CR 701.19: targeting yourself, you name the land and no "may" is asked', () => {
    const out = scenario({
      you: { battlefield: [FERTILID.name, 'Forest', 'Forest'], library: ['Forest', 'Island'] },
      actions: [{ do: 'activate', card: FERTILID.name, ability: 0, targets: ['you'] }, { do: 'resolve', choice: 'Island' }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(names(out.you.battlefield)).toContain('Island');
    expect(out.you.library).toEqual(['Forest']);
  });
});
