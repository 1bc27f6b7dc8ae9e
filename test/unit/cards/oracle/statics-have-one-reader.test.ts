// One reader for static lines (issue 26): a card's static line compiles to the tree the grammar
// reads from it, whatever the card's language, so the engine handles one shape per rule.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { parseStaticLine } from '../../../../app/cards/oracle/grammar/statics.ts';

const staticsOf = (oracle_text: string, type_line = 'Creature — Bear') =>
  compileCard({ name: 'Test Card', mana_cost: '{2}', type_line, oracle_text, power: '2', toughness: '2' } satisfies CardDefinition).statics
    .map((ability) => ability.effect)
    .filter((effect) => effect.kind !== 'enchant');

describe('a static line has one tree, the grammar’s', () => {
  it.each([
    'Creatures you control get +1/+1.',
    'Sliver creatures you control get +1/+1.',
    'Other Zombie creatures you control have haste.',
    'Enchanted creatures you control have shroud.',
    "Players can't cycle cards.",
    'Cycling abilities you activate cost you up to {2} less to activate.',
  ])('%s', (line) => {
    const grammar = parseStaticLine(line);
    expect(grammar).toBeDefined();
    expect(staticsOf(line)).toEqual(grammar);
  });

  it("an anthem is an anthem in every language, never a separate 'lord'", () => {
    const english = staticsOf('Other Goblin creatures you control get +1/+1.');
    expect(english).toMatchObject([{ kind: 'anthem' }]);
    expect(staticsOf('Andere Goblin-Kreaturen, die du kontrollierst, erhalten +1/+1.')).toEqual(english);
    expect(staticsOf('Las otras criaturas Goblin que controlas obtienen +1/+1.')).toEqual(english);
  });

  it("Pacifism's line is the two restrictions the grammar reads (CR 508.1c, 509.1b)", () => {
    const line = "Enchanted creature can't attack or block.";
    expect(staticsOf(`Enchant creature\n${line}`, 'Enchantment — Aura')).toEqual(parseStaticLine(line));
    expect(parseStaticLine(line)).toEqual([
      { kind: 'restriction', what: 'cant attack', enchanted: true },
      { kind: 'restriction', what: 'cant block', enchanted: true },
    ]);
  });
});
