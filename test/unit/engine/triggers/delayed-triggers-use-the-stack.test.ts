// Delayed triggered abilities (CR 603.7a): created by an effect, they trigger when their step
// begins and go on the stack like any other triggered ability (CR 603.3), so a Stifle-like ability
// can counter them and they log `resolved` when they resolve.
import { describe, expect, it } from 'vitest';
import { definition as card, eventsOf, run } from '../helpers.ts';
import { STIFLE } from '../../../fixtures/engine/cards.ts';

const BEARS = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const SLIDE = card('Astral Slide', '{2}{W}', 'Enchantment', "Whenever a player cycles a card, you may exile target creature. If you do, return that card to the battlefield under its owner's control at the beginning of the next end step.");
const CYCLER = card('Shore Cycler', '{1}{U}', 'Creature — Bird', 'Cycling {2}', '1', '1');
const UPDRAFT = card('Updraft', '{1}{U}', 'Instant', "Target creature gains flying until end of turn.\nDraw a card at the beginning of the next turn's upkeep.");

describe('Astral Slide: "return that card … at the beginning of the next end step" (CR 603.7)', () => {
  const slide = {
    cards: [SLIDE, CYCLER, BEARS, STIFLE],
    you: { hand: [CYCLER.name, STIFLE.name], library: ['Island', 'Island'], battlefield: [SLIDE.name, 'Island', 'Island', 'Island'] },
    opponent: { battlefield: [BEARS.name] },
  };
  const toEndStep = [{ do: 'activate', card: CYCLER.name, ability: 'cycling' }, { do: 'resolve', choice: true }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }];

  it('CR 603.7a, 603.3: the return triggers as the end step begins and waits on the stack', () => {
    const out = run({ ...slide, actions: toEndStep });
    expect(out.phase).toBe('end');
    expect(out.stack).toEqual([{ source: SLIDE.name, kind: 'trigger', text: 'Return the exiled card to the battlefield.' }]);
    expect(out.opponent.battlefield).toEqual([]);
    const resolved = run({ ...slide, actions: [...toEndStep, { do: 'resolve' }] });
    expect(resolved.opponent.battlefield.map((entry) => entry.card)).toEqual([BEARS.name]);
    expect(eventsOf(resolved, 'resolved').at(-1)).toEqual({ type: 'resolved', source: SLIDE.name, kind: 'trigger' });
  });

  it('CR 603.7a, 701.5a: a Stifle-like ability counters the return: the creature stays exiled', () => {
    const out = run({ ...slide, actions: [...toEndStep, { do: 'cast', card: STIFLE.name, targets: [{ stack: 0 }] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.stack).toEqual([]);
    expect(eventsOf(out, 'countered')).toEqual([{ type: 'countered', source: SLIDE.name, kind: 'trigger' }]);
    expect(out.opponent.battlefield).toEqual([]);
    expect(out.opponent.exile).toEqual([BEARS.name]);
  });
});

describe('Updraft: "draw a card at the beginning of the next turn\'s upkeep" (CR 603.7)', () => {
  const updraft = {
    cards: [UPDRAFT, BEARS, STIFLE],
    you: { hand: [UPDRAFT.name, STIFLE.name], library: ['Swamp', 'Forest', 'Plains'], battlefield: [BEARS.name, 'Island', 'Island'] },
  };
  const toUpkeep = [{ do: 'cast', card: UPDRAFT.name, targets: [BEARS.name] }, { do: 'resolve' }, { do: 'next_turn' }];

  it('CR 603.7a: the draw waits on the stack in the upkeep, and next_turn stops there', () => {
    const out = run({ ...updraft, actions: toUpkeep });
    expect(out.phase).toBe('upkeep');
    expect(out.stack).toEqual([{ source: UPDRAFT.name, kind: 'trigger', text: 'Draw a card.' }]);
    const drawn = run({ ...updraft, actions: [...toUpkeep, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }] });
    expect(drawn.you.hand).toEqual([STIFLE.name, 'Swamp', 'Forest']);
  });

  it('CR 603.7a, 701.5a: a Stifle-like ability counters the delayed draw: only the draw step\'s card', () => {
    const out = run({ ...updraft, actions: [...toUpkeep, { do: 'cast', card: STIFLE.name, targets: [{ stack: 0 }] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }] });
    expect(out.ok).toBe(true);
    expect(out.phase).toBe('main1');
    expect(eventsOf(out, 'countered')).toEqual([{ type: 'countered', source: UPDRAFT.name, kind: 'trigger' }]);
    expect(out.you.hand).toEqual(['Swamp']);
  });
});
