// Figures for loading a big scenario onto a goldfish table (issue 22, break 5): 1,000 to 8,000
// permanents (lands and creatures, some tapped; or creatures each enchanted by a +1/+1 Aura), parsed, built and shown as the table's first
// view, the way `goldfish.loadScenario` answers. Each size is loaded three times; the median shows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameFromScenario } from '../app/engine/index.ts';
import { Services } from '../app/services.ts';

const SIZES = [1_000, 2_000, 4_000, 8_000];
const RUNS = 3;

export function bigScenario(permanents: number): string {
  const cards = [{ name: 'Bench Bear', type_line: 'Creature — Bear', mana_cost: '{1}{G}', power: '2', toughness: '2' }];
  const battlefield = Array.from({ length: permanents }, (_, index) => (index % 3 === 0 ? 'Forest' : index % 3 === 1 ? { card: 'Island', tapped: true } : 'Bench Bear'));
  return JSON.stringify({ cards, you: { battlefield, hand: ['Forest', 'Bench Bear'] } });
}

/** Half creatures, half Auras with "Enchanted creature gets +1/+1", each Aura on its own creature: every creature's power reads its Aura. */
export function auraScenario(permanents: number): string {
  const cards = [
    { name: 'Bench Bear', type_line: 'Creature — Bear', mana_cost: '{1}{G}', power: '2', toughness: '2' },
    { name: 'Bench Might', type_line: 'Enchantment — Aura', mana_cost: '{G}', oracle_text: 'Enchant creature\nEnchanted creature gets +1/+1.' },
  ];
  const battlefield = Array.from({ length: permanents }, (_, index) => (index % 2 === 0 ? 'Bench Bear' : { card: 'Bench Might', attachedTo: index - 1 }));
  return JSON.stringify({ cards, you: { battlefield, hand: ['Forest'] } });
}

function median(values: number[]): number {
  return values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

export async function run(): Promise<void> {
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-bench-'));
  const services = new Services({ home });
  try {
    const boards = SIZES.flatMap((size) => [
      { size, label: 'permanents', json: bigScenario(size) },
      { size, label: 'permanents, half of them +1/+1 Auras', json: auraScenario(size) },
    ]);
    for (const { size, label, json } of boards) {
      const built: number[] = [];
      const shown: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        let start = performance.now();
        gameFromScenario(json);
        built.push(performance.now() - start);
        start = performance.now();
        const view = services.goldfish.loadScenario(json, 'bench');
        shown.push(performance.now() - start);
        services.goldfish.end(view.id);
      }
      console.log(`${size.toLocaleString('en')} ${label} (${(json.length / 1024).toFixed(0)} KB): built ${median(built).toFixed(0)} ms, loaded onto a table and shown ${median(shown).toFixed(0)} ms`);
    }
  } finally {
    services.close();
    rmSync(home, { recursive: true, force: true });
  }
}
