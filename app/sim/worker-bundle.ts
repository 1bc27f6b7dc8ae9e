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
import { sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RunnerChoice } from './runners.ts';
import type { WorkerRunner } from './pool-messages.ts';

const runningFromSources = import.meta.url.endsWith('.ts');
const bundles = new Map<string, Promise<string>>();

/** esbuild's output for one module as a data: URL, bundled once per process. */
function bundledFromSources(modulePath: string): Promise<string> {
  let bundle = bundles.get(modulePath);
  if (!bundle) {
    bundle = (async () => {
      const { build } = await import('esbuild');
      const output = await build({ entryPoints: [modulePath], bundle: true, format: 'esm', platform: 'node', target: 'node20', write: false, logLevel: 'silent' });
      return `data:text/javascript,${encodeURIComponent(output.outputFiles[0]!.text)}`;
    })();
    bundle.catch(() => bundles.delete(modulePath));
    bundles.set(modulePath, bundle);
  }
  return bundle;
}

function loadError(modulePath: string, error: unknown): Error {
  const detail = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error instanceof Error ? error.message : String(error));
  return new Error(`Cannot load the game runner ${modulePath}: ${detail}`, { cause: error });
}

/**
 * The bundled worker beside this bundle: dist/sim/worker.js. In the packaged app it is unpacked
 * beside the asar archive (electron-builder.yml), since a worker thread's entry is read by
 * Node's own loader, which does not look into archives.
 */
export function bundledWorkerFile(): string {
  const file = fileURLToPath(new URL('../sim/worker.js', import.meta.url));
  const unpacked = file.replace(`app.asar${sep}`, `app.asar.unpacked${sep}`);
  return unpacked !== file && existsSync(unpacked) ? unpacked : file;
}

/** The pool worker's entry module. */
export async function workerEntry(): Promise<URL> {
  if (runningFromSources) return new URL(await bundledFromSources(fileURLToPath(new URL('./worker-entry.ts', import.meta.url))));
  const file = bundledWorkerFile();
  if (!existsSync(file)) throw new Error(`The simulation worker ${file} is missing: build the bundles ("npm run build:bundles")`);
  return pathToFileURL(file);
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
