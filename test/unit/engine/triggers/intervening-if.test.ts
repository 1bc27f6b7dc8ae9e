// Intervening "if" clauses (CR 603.4): "When/Whenever/At …, if [condition], [effect]" checks its
// condition as the event happens (false: the ability doesn't trigger at all) and again as it
// resolves (false then: it does nothing).
import { describe, expect, it } from 'vitest';
import { definition as card, eventsOf, run } from '../helpers.ts';

const BEARS = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const UNITY = card('Call for Unity', '{3}{W}{W}', 'Enchantment', 'Revolt — At the beginning of your end step, if a permanent you controlled left the battlefield this turn, put a unity counter on Call for Unity.\nCreatures you control get +1/+1 for each unity counter on Call for Unity.');
const VANGUARD = card('Leonin Vanguard', '{W}', 'Creature — Cat Soldier', 'At the beginning of combat on your turn, if you control three or more creatures, Leonin Vanguard gets +1/+1 until end of turn and you gain 1 life.', '1', '1');

describe('CR 603.4: the condition is false as the event happens', () => {
  it('Call for Unity: nothing left the battlefield, so nothing triggers and the turn goes on', () => {
    const out = run({ cards: [UNITY], turn: 2, phase: 'main1', you: { battlefield: [UNITY.name], library: ['Island', 'Island'] }, actions: [{ do: 'next_turn' }] });
    expect(out.ok).toBe(true);
    expect(eventsOf(out, 'triggered')).toEqual([]);
    expect(out.turn).toBe(3);
    expect(out.phase).toBe('main1');
  });

  it('Call for Unity: a permanent of yours left, so it triggers at the end step and gets its counter', () => {
    const out = run({
      cards: [UNITY, BEARS],
      you: { battlefield: [UNITY.name, BEARS.name], library: ['Island', 'Island'] },
      actions: [{ do: 'move', card: BEARS.name, to: 'graveyard' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve' }],
    });
    expect(eventsOf(out, 'triggered').map((event) => event.source)).toEqual([UNITY.name]);
    expect(out.you.battlefield.find((entry) => entry.card === UNITY.name)!.counters).toEqual({ unity: 1 });
  });

  it('Leonin Vanguard with two creatures: no trigger at the beginning of combat', () => {
    const out = run({ cards: [VANGUARD, BEARS], you: { battlefield: [VANGUARD.name, BEARS.name] }, actions: [{ do: 'next_phase' }] });
    expect(out.phase).toBe('combat');
    expect(out.stack).toEqual([]);
    expect(eventsOf(out, 'triggered')).toEqual([]);
  });
});

describe('CR 603.4: the condition is checked again on resolution', () => {
  const three = { cards: [VANGUARD, BEARS], you: { battlefield: [VANGUARD.name, BEARS.name, BEARS.name] } };

  it('Leonin Vanguard with three creatures triggers, and resolves while it still has them', () => {
    const out = run({ ...three, actions: [{ do: 'next_phase' }, { do: 'resolve' }] });
    expect(eventsOf(out, 'triggered').map((event) => event.source)).toEqual([VANGUARD.name]);
    expect(out.you.life).toBe(21);
    expect(out.you.battlefield.find((entry) => entry.card === VANGUARD.name)).toMatchObject({ power: 2, toughness: 2 });
  });

  it('Leonin Vanguard: a creature left before it resolved, so it does nothing', () => {
    const out = run({ ...three, actions: [{ do: 'next_phase' }, { do: 'move', card: BEARS.name, to: 'hand' }, { do: 'resolve' }] });
    expect(eventsOf(out, 'triggered').map((event) => event.source)).toEqual([VANGUARD.name]);
    expect(out.stack).toEqual([]);
    expect(out.you.life).toBe(20);
    expect(out.you.battlefield.find((entry) => entry.card === VANGUARD.name)).toMatchObject({ power: 1, toughness: 1 });
  });
});
