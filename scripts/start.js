// `npm start`: the Electron window where Electron can run, else browser mode (the same app
// served on 127.0.0.1 with a per-launch token). `npm start -- --browser` forces browser mode.
//
// Electron needs its binary (fetched on first use) and better-sqlite3 built for its ABI
// (scripts/electron-native.js). When either cannot be had, one line says why and browser mode
// starts; the Electron main process also checks the binding before loading it and, when it is
// unusable, exits with NATIVE_UNUSABLE_EXIT_CODE, which starts browser mode here as well.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBundles } from './bundles.js';
import { downloadElectronBinary, installedElectronBinary } from './electron-binary.js';
import { electronAbiOf, ensureElectronSqlite, installedElectronVersion } from './electron-native.js';
import { NATIVE_UNUSABLE_EXIT_CODE } from './native-abi.js';

const args = process.argv.slice(2);
const forceBrowser = args.includes('--browser') || process.env.PROXYFISH_BROWSER === '1';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildRendererIfStale() {
  const builtIndex = 'dist/renderer/index.html';
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= newestMtime('renderer')) return;
  console.log('Building the renderer…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The Electron binary ready to run with its better-sqlite3, or the one-line reason why not. */
function electronReady() {
  const binary = installedElectronBinary() ?? downloadElectronBinary();
  if (!binary) return { reason: 'The Electron binary is not available (it is fetched on first use, which needs internet)' };
  const electronVersion = installedElectronVersion();
  const abi = electronAbiOf(binary);
  if (abi === null) return { reason: `Electron ${electronVersion} does not run on this machine` };
  const native = ensureElectronSqlite({ electronVersion, abi });
  return native.ok ? { binary } : { reason: native.reason };
}

async function startBrowserMode() {
  // In this process: the bundle parses the same arguments and prints the URL.
  await import('./browser-mode.js');
}

const electron = forceBrowser ? null : electronReady();
buildRendererIfStale();
await ensureBundles();
if (electron?.binary) {
  const child = spawn(electron.binary, ['.', ...args], { stdio: 'inherit' });
  child.on('exit', (code) => {
    if (code === NATIVE_UNUSABLE_EXIT_CODE) void startBrowserMode();
    else process.exit(code ?? 0);
  });
} else {
  if (electron?.reason) console.log(`${electron.reason}: starting browser mode.`);
  await startBrowserMode();
}
