// The "before" column of a benchmark: the sources of another commit (default `main`, or
// $PROXYFISH_BENCH_BEFORE) unpacked once per process into a temporary folder with git archive,
// sharing this checkout's node_modules, so a benchmark can import the old module beside the new
// one and measure both in the same run on the same machine load.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
let unpacked: { dir: string; commit: string } | null = null;

/** The commit the before figures come from and the folder holding its sources. */
export function beforeTree(): { dir: string; commit: string } {
  if (unpacked) return unpacked;
  const ref = process.env.PROXYFISH_BENCH_BEFORE ?? 'main';
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), `proxyfish-before-${commit}-`));
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: ROOT });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  unpacked = { dir, commit };
  return unpacked;
}

/** A module of the before tree by its path in the repository ("app/sim/simulate.ts"). */
export async function importBefore<T>(path: string): Promise<T> {
  return (await import(join(beforeTree().dir, path))) as T;
}

/** "load average 1.52 / 2.10 / 1.80 (1, 5, 15 min)": other work on the machine skews every figure. */
export function loadAverage(): string {
  return `load average ${loadavg().map((value) => value.toFixed(2)).join(' / ')} (1, 5, 15 min)`;
}
