// better-sqlite3 for Electron's ABI, kept in build/electron-native/ (outside node_modules, where
// the Node build stays for tests and the CLI). The Electron main process loads it through
// better-sqlite3's `nativeBinding` option; electron-builder ships it as resources/native/.
//
// Getting it, in order: the copy already there when its ABI is right; the prebuilt binary that
// better-sqlite3 publishes for this Electron version (prebuild-install, from GitHub); a build
// against Electron's headers (node-gyp, headers from electronjs.org, needs a C++ toolchain).
// Offline, all fail: the caller says so in one line and starts browser mode instead.
//
// `node scripts/electron-native.js` (run by `npm run dist`) does the same and fails loudly.
// Mirrors: npm_config_better_sqlite3_binary_host for the prebuilt binaries,
// PROXYFISH_ELECTRON_HEADERS_URL for the headers.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readNativeAbi } from './native-abi.js';

const require = createRequire(import.meta.url);
const PROJECT_ROOT = join(import.meta.dirname, '..');

/** Where the Electron build lives in a checkout (and what electron-builder packs). */
export const ELECTRON_NATIVE_FILE = join(PROJECT_ROOT, 'build', 'electron-native', 'better_sqlite3.node');

export function installedElectronVersion() {
  return JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
}

/** The ABI of an Electron version from node-abi's table (what prebuild-install uses too). */
export function electronAbiFromTable(electronVersion) {
  const nodeAbi = createRequire(require.resolve('prebuild-install/package.json'))('node-abi');
  return Number(nodeAbi.getAbi(electronVersion, 'electron'));
}

/** The ABI the Electron binary itself reports (run as plain Node), or null. */
export function electronAbiOf(binary) {
  const result = spawnSync(binary, ['-p', 'process.versions.modules'], { env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' }, encoding: 'utf8', timeout: 60_000 });
  const abi = Number(result.stdout?.trim());
  return result.status === 0 && Number.isInteger(abi) && abi > 0 ? abi : null;
}

/** A scratch copy of the better-sqlite3 package without its Node build, to fetch or build into. */
function scratchPackage() {
  const work = mkdtempSync(join(tmpdir(), 'proxyfish-electron-native-'));
  const source = dirname(require.resolve('better-sqlite3/package.json'));
  cpSync(source, work, { recursive: true, filter: (path) => !path.startsWith(join(source, 'build')) });
  return work;
}

/** One short line out of a tool's output: the server it could not reach, its error, or its last line. */
function reasonFrom(output, fallback) {
  const text = String(output ?? '');
  if (/ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|ECONNRESET|network connectivity/.test(text)) {
    const url = /(?:ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN) ([\w.:-]+)|GET (https?:\/\/[^/\s]+)/.exec(text);
    return `no connection to ${url?.[1] ?? url?.[2] ?? 'the download server'}`;
  }
  const error = /Error: (.+)/.exec(text);
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  return (error?.[1] ?? lines.at(-1) ?? fallback).trim().slice(0, 200);
}

function runStep(command, args, cwd, timeout, env = process.env) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout, env });
  if (result.error) return result.error.message;
  if (result.status !== 0) return reasonFrom(`${result.stdout}\n${result.stderr}`, `exit code ${result.status}`);
  const built = join(cwd, 'build', 'Release', 'better_sqlite3.node');
  return existsSync(built) ? { file: built } : 'no better_sqlite3.node was produced';
}

/** better-sqlite3's published binary for this Electron version (GitHub). */
export function fetchPrebuilt({ electronVersion, workDir }) {
  const bin = join(dirname(require.resolve('prebuild-install/package.json')), 'bin.js');
  return runStep(process.execPath, [bin, '--runtime', 'electron', '--target', electronVersion, '--arch', process.arch, '--platform', process.platform], workDir, 120_000);
}

/** A build against Electron's headers (electronjs.org) with node-gyp and the C++ toolchain. */
export function buildAgainstHeaders({ electronVersion, workDir }) {
  let nodeGyp;
  try {
    nodeGyp = require.resolve('node-gyp/bin/node-gyp.js');
  } catch {
    return 'node-gyp is not installed';
  }
  const distUrl = process.env.PROXYFISH_ELECTRON_HEADERS_URL ?? 'https://electronjs.org/headers';
  // Under npm, npm_config_nodedir may point at the local Node's headers (a system npm sets
  // it): node-gyp would then build for Node's ABI, not Electron's.
  const { npm_config_nodedir: _nodeHeaders, ...env } = process.env;
  return runStep(process.execPath, [nodeGyp, 'rebuild', '--release', `--target=${electronVersion}`, '--runtime=electron', `--dist-url=${distUrl}`], workDir, 900_000, env);
}

export const DEFAULT_ATTEMPTS = [
  { name: 'the prebuilt binary', run: fetchPrebuilt },
  { name: "a build against Electron's headers", run: buildAgainstHeaders },
];

/**
 * Makes sure `file` holds better-sqlite3 for `abi`. Returns { ok: true, file, source } or
 * { ok: false, reason } with a one-line reason. An attempt's result is used only when its ABI
 * is the one asked for; the file is replaced atomically, so Electron never sees half of it.
 */
export function ensureElectronSqlite({ electronVersion, abi, file = ELECTRON_NATIVE_FILE, attempts = DEFAULT_ATTEMPTS }) {
  if (readNativeAbi(file) === abi) return { ok: true, file, source: 'cached' };
  const failures = [];
  for (const attempt of attempts) {
    const workDir = scratchPackage();
    try {
      const outcome = attempt.run({ electronVersion, workDir });
      if (typeof outcome === 'string') {
        failures.push(`${attempt.name}: ${outcome}`);
        continue;
      }
      const builtAbi = readNativeAbi(outcome.file);
      if (builtAbi !== abi) {
        failures.push(`${attempt.name} is for ABI ${builtAbi ?? 'unknown'}, not ${abi}`);
        continue;
      }
      mkdirSync(dirname(file), { recursive: true });
      cpSync(outcome.file, `${file}.tmp`);
      renameSync(`${file}.tmp`, file);
      return { ok: true, file, source: attempt.name };
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }
  return { ok: false, reason: `better-sqlite3 for Electron ${electronVersion} (ABI ${abi}) could not be had (${failures.join('; ')})` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const electronVersion = installedElectronVersion();
  const result = ensureElectronSqlite({ electronVersion, abi: electronAbiFromTable(electronVersion) });
  if (!result.ok) {
    console.error(result.reason);
    process.exit(1);
  }
  console.log(`better-sqlite3 for Electron ${electronVersion}: ${result.file} (${result.source})`);
}
