// Which GameRunner the workers use, chosen by name or by module path. A worker cannot receive
// a runner object (functions do not cross threads), so the pool bundles the runner's module
// into the worker (worker-bundle.ts), which calls its createGameRunner() once. The engine's
// autopilot (engine-runner.ts) is the default.
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dictionary } from '../dictionary.ts';

/** Built-in runners by name: absolute paths of modules exporting createGameRunner(). */
export const RUNNER_MODULES: Readonly<Record<string, string>> = dictionary({
  engine: fileURLToPath(new URL('./engine-runner.ts', import.meta.url)),
  'land-drops': fileURLToPath(new URL('./land-drops-runner.ts', import.meta.url)),
});

/** The rules engine with the autopilot; `land-drops` is the exactly analysable model. */
export const DEFAULT_RUNNER = 'engine';

/** The module path for a runner name, a file URL, or a path (relative to the working folder). */
export function resolveRunnerModule(spec: string): string {
  const known = RUNNER_MODULES[spec];
  if (known) return known;
  if (spec.startsWith('file:')) return fileURLToPath(spec);
  if (/[\\/]/.test(spec) || /\.[cm]?[jt]s$/.test(spec)) return isAbsolute(spec) ? spec : resolve(spec);
  throw new Error(`Unknown game runner "${spec}": use one of ${Object.keys(RUNNER_MODULES).join(', ')} or a module path`);
}
