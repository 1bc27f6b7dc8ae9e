// `npm start`: the Electron window where the Electron binary is available, else browser mode
// (the same app served on 127.0.0.1 with a per-launch token). `npm start -- --browser` forces
// browser mode. The renderer is built first when it is missing or older than its sources.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { downloadElectronBinary, installedElectronBinary } from './electron-binary.js';

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

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtIndex = 'dist/renderer/index.html';
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < newestMtime('renderer')) {
  console.log('Building the renderer…');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}

const electron = forceBrowser ? null : (installedElectronBinary() ?? downloadElectronBinary());
if (electron) {
  run('node', ['scripts/build-electron.js']);
  const child = spawn(electron, ['.', ...args], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  if (!forceBrowser) console.log('The Electron binary is not available (it is fetched on first use, which needs internet): starting browser mode.');
  const child = spawn(process.execPath, ['--import', 'tsx', 'main/browser.ts', ...args], { stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
}
