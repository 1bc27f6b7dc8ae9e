// Where a worker thread's code comes from, for every kind of worker the core starts (the
// simulation pool, the collection import's writer).
//
// Run from a bundle (the CLI, browser mode, the Electron app): the worker is its own bundle in
// dist/<area>/, built with the others (scripts/bundles.js), found beside the caller's bundle.
// Run from the TypeScript sources (vitest, benchmarks): a worker thread cannot load .ts files
// (on Node 20 the hooks of `--import tsx` do not reach a worker's entry, and registering tsx in
// each worker costs ~0.6 s), so the entry is bundled here once per process with esbuild, a
// development dependency that only this path loads. Such a data: URL module cannot resolve
// packages itself: a worker needing an external package (better-sqlite3) is told a file to
// resolve it from.
import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const runningFromSources = import.meta.url.endsWith('.ts');
const bundles = new Map<string, Promise<string>>();

/** esbuild's output for one module as a data: URL, bundled once per process. */
export function bundledFromSources(modulePath: string, external: string[] = []): Promise<string> {
  let bundle = bundles.get(modulePath);
  if (!bundle) {
    bundle = (async () => {
      const { build } = await import('esbuild');
      const output = await build({ entryPoints: [modulePath], bundle: true, format: 'esm', platform: 'node', target: 'node20', external, write: false, logLevel: 'silent' });
      return `data:text/javascript,${encodeURIComponent(output.outputFiles[0]!.text)}`;
    })();
    bundle.catch(() => bundles.delete(modulePath));
    bundles.set(modulePath, bundle);
  }
  return bundle;
}

/**
 * A bundled worker file, as a URL relative to the caller's module. In the packaged app it is
 * unpacked beside the asar archive (electron-builder.yml), since a worker thread's entry is read
 * by Node's own loader, which does not look into archives.
 */
export function unpackedFile(url: URL): string {
  const file = fileURLToPath(url);
  const unpacked = file.replace(`app.asar${sep}`, `app.asar.unpacked${sep}`);
  return unpacked !== file && existsSync(unpacked) ? unpacked : file;
}

/** A worker's entry: its source bundled on the fly, or its built bundle (which must exist). */
export async function workerEntryUrl(source: URL, bundle: URL, what: string, external: string[] = []): Promise<URL> {
  if (runningFromSources) return new URL(await bundledFromSources(fileURLToPath(source), external));
  const file = unpackedFile(bundle);
  if (!existsSync(file)) throw new Error(`The ${what} ${file} is missing: build the bundles ("npm run build:bundles")`);
  return pathToFileURL(file);
}
