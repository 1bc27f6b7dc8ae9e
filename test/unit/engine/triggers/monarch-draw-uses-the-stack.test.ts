// The monarch's draw (CR 724.2): "At the beginning of the monarch's end step, that player draws a
// card" is a triggered ability. It triggers from the event stream as the end step begins and goes
// on the stack like any other (CR 603.3), so a player may respond and a Stifle-like ability
// counters it.
import { describe, expect, it } from 'vitest';
import { definition as card, eventsOf, run } from '../helpers.ts';
import { STIFLE } from '../../../fixtures/engine/cards.ts';

const ROYAL = card('Palace Page Jr', '{W}', 'Creature — Human', 'When Palace Page Jr enters the battlefield, you become the monarch.', '1', '1');
const crowned = {
  cards: [ROYAL, STIFLE],
  you: { hand: [ROYAL.name, STIFLE.name], library: ['Swamp', 'Forest', 'Plains'], battlefield: ['Plains', 'Island'] },
};
const toEndStep = [{ do: 'cast', card: ROYAL.name }, { do: 'resolve_all' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }];

describe('the monarch\'s draw (CR 724.2)', () => {
  it('CR 724.2, 603.3: triggers as your end step begins and waits on the stack; resolving it draws', () => {
    const out = run({ ...crowned, actions: toEndStep });
    expect(out.phase).toBe('end');
    expect(out.stack).toEqual([{ source: 'the monarch', kind: 'trigger', text: 'Draw a card.' }]);
    expect(out.you.hand).toEqual([STIFLE.name]);
    const drawn = run({ ...crowned, actions: [...toEndStep, { do: 'resolve' }] });
    expect(drawn.you.hand).toEqual([STIFLE.name, 'Swamp']);
    expect(eventsOf(drawn, 'resolved').at(-1)).toEqual({ type: 'resolved', source: 'the monarch', kind: 'trigger' });
  });

  it('CR 724.2, 701.5a: a Stifle-like ability counters the draw', () => {
    const out = run({ ...crowned, actions: [...toEndStep, { do: 'cast', card: STIFLE.name, targets: [{ stack: 0 }] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.stack).toEqual([]);
    expect(eventsOf(out, 'countered')).toEqual([{ type: 'countered', source: 'the monarch', kind: 'trigger' }]);
    expect(out.you.hand).toEqual([]);
    expect(out.you.library).toEqual(['Swamp', 'Forest', 'Plains']);
  });

  it('CR 724.2: no monarch, no trigger: the end step begins with an empty stack', () => {
    const out = run({ ...crowned, you: { ...crowned.you, hand: [STIFLE.name] }, actions: [{ do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }] });
    expect(out.phase).toBe('end');
    expect(out.stack).toEqual([]);
  });
});
