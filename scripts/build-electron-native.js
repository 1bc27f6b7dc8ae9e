// Builds better-sqlite3 for Electron's ABI into build/electron-native/ without touching the
// Node build in node_modules (tests and the CLI run on Node 20 and need that one). The
// Electron main process loads the result through better-sqlite3's `nativeBinding` option.
// Needs Electron's headers, so it runs only where electronjs.org is reachable.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const electronVersion = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
const sqliteDir = dirname(require.resolve('better-sqlite3/package.json'));
const work = mkdtempSync(join(tmpdir(), 'proxyfish-electron-native-'));

try {
  cpSync(sqliteDir, work, { recursive: true, filter: (source) => !source.includes(`${join('build', 'Release')}`) });
  const result = spawnSync(
    'npx',
    ['--yes', 'node-gyp', 'rebuild', '--release', `--target=${electronVersion}`, '--runtime=electron', '--dist-url=https://electronjs.org/headers'],
    { cwd: work, stdio: 'inherit', shell: process.platform === 'win32' },
  );
  if (result.status !== 0) throw new Error(`node-gyp failed for Electron ${electronVersion}`);
  mkdirSync('build/electron-native', { recursive: true });
  cpSync(join(work, 'build', 'Release', 'better_sqlite3.node'), 'build/electron-native/better_sqlite3.node');
  console.log(`Built better-sqlite3 for Electron ${electronVersion} into build/electron-native/`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
