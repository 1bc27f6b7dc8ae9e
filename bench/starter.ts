// How long the starter cards take to load on a first start: into an in-memory store (what tests
// pay) and into a fresh data folder on disk (what a user's first launch pays, with Services).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../app/db/connection.ts';
import { StarterData } from '../app/db/starter-data.ts';
import { Services } from '../app/services.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function run(): Promise<void> {
  const memory: number[] = [];
  let cards = 0;
  for (let round = 0; round < 30; round += 1) {
    const db = openDatabase(':memory:');
    const start = performance.now();
    cards = new StarterData(db).ensureLoaded().cards;
    memory.push(performance.now() - start);
    db.close();
  }
  const disk: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    const home = mkdtempSync(join(tmpdir(), 'proxyfish-bench-'));
    const start = performance.now();
    const services = new Services({ home });
    disk.push(performance.now() - start);
    services.close();
    rmSync(home, { recursive: true, force: true });
  }
  console.log(`starter data: ${cards} cards`);
  console.log(`  load into :memory:           median ${median(memory).toFixed(1)} ms, p95 ${percentile(memory, 95).toFixed(1)} ms (30 runs)`);
  console.log(`  first start (new Services)   median ${median(disk).toFixed(1)} ms, p95 ${percentile(disk, 95).toFixed(1)} ms (10 runs, fresh data folder)`);
}
