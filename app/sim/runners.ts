// Which GameRunner the workers use, chosen by name or by module path. A worker cannot receive
// a runner object (functions do not cross threads), so each worker loads the runner itself:
// a built-in one by name from the worker's own code (worker-entry.ts), any other one by
// importing its module. The engine's autopilot (engine-runner.ts) is the default.
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Built-in runners by name; worker-entry.ts holds their modules. */
export const BUILT_IN_RUNNERS = ['engine', 'land-drops'] as const;
export type BuiltInRunner = (typeof BUILT_IN_RUNNERS)[number];

/** The rules engine with the autopilot; `land-drops` is the exactly analysable model. */
export const DEFAULT_RUNNER: BuiltInRunner = 'engine';

/** A runner as the pool passes it on: a built-in name, or the absolute path of a module exporting createGameRunner(). */
export type RunnerChoice = { builtIn: BuiltInRunner } | { modulePath: string };

export function isBuiltInRunner(name: string): name is BuiltInRunner {
  return (BUILT_IN_RUNNERS as readonly string[]).includes(name);
}

/** The runner for a name, a file URL, or a module path (relative to the working folder). */
export function resolveRunner(spec: string): RunnerChoice {
  if (isBuiltInRunner(spec)) return { builtIn: spec };
  if (spec.startsWith('file:')) return { modulePath: fileURLToPath(spec) };
  if (/[\\/]/.test(spec) || /\.[cm]?[jt]s$/.test(spec)) return { modulePath: isAbsolute(spec) ? spec : resolve(spec) };
  throw new Error(`Unknown game runner "${spec}": use one of ${BUILT_IN_RUNNERS.join(', ')} or a module path`);
}
