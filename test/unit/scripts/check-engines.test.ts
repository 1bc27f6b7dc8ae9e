// `npm run check:engines`: the declared Node range must hold for every runtime package, and
// development packages are not its business.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engineMismatches } from '../../../scripts/check-engines.js';

describe('engineMismatches', () => {
  let project: string;
  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), 'proxyfish-engines-'));
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  function install(declared: string, packages: { path: string; node?: string; dev?: boolean }[]): void {
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'p', engines: { node: declared } }));
    const lock: { packages: Record<string, { dev?: boolean }> } = { packages: { '': {} } };
    for (const { path, node, dev } of packages) {
      lock.packages[path] = dev ? { dev: true } : {};
      mkdirSync(join(project, path), { recursive: true });
      const name = path.split('node_modules/').at(-1);
      writeFileSync(join(project, path, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...(node ? { engines: { node } } : {}) }));
    }
    writeFileSync(join(project, 'package-lock.json'), JSON.stringify(lock));
  }

  it('names a runtime package, nested ones too, that needs a newer Node than declared', () => {
    install('^20.19.0 || ^22.12.0', [
      { path: 'node_modules/fine', node: '>=18' },
      { path: 'node_modules/no-engines' },
      { path: 'node_modules/commander', node: '>=22.12.0' },
      { path: 'node_modules/fine/node_modules/nested', node: '20.x || 22.x' },
      { path: 'node_modules/odd-only', node: '20.x || 24.x' },
      { path: 'node_modules/vite-like', node: '>=24', dev: true },
    ]);
    expect(engineMismatches(project).map((mismatch) => mismatch.name)).toEqual(['commander', 'odd-only']);
  });

  it('passes when every runtime package covers the declared range', () => {
    install('^20.19.0', [{ path: 'node_modules/fine', node: '>=18' }]);
    expect(engineMismatches(project)).toEqual([]);
  });

  it('holds for this project', () => {
    expect(engineMismatches()).toEqual([]);
  });
});
