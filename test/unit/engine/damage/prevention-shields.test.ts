// "Prevent all [combat] damage that would be dealt [to X] [by Y] this turn" and "Prevent all damage
// Y would deal this turn" (CR 615): shields between recipients and sources for the turn or until your
// next turn. docs/rules-riders.md, "Round 5".
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const enforced = (definition: CardDefinition): boolean => compileCard(definition).lines.every((line) => line.status === 'enforced');
const BEARS = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const PYRE = c('Pyre', '{R}', 'Sorcery', 'Pyre deals 2 damage to each creature and each player.');
const on = (output: ReturnType<typeof run>, name: string) => output.you.battlefield.some((entry) => entry.card === name);

describe('prevention shields for the turn (CR 615)', () => {
  const SHELTER = c('Shelter', '{W}', 'Instant', 'Prevent all damage that would be dealt to you and creatures you control this turn.');

  it('CR 615: damage to you and to creatures you control is prevented this turn; the opponent still takes it', () => {
    expect(enforced(SHELTER)).toBe(true);
    const lands = ['Plains', 'Mountain'];
    const cast = [{ do: 'cast', card: SHELTER.name }, { do: 'resolve_all' }, { do: 'cast', card: PYRE.name }, { do: 'resolve_all' }];
    const output = run({ cards: [SHELTER, PYRE, BEARS], you: { battlefield: [...lands, BEARS.name], hand: [SHELTER.name, PYRE.name] }, actions: cast });
    expect(output.ok).toBe(true);
    expect(output.you.life).toBe(20);
    expect(on(output, BEARS.name)).toBe(true);
    expect(output.opponent.life).toBe(18);
    // Without the shield the Bears die and you take 2.
    const bare = run({ cards: [PYRE, BEARS], you: { battlefield: [...lands, BEARS.name], hand: [PYRE.name] }, actions: cast.slice(2) });
    expect(bare.you.life).toBe(18);
    expect(on(bare, BEARS.name)).toBe(false);
  });

  it('CR 615: the shield ends at cleanup', () => {
    const actions = [{ do: 'cast', card: SHELTER.name }, { do: 'resolve_all' }, { do: 'next_turn' }, { do: 'cast', card: PYRE.name }, { do: 'resolve_all' }];
    const output = run({ cards: [SHELTER, PYRE], you: { battlefield: ['Plains', 'Mountain'], hand: [SHELTER.name, PYRE.name] }, actions });
    expect(output.ok).toBe(true);
    expect(output.you.life).toBe(18);
  });

  it('CR 615: "Prevent all combat damage target creature would deal this turn" stops its combat damage only', () => {
    const HOLD = c('Hold Back', '{W}', 'Instant', 'Prevent all combat damage that would be dealt this turn by target creature you control.');
    const calm = c('Calm', '{W}', 'Instant', 'Prevent all damage target creature would deal this turn.');
    expect(enforced(HOLD)).toBe(true);
    expect(enforced(calm)).toBe(true);
    const bears = { name: BEARS.name, zone: 'battlefield' };
    const output = run({ cards: [calm, BEARS], phase: 'main1', turn: 2, you: { battlefield: ['Plains', { card: BEARS.name }], hand: [calm.name] }, actions: [{ do: 'cast', card: calm.name, targets: [bears] }, { do: 'resolve_all' }, { do: 'next_phase' }, { do: 'attack', attackers: [BEARS.name] }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }] });
    expect(output.ok).toBe(true);
    expect(output.opponent.life).toBe(20);
    const open = run({ cards: [BEARS], phase: 'main1', turn: 2, you: { battlefield: [{ card: BEARS.name }] }, actions: [{ do: 'next_phase' }, { do: 'attack', attackers: [BEARS.name] }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }] });
    expect(open.opponent.life).toBe(18);
  });

  it('"black sources and red sources": a kind of source, checked as the damage would be dealt', () => {
    const ward = c('Ward', '{W}', 'Instant', 'Prevent all damage that black sources and red sources would deal this turn.');
    expect(enforced(ward)).toBe(true);
    const output = run({ cards: [ward, PYRE], you: { battlefield: ['Plains', 'Mountain'], hand: [ward.name, PYRE.name] }, actions: [{ do: 'cast', card: ward.name }, { do: 'resolve_all' }, { do: 'cast', card: PYRE.name }, { do: 'resolve_all' }] });
    expect(output.opponent.life).toBe(20);
    expect(output.you.life).toBe(20);
  });

  it('a line without a duration is a static ability, not this sentence (damage/static-damage-changes.test.ts)', () => {
    const idol = compileCard(c('Idol', '{3}', 'Artifact', 'Prevent all damage that would be dealt to you.'));
    expect(idol.statics.map((ability) => ability.effect.kind)).toEqual(['damage change']);
  });
});
