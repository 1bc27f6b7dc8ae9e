// The bundles every entry point runs from (scripts/bundles.js): a source newer than them makes
// them stale, and a bundle started from V8's code cache never runs code of an older build.
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLES, bundlesStale, runWithCodeCache } from '../../../scripts/bundles.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'proxyfish-bundles-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('bundlesStale', () => {
  const builtAt = Date.now() - 60_000;
  function checkout(options: { missing?: string } = {}): void {
    mkdirSync(join(root, 'app'), { recursive: true });
    writeFileSync(join(root, 'app', 'a.ts'), 'export {}');
    utimesSync(join(root, 'app', 'a.ts'), new Date(builtAt - 1000), new Date(builtAt - 1000));
    for (const { outfile } of BUNDLES) {
      if (outfile === options.missing) continue;
      mkdirSync(join(root, outfile, '..'), { recursive: true });
      writeFileSync(join(root, outfile), '');
    }
    writeFileSync(join(root, 'dist', 'bundles.json'), JSON.stringify({ builtAt, outputs: BUNDLES.map((bundle) => bundle.outfile), inputs: ['app/a.ts', 'app/gone.ts'] }));
  }

  it('is false while every source is older than the bundles (a source that went away does not count)', () => {
    checkout();
    expect(bundlesStale(root)).toBe(false);
  });
  it('is true once a source is changed after the build', () => {
    checkout();
    writeFileSync(join(root, 'app', 'a.ts'), 'export const changed = 1;');
    expect(bundlesStale(root)).toBe(true);
  });
  it('is true when a bundle or the list of sources is missing', () => {
    checkout({ missing: 'dist/sim/worker.js' });
    expect(bundlesStale(root)).toBe(true);
    rmSync(join(root, 'dist', 'bundles.json'));
    expect(bundlesStale(root)).toBe(true);
  });
});

describe('runWithCodeCache', () => {
  it('writes the cache after the first run and never runs an older build from it', () => {
    const file = join(root, 'bundle.cjs');
    // Two builds of exactly the same length: V8 alone would take the first one's cache for the second.
    const build = (answer: string) => `function answer() { return '${answer}'; }\nmodule.exports = { answer: answer() };\n`;
    writeFileSync(file, build('old'));
    const first = runWithCodeCache(file);
    expect(first.exports).toEqual({ answer: 'old' });
    first.saveCache();
    expect(existsSync(`${file}.cache`)).toBe(true);
    expect(runWithCodeCache(file).exports).toEqual({ answer: 'old' });
    writeFileSync(file, build('new'));
    const second = runWithCodeCache(file);
    expect(second.exports).toEqual({ answer: 'new' });
  });
});
