// Big scenario files through goldfish.loadScenario (issue 22, break 5): thousands to 100,000
// permanents (lands, creatures, Auras attached to them), long libraries, thousands of card
// definitions and actions, at the limits and past them. Each must load fast or be refused with
// the limit named; a table that loaded is ended again.
import type { Family } from '../family.ts';
import type { Random } from '../random.ts';

const SIZES = [1_000, 2_000, 4_000, 8_000, 9_999, 10_000, 10_001, 20_000, 100_000];
const CARDS = [
  { name: 'Fuzz Bear', type_line: 'Creature — Bear', mana_cost: '{1}{G}', power: '2', toughness: '2' },
  { name: 'Fuzz Aura', type_line: 'Enchantment — Aura', mana_cost: '{G}', oracle_text: 'Enchant creature\nEnchanted creature gets +1/+1.' },
];

function permanent(random: Random, index: number): unknown {
  switch (random.int(0, 3)) {
    case 0:
      return random.pick(['Forest', 'Island', 'Swamp']);
    case 1:
      return { card: 'Island', tapped: random.chance(0.5), counters: random.chance(0.1) ? { '+1/+1': random.int(0, 3) } : undefined };
    case 2:
      return 'Fuzz Bear';
    default:
      // An Aura on the permanent before it, when there is one.
      return index > 0 ? { card: 'Fuzz Aura', attachedTo: index - 1 } : 'Fuzz Aura';
  }
}

export const hugeScenarios: Family = {
  name: 'huge-scenarios',
  async send({ random, target }) {
    const size = random.pick(SIZES);
    const shape = random.int(0, 3);
    const names = (count: number) => Array.from({ length: count }, () => random.pick(['Forest', 'Island', 'Fuzz Bear']));
    const scenario =
      shape === 0
        ? { cards: CARDS, you: { battlefield: Array.from({ length: size }, (_, index) => permanent(random, index)), hand: names(7) } }
        : shape === 1
          ? { cards: CARDS, you: { library: names(size), battlefield: ['Forest', 'Fuzz Bear'] }, opponent: { battlefield: names(Math.min(size, 500)) } }
          : shape === 2
            ? { cards: [...CARDS, ...Array.from({ length: Math.min(size, 6_000) }, (_, index) => ({ name: `Fuzz Card ${index}`, type_line: 'Artifact' }))], you: { hand: ['Fuzz Card 1'] } }
            : { cards: CARDS, you: { hand: names(7), battlefield: names(20) }, actions: Array.from({ length: size }, () => ({ do: random.pick(['next_phase', 'resolve_all']) })) };
    const json = JSON.stringify(scenario);
    const answer = await target.api('huge-scenarios', 'goldfish.loadScenario', { json }, `${size} ${['permanents', 'library cards', 'card definitions', 'actions'][shape]} (${(json.length / 1024).toFixed(0)} KB)`);
    const id = (answer.json as { result?: { id?: unknown } } | null)?.result?.id;
    if (typeof id === 'string') await target.api('huge-scenarios', 'goldfish.end', { game: id });
  },
};
