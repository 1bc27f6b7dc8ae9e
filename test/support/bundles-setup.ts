// vitest global setup: the CLI, browser-mode and Electron tests run the real bundles (dist/),
// so rebuild them once before the tests when a source file is newer (scripts/bundles.js).
import { spawnSync } from 'node:child_process';

export default function setup(): void {
  const result = spawnSync(process.execPath, ['scripts/build-bundles.js', '--if-stale'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Building the bundles failed:\n${result.stderr}${result.stdout}`);
}
