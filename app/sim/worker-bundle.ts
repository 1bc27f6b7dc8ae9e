// The code a simulation worker runs: worker-main.ts and the runner module, bundled into one
// plain-JavaScript ES module by esbuild and started from a data: URL.
//
// Why not `new Worker('worker.ts', { execArgv: ['--import', 'tsx'] })`: on Node 20 the module
// hooks that `--import tsx` registers do not apply to a worker's own entry ("Unknown file
// extension .ts"), and registering tsx inside each worker costs about 0.6 s of start-up per
// worker. Bundling once per process takes ~40 ms and a bundled worker starts in a few ms, under
// vitest, from the CLI and in any working folder alike.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const workerMain = fileURLToPath(new URL('./worker-main.ts', import.meta.url));
const bundles = new Map<string, Promise<URL>>();

async function bundle(runnerModulePath: string): Promise<URL> {
  const entry = [
    `import * as runnerModule from ${JSON.stringify(runnerModulePath)};`,
    `import { serveSimulation } from ${JSON.stringify(workerMain)};`,
    'await serveSimulation(runnerModule);',
  ].join('\n');
  try {
    const output = await build({
      stdin: { contents: entry, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts', sourcefile: 'simulation-worker.ts' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      write: false,
      logLevel: 'silent',
    });
    return new URL(`data:text/javascript,${encodeURIComponent(output.outputFiles[0]!.text)}`);
  } catch (error) {
    const detail = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`Cannot load the game runner ${runnerModulePath}: ${detail}`, { cause: error });
  }
}

/** The worker entry for a runner module, bundled once per process and runner. */
export function workerEntry(runnerModulePath: string): Promise<URL> {
  let entry = bundles.get(runnerModulePath);
  if (!entry) {
    entry = bundle(runnerModulePath);
    entry.catch(() => bundles.delete(runnerModulePath));
    bundles.set(runnerModulePath, entry);
  }
  return entry;
}
