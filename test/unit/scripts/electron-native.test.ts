// Getting better-sqlite3 for Electron's ABI (scripts/electron-native.js): a cached copy is used
// only when its ABI is right, a fetched or built one only when it is for the ABI asked for, and
// when nothing works the answer is one line naming each failure. The real download steps are
// exercised offline by test/e2e/start.test.ts.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureElectronSqlite } from '../../../scripts/electron-native.js';
import { readNativeAbi } from '../../../scripts/native-abi.js';

const NODE_BINDING = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
const NODE_ABI = Number(process.versions.modules);

describe('readNativeAbi', () => {
  it('reads the ABI of an addon from its file without loading it', () => {
    expect(readNativeAbi(NODE_BINDING)).toBe(NODE_ABI);
  });
  it('answers null for a missing file or one that names no ABI', () => {
    expect(readNativeAbi('/nowhere/better_sqlite3.node')).toBeNull();
    expect(readNativeAbi('package.json')).toBeNull();
  });
});

describe('ensureElectronSqlite', () => {
  let scratch: string;
  let target: string;
  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'proxyfish-electron-native-test-'));
    target = join(scratch, 'cache', 'better_sqlite3.node');
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  /** An attempt that "produces" the Node build (whose ABI this process knows). */
  const producesNodeBuild = (name: string, log: string[]) => ({
    name,
    run: ({ workDir }: { workDir: string }) => {
      log.push(name);
      const file = join(workDir, 'better_sqlite3.node');
      copyFileSync(NODE_BINDING, file);
      return { file };
    },
  });
  const fails = (name: string, reason: string, log: string[]) => ({ name, run: () => (log.push(name), reason) });

  it('keeps the first result whose ABI is right, and uses the cached copy from then on', () => {
    const log: string[] = [];
    const first = ensureElectronSqlite({ electronVersion: '45.5.0', abi: NODE_ABI, file: target, attempts: [fails('download', 'no connection to github.com', log), producesNodeBuild('build', log)] });
    expect(first).toEqual({ ok: true, file: target, source: 'build' });
    expect(readFileSync(target).equals(readFileSync(NODE_BINDING))).toBe(true);
    const again = ensureElectronSqlite({ electronVersion: '45.5.0', abi: NODE_ABI, file: target, attempts: [producesNodeBuild('build', log)] });
    expect(again).toEqual({ ok: true, file: target, source: 'cached' });
    expect(log).toEqual(['download', 'build']);
  });

  it('refuses a result for another ABI and a cached copy for another ABI, and says why in one line', () => {
    const log: string[] = [];
    const stale = join(scratch, 'stale.node');
    copyFileSync(NODE_BINDING, stale);
    const result = ensureElectronSqlite({ electronVersion: '45.5.0', abi: 150, file: stale, attempts: [fails('the prebuilt binary', 'no connection to github.com', log), producesNodeBuild("a build against Electron's headers", log)] });
    expect(result.ok).toBe(false);
    expect(log).toHaveLength(2);
    const reason = (result as { reason: string }).reason;
    expect(reason).not.toContain('\n');
    expect(reason).toBe(
      `better-sqlite3 for Electron 45.5.0 (ABI 150) could not be had (the prebuilt binary: no connection to github.com; a build against Electron's headers is for ABI ${NODE_ABI}, not 150)`,
    );
    // The wrong copy is left as it was, never replaced by another wrong one.
    expect(readNativeAbi(stale)).toBe(NODE_ABI);
  });
});
