// 'All Slivers have "{2}: Regenerate this permanent."' (CR 613.1f, layer 6): activated abilities a
// static grants to each permanent of a kind. docs/rules-riders.md, "Round 7".
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const enforced = (definition: CardDefinition): boolean => compileCard(definition).lines.every((line) => line.status === 'enforced');
const SLIVER = c('Muscle Sliver', '{1}{G}', 'Creature — Sliver', '', '2', '2');
const BEARS = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');

describe('activated abilities granted to a kind of permanent (CR 613.1f)', () => {
  const clot = c('Clot Sliver', '{1}{B}', 'Creature — Sliver', 'All Slivers have "{2}: Regenerate this permanent."', '1', '1');
  const spiner = c('Spiner', '{2}{R}', 'Creature — Sliver', 'All Slivers have "{T}: This permanent deals 1 damage to any target."', '1', '1');

  it('each Sliver has the ability (the granting one too); a Bear does not', () => {
    expect(enforced(clot)).toBe(true);
    const grant = run({ cards: [clot, SLIVER, BEARS], you: { battlefield: ['Swamp', 'Swamp', clot.name, SLIVER.name, BEARS.name] }, actions: [{ do: 'activate', card: SLIVER.name, ability: 0 }, { do: 'resolve_all' }] });
    expect(grant.ok).toBe(true);
    const own = run({ cards: [clot], you: { battlefield: ['Swamp', 'Swamp', clot.name] }, actions: [{ do: 'activate', card: clot.name, ability: 0 }, { do: 'resolve_all' }] });
    expect(own.ok).toBe(true);
    const bear = run({ cards: [clot, BEARS], you: { battlefield: ['Swamp', 'Swamp', clot.name, BEARS.name] }, actions: [{ do: 'activate', card: BEARS.name, ability: 0 }] });
    expect(bear.ok).toBe(false);
  });

  it('"this permanent" is the Sliver that has the ability: it taps and deals the damage', () => {
    expect(enforced(spiner)).toBe(true);
    const output = run({ cards: [spiner, SLIVER], you: { battlefield: [spiner.name, SLIVER.name] }, actions: [{ do: 'activate', card: SLIVER.name, ability: 0, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(output.opponent.life).toBe(19);
    expect(output.you.battlefield.find((entry) => entry.card === SLIVER.name)?.tapped).toBe(true);
    expect(output.you.battlefield.find((entry) => entry.card === spiner.name)?.tapped).toBe(false);
  });

  it('the ability goes when the granting permanent leaves', () => {
    const bolt = c('Bolt', '{R}', 'Instant', 'Bolt deals 3 damage to any target.');
    const output = run({ cards: [spiner, SLIVER, bolt], you: { battlefield: ['Mountain', spiner.name, SLIVER.name], hand: [bolt.name] }, actions: [{ do: 'cast', card: bolt.name, targets: [spiner.name] }, { do: 'resolve_all' }, { do: 'activate', card: SLIVER.name, ability: 0, targets: ['opponent'] }] });
    expect(output.you.graveyard).toContain(spiner.name);
    expect(output.ok).toBe(false);
  });
});
