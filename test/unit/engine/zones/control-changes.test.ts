// Round 7: control changes that last "for as long as …" (CR 611.2b) and exchanges of control
// (CR 701.10c), played through the scenario runner.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition as c, run } from '../helpers.ts';

const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const SOWER = c('Sower Jr', '{2}{U}{U}', 'Creature — Faerie Wizard', 'Flying\nWhen Sower Jr enters the battlefield, gain control of target creature for as long as Sower Jr remains on the battlefield.', '2', '2');
const HELM = c('Helm Jr', '{4}', 'Artifact', '{2}, {T}: Gain control of target creature for as long as you control Helm Jr and Helm Jr remains tapped.');
const SILUMGAR = c('Silumgar Jr', '{4}{U}{B}', 'Legendary Creature — Dragon', 'When Silumgar Jr enters the battlefield, gain control of target creature or planeswalker for as long as you control Silumgar Jr.', '3', '5');
const SWITCH = c('Switcheroo Jr', '{4}{U}', 'Sorcery', 'Exchange control of two target creatures.');
const PLOTTER = c('Plotter Jr', '{2}{U}', 'Creature — Vedalken Wizard', 'When Plotter Jr enters the battlefield, exchange control of target land you control and target land an opponent controls.', '1', '1');
const TOTEM = c('Totem Jr', '{1}', 'Artifact', '{1}: Exchange control of Totem Jr and target nonland permanent.');
const BEAR = c('Bear Jr', '{1}{G}', 'Creature — Bear', '', '2', '2');
const OGRE = c('Ogre Jr', '{2}{R}', 'Creature — Ogre', '', '3', '3');
const CARDS = [SOWER, HELM, SILUMGAR, SWITCH, PLOTTER, TOTEM, BEAR, OGRE];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const names = (permanents: readonly { card: string }[]): string[] => permanents.map((permanent) => permanent.card);
const islands = (count: number): string[] => Array.from({ length: count }, () => 'Island');

describe('control for as long as the source stays (CR 611.2b)', () => {
  it('CR 611.2b: "for as long as ~ remains on the battlefield" ends when the source leaves, and the creature goes back', () => {
    expect(statuses(SOWER)).toEqual(['enforced', 'enforced']);
    const cast = [{ do: 'cast', card: SOWER.name }, { do: 'resolve' }, { do: 'resolve' }];
    const held = scenario({ you: { battlefield: islands(4), hand: [SOWER.name] }, opponent: { battlefield: [BEAR.name] }, actions: cast });
    expect(held.error?.message ?? 'ok').toBe('ok');
    expect(names(held.you.battlefield)).toContain(BEAR.name);
    expect(held.opponent.battlefield).toEqual([]);
    const back = scenario({ you: { battlefield: islands(4), hand: [SOWER.name] }, opponent: { battlefield: [BEAR.name] }, actions: [...cast, { do: 'move', card: SOWER.name, to: 'hand' }, { do: 'next_phase' }] });
    expect(back.error?.message ?? 'ok').toBe('ok');
    expect(names(back.opponent.battlefield)).toEqual([BEAR.name]);
    expect(names(back.you.battlefield)).not.toContain(BEAR.name);
  });

  it('CR 611.2b: "for as long as you control ~ and ~ remains tapped" ends when the source untaps, and does not come back', () => {
    expect(statuses(HELM)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: [HELM.name, 'Wastes', 'Wastes'], library: ['Wastes', 'Wastes'] },
      opponent: { battlefield: [BEAR.name] },
      actions: [{ do: 'activate', card: HELM.name, ability: 0, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(names(out.you.battlefield)).toContain(BEAR.name);
    // The untap step untaps the Helm: the effect ends and the Bear goes home.
    const later = scenario({
      you: { battlefield: [HELM.name, 'Wastes', 'Wastes'], library: ['Wastes', 'Wastes'] },
      opponent: { battlefield: [BEAR.name] },
      actions: [{ do: 'activate', card: HELM.name, ability: 0, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'next_turn' }],
    });
    expect(later.error?.message ?? 'ok').toBe('ok');
    expect(names(later.opponent.battlefield)).toEqual([BEAR.name]);
  });

  it('CR 611.2b: "for as long as you control ~" holds through turns while the source stays yours', () => {
    expect(statuses(SILUMGAR)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: [...islands(3), 'Swamp', 'Swamp', 'Swamp'], hand: [SILUMGAR.name], library: ['Wastes', 'Wastes'] },
      opponent: { battlefield: [BEAR.name] },
      actions: [{ do: 'cast', card: SILUMGAR.name }, { do: 'resolve' }, { do: 'resolve' }, { do: 'next_turn' }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(names(out.you.battlefield)).toContain(BEAR.name);
    expect(out.opponent.battlefield).toEqual([]);
  });
});

describe('exchanging control (CR 701.10c)', () => {
  it('CR 701.10c: "Exchange control of two target creatures" swaps them between the players, for good', () => {
    expect(statuses(SWITCH)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: [BEAR.name, ...islands(5)], hand: [SWITCH.name], library: ['Wastes', 'Wastes'] },
      opponent: { battlefield: [OGRE.name] },
      actions: [{ do: 'cast', card: SWITCH.name, targets: [BEAR.name, OGRE.name] }, { do: 'resolve' }, { do: 'next_turn' }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(names(out.you.battlefield)).toContain(OGRE.name);
    expect(names(out.you.battlefield)).not.toContain(BEAR.name);
    expect(names(out.opponent.battlefield)).toEqual([BEAR.name]);
  });

  it('CR 701.10c: two permanents of the same controller are not exchanged', () => {
    const out = scenario({
      you: { battlefield: [BEAR.name, OGRE.name, ...islands(5)], hand: [SWITCH.name] },
      actions: [{ do: 'cast', card: SWITCH.name, targets: [BEAR.name, OGRE.name] }, { do: 'resolve' }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(names(out.you.battlefield)).toEqual(expect.arrayContaining([BEAR.name, OGRE.name]));
    expect(out.opponent.battlefield).toEqual([]);
  });

  it('CR 701.10c: "target land you control and target land an opponent controls" swaps the lands', () => {
    expect(statuses(PLOTTER)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: ['Island', 'Island', 'Island'], hand: [PLOTTER.name] },
      opponent: { battlefield: ['Mountain'] },
      actions: [{ do: 'cast', card: PLOTTER.name }, { do: 'resolve' }, { do: 'resolve', }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(names(out.you.battlefield)).toContain('Mountain');
    expect(names(out.opponent.battlefield)).toEqual(['Island']);
  });

  it('CR 701.10b: "Exchange control of ~ and target nonland permanent" gives the source away and takes the target', () => {
    expect(statuses(TOTEM)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: [TOTEM.name, 'Wastes'] },
      opponent: { battlefield: [OGRE.name] },
      actions: [{ do: 'activate', card: TOTEM.name, ability: 0, targets: [OGRE.name] }, { do: 'resolve' }],
    });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(names(out.you.battlefield)).toEqual(['Wastes', OGRE.name]);
    expect(names(out.opponent.battlefield)).toEqual([TOTEM.name]);
  });
});
