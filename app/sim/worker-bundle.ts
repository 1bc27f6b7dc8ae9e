// Where a simulation worker's code comes from, and how it is told which runner to use.
//
// Run from a bundle (the CLI, browser mode, the Electron app): the worker is dist/sim/worker.js,
// built once with the other bundles (scripts/bundles.js) and found beside this code's own
// bundle, which lives in another folder of dist/ (in a checkout and in the packaged app alike).
// Nothing is transpiled at run time.
//
// Run from the TypeScript sources (vitest, benchmarks): a worker thread cannot load .ts files
// (on Node 20 the hooks of `--import tsx` do not reach a worker's entry, and registering tsx in
// each worker costs ~0.6 s), so the worker entry, and a runner module given by path, are bundled
// here once per process with esbuild, a development dependency that only this path loads.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { bundledFromSources, runningFromSources, unpackedFile, workerEntryUrl } from '../worker-code.ts';
import type { RunnerChoice } from './runners.ts';
import type { WorkerRunner } from './pool-messages.ts';

function loadError(modulePath: string, error: unknown): Error {
  const detail = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error instanceof Error ? error.message : String(error));
  return new Error(`Cannot load the game runner ${modulePath}: ${detail}`, { cause: error });
}

/** The bundled worker beside this bundle: dist/sim/worker.js (unpacked from the asar in the packaged app). */
export function bundledWorkerFile(): string {
  return unpackedFile(new URL('../sim/worker.js', import.meta.url));
}

/** The pool worker's entry module. */
export function workerEntry(): Promise<URL> {
  return workerEntryUrl(new URL('./worker-entry.ts', import.meta.url), new URL('../sim/worker.js', import.meta.url), 'simulation worker');
}

/** What a worker is told to load for a run's runner. */
export async function workerRunner(choice: RunnerChoice): Promise<WorkerRunner> {
  if ('builtIn' in choice) return choice;
  const { modulePath } = choice;
  if (!runningFromSources) {
    if (!existsSync(modulePath)) throw loadError(modulePath, new Error('no such file'));
    return { name: modulePath, specifier: pathToFileURL(modulePath).href };
  }
  try {
    return { name: modulePath, specifier: await bundledFromSources(modulePath) };
  } catch (error) {
    throw loadError(modulePath, error);
  }
}
