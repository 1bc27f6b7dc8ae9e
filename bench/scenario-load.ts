// Figures for loading a big scenario onto a goldfish table (issue 22, break 5): 1,000 to 8,000
// permanents (lands and creatures, some tapped), parsed, built and shown as the table's first
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

function median(values: number[]): number {
  return values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

export async function run(): Promise<void> {
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-bench-'));
  const services = new Services({ home });
  try {
    for (const size of SIZES) {
      const json = bigScenario(size);
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
      console.log(`${size.toLocaleString('en')} permanents (${(json.length / 1024).toFixed(0)} KB): built ${median(built).toFixed(0)} ms, loaded onto a table and shown ${median(shown).toFixed(0)} ms`);
    }
  } finally {
    services.close();
    rmSync(home, { recursive: true, force: true });
  }
}
