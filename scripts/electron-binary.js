// Finds the Electron binary without triggering a download: from Electron 42 on, the npm
// package fetches its binary on first use, which fails offline.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export function installedElectronBinary() {
  // Another Electron build of the same major version (a system package, a test's stand-in).
  if (process.env.PROXYFISH_ELECTRON_BINARY) return existsSync(process.env.PROXYFISH_ELECTRON_BINARY) ? process.env.PROXYFISH_ELECTRON_BINARY : null;
  try {
    const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const pathFile = join(packageDir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const binary = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/** Tries Electron's own first-use download once; returns the binary or null (offline). */
export function downloadElectronBinary() {
  try {
    const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    console.log('Fetching the Electron binary (first start)…');
    const result = spawnSync(process.execPath, [join(packageDir, 'install.js')], { stdio: 'ignore', timeout: 180_000 });
    return result.status === 0 ? installedElectronBinary() : null;
  } catch {
    return null;
  }
}
