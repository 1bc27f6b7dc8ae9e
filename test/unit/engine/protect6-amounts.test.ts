// Amounts of damage and life riders (docs/rules-riders.md, "Round 6"): "the number of … counters on
// it" where "it" is the source, and the other amounts this file's cases name.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../app/engine/card-definition.ts';
import { compileCard } from '../../../app/cards/oracle/compile.ts';
import { run } from './helpers.ts';
import { card as c } from '../../fixtures/engine/cards.ts';

const enforced = (definition: CardDefinition): boolean => compileCard(definition).lines.every((line) => line.status === 'enforced');

describe('"counters on it" as the source\'s own counters', () => {
  const phial = c('Phial', '{3}', 'Artifact', '{2}, Sacrifice Phial: Phial deals damage equal to the number of charge counters on it to any target.');

  it('CR 608.2h: a source sacrificed to pay the cost counts the counters it had on the battlefield', () => {
    expect(enforced(phial)).toBe(true);
    const output = run({ cards: [phial], you: { battlefield: ['Mountain', 'Mountain', { card: phial.name, counters: { charge: 3 } }] }, actions: [{ do: 'activate', card: phial.name, ability: 0, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(output.opponent.life).toBe(17);
    expect(output.you.graveyard).toContain(phial.name);
  });

  it('is not read where "it" names something else (the target creature of the sentence before)', () => {
    const odd = c('Odd', '{R}', 'Instant', 'Put a +1/+1 counter on target creature. Odd deals damage equal to the number of +1/+1 counters on it to any target.');
    expect(enforced(odd)).toBe(false);
  });
});
