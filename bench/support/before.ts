// The "before" column of a benchmark: the sources of another commit ($PROXYFISH_BENCH_BEFORE, or
// else the benchmark's own default, `main` unless it names another) unpacked once per commit and process into a temporary folder with git archive,
// sharing this checkout's node_modules, so a benchmark can import the old module beside the new
// one and measure both in the same run on the same machine load.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
/** Unpacked trees by the ref asked for: `npm run bench` runs benchmarks with different defaults in one process. */
const unpacked = new Map<string, { dir: string; commit: string }>();

/**
 * The commit the before figures come from and the folder holding its sources. `defaultRef` is
 * the benchmark's own baseline (the engine bench compares with the commit before the engine-core
 * rework); $PROXYFISH_BENCH_BEFORE overrides it for every benchmark.
 */
export function beforeTree(defaultRef = 'main'): { dir: string; commit: string } {
  const ref = process.env.PROXYFISH_BENCH_BEFORE ?? defaultRef;
  const known = unpacked.get(ref);
  if (known) return known;
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), `proxyfish-before-${commit}-`));
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: ROOT });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const tree = { dir, commit };
  unpacked.set(ref, tree);
  return tree;
}

/** A module of the before tree by its path in the repository ("app/sim/simulate.ts"). */
export async function importBefore<T>(path: string): Promise<T> {
  return (await import(join(beforeTree().dir, path))) as T;
}

/** "load average 1.52 / 2.10 / 1.80 (1, 5, 15 min)": other work on the machine skews every figure. */
export function loadAverage(): string {
  return `load average ${loadavg().map((value) => value.toFixed(2)).join(' / ')} (1, 5, 15 min)`;
}
