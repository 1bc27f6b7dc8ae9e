// How long opening the core takes on a fresh and on an existing data folder (migrations,
// WAL setup): the cost every app launch and every CLI command pays.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Services } from '../app/services.ts';

export async function run(): Promise<void> {
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-bench-startup-'));
  try {
    let started = performance.now();
    new Services({ home }).close();
    const fresh = performance.now() - started;
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      started = performance.now();
      new Services({ home }).close();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`open services, fresh data folder:    ${fresh.toFixed(1)} ms`);
    console.log(`open services, existing data folder: median ${times[10]!.toFixed(1)} ms over 20 runs`);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
