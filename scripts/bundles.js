// The JavaScript bundles every entry point runs from, so nothing transpiles TypeScript at run
// time: the CLI, browser mode, the Electron main process and preload, the simulation worker, the
// collection import's writer. Built by `npm install` (the `prepare` script) and rebuilt by the
// entry points of a source checkout when a source file is newer than the bundles (see README
// "Bundles").
//
// Every bundle lives exactly two folders below the project root (dist/<name>/<file>), like the
// core's own files (app/<area>/<file>): the core finds its run-time files (assets/fonts,
// assets/starter, the simulation worker) by paths relative to its own module, and those
// paths then hold both in the sources and in a bundle, in a checkout and in the packaged app.
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import vm from 'node:vm';
import { rulesVersionOfSources } from './rules-version.js';

export const PROJECT_ROOT = join(import.meta.dirname, '..');

/** entry point (relative to the project root) → bundle (relative to the project root). */
export const BUNDLES = [
  // CommonJS, so that they can start from V8's code cache (runWithCodeCache below).
  { entry: 'app/cli/main.ts', outfile: 'dist/cli/main.cjs', format: 'cjs', codeCache: true },
  { entry: 'main/browser.ts', outfile: 'dist/browser/main.cjs', format: 'cjs', codeCache: true },
  { entry: 'main/electron/main.ts', outfile: 'dist/electron/main.js', format: 'esm' },
  // Sandboxed preloads cannot be ES modules.
  { entry: 'main/electron/preload.ts', outfile: 'dist/electron/preload.cjs', format: 'cjs' },
  { entry: 'app/sim/worker-entry.ts', outfile: 'dist/sim/worker.js', format: 'esm' },
  // The writer thread of a big collection import.
  { entry: 'app/collection/import-write-worker.ts', outfile: 'dist/collection/import-writer.js', format: 'esm' },
];

/**
 * Packages loaded from node_modules at run time instead of being bundled: electron (the
 * runtime itself), better-sqlite3 (a native addon), pdfkit (reads its data files from its own
 * folder; loaded on the first export), mana-font (its font file is embedded in PDFs), esbuild
 * (a development tool the simulator uses only when running from sources), sharp (a native addon
 * with its own libvips; loaded by the first picture checked), pdfjs-dist and @napi-rs/canvas
 * (an ES module with its own font data, and a native addon; loaded by the first PNG export).
 * Every other package
 * is bundled: resolving and compiling hundreds of small files from node_modules took most of a
 * CLI command's start-up.
 */
const EXTERNAL = ['electron', 'better-sqlite3', 'pdfkit', 'mana-font', 'esbuild', 'sharp', 'pdfjs-dist', '@napi-rs/canvas'];

/**
 * zod re-exports its error messages in ~50 languages (`z.locales`), half of its size and a
 * quarter of the CLI bundle; the core uses only the English default messages (its own messages
 * name the field), so the bundles carry English alone.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${sep}node_modules${sep}zod${sep}`) ? { path: join(dirname(args.importer), args.path), namespace: 'zod-english-only' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

/**
 * Bundled CommonJS packages call require(): an ES module bundle gets a real one. A CommonJS
 * bundle of the core gets import.meta.url (the core finds its files from it) as its own URL.
 */
function formatShims(bundle) {
  if (bundle.format === 'esm') {
    return { banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" } };
  }
  if (!bundle.codeCache) return {};
  return {
    banner: { js: 'var __bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
    define: { 'import.meta.url': '__bundleUrl', 'import.meta.dirname': '__dirname' },
  };
}

/**
 * Runs a CommonJS bundle from V8's code cache (`<bundle>.cache`, written after the first run
 * and whenever V8 rejects it: another bundle or another Node). Compiling the CLI bundle was the
 * largest part of a command's start-up, and Node 20 has no compile cache for ES modules.
 * Returns the bundle's exports and a function that saves the cache once the work is done (by
 * then the functions the command used are compiled too, and are cached with it).
 */
export function runWithCodeCache(file) {
  const cacheFile = `${file}.cache`;
  const source = readFileSync(file, 'utf8');
  // V8 checks only the source's length against the cache: the cache starts with the source's
  // digest, so that a rebuilt bundle of the same length never runs the old code.
  const digest = createHash('sha256').update(source).digest();
  let cachedData;
  try {
    const cache = readFileSync(cacheFile);
    if (cache.subarray(0, digest.length).equals(digest)) cachedData = cache.subarray(digest.length);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(Module.wrap(source), { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, Module.createRequire(file), module, file, dirname(file));
  const saveCache = () => {
    if (cachedData && !script.cachedDataRejected) return;
    try {
      writeAtomically(cacheFile, Buffer.concat([digest, script.createCachedData()]));
    } catch {
      // A read-only install runs without the cache.
    }
  };
  return { exports: module.exports, saveCache };
}

/** Lists the source files that went into the bundles, to tell later whether they are stale. */
const MANIFEST = 'dist/bundles.json';

/**
 * Whether the bundles are missing or older than a source file they were built from. Outside a
 * source checkout (no sources beside the bundles) they are never stale.
 */
export function bundlesStale(root = PROJECT_ROOT) {
  const manifestFile = join(root, MANIFEST);
  if (!existsSync(manifestFile)) return true;
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return true;
  }
  if (!BUNDLES.every((bundle) => manifest.outputs?.includes(bundle.outfile) && existsSync(join(root, bundle.outfile)))) return true;
  const prefix = root.endsWith(sep) ? root : root + sep;
  for (const input of manifest.inputs ?? []) {
    let modified;
    try {
      modified = statSync(prefix + input).mtimeMs;
    } catch {
      // A source file that went away: its importer changed too (or this is no checkout).
      continue;
    }
    if (modified > manifest.builtAt) return true;
  }
  return false;
}

/**
 * Builds every bundle with esbuild (a development dependency, loaded only here). Outputs are written to a temporary name
 * and renamed, so processes starting meanwhile see either the old or the new bundle.
 */
export async function buildBundles(root = PROJECT_ROOT, { quiet = false } = {}) {
  const { build } = await import('esbuild');
  const builtAt = Date.now();
  const inputs = new Set();
  // The card facts cache's version, from the sources these bundles are built from (app/cards/rules-version.ts).
  const rulesVersion = JSON.stringify(await rulesVersionOfSources(root));
  for (const bundle of BUNDLES) {
    const result = await build({
      absWorkingDir: root,
      entryPoints: [bundle.entry],
      outfile: bundle.outfile,
      format: bundle.format,
      bundle: true,
      platform: 'node',
      target: 'node20',
      external: EXTERNAL,
      plugins: [zodEnglishOnly],
      ...formatShims(bundle),
      define: { ...formatShims(bundle).define, __PROXYFISH_RULES_VERSION__: rulesVersion },
      sourcemap: 'linked',
      // Smaller bundles compile faster: compiling the CLI bundle is most of its start-up.
      minify: true,
      keepNames: true,
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    // Packages change only through npm install, whose `prepare` rebuilds the bundles anyway.
    for (const input of Object.keys(result.metafile.inputs)) if (!input.includes('node_modules/')) inputs.add(input);
    for (const output of result.outputFiles) writeAtomically(output.path, output.contents);
  }
  const manifest = { builtAt, outputs: BUNDLES.map((bundle) => bundle.outfile), inputs: [...inputs].sort() };
  writeAtomically(join(root, MANIFEST), JSON.stringify(manifest, null, 1));
  if (!quiet) console.log(`Built ${BUNDLES.length} bundles from ${inputs.size} source files into ${relative(process.cwd(), join(root, 'dist')) || 'dist'}/`);
}

function writeAtomically(file, contents) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/** Rebuilds the bundles of a source checkout when they are stale; a no-op elsewhere. */
export async function ensureBundles(root = PROJECT_ROOT, options = {}) {
  if (bundlesStale(root)) await buildBundles(root, options);
}
