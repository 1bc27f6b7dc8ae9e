// Issue 26: the engine takes its vocabulary from the ability types (oracle/abilities.ts,
// oracle/vocabulary.ts), never from the grammar; and the Oracle compiler's files import each other
// in one direction, but for small groups (the grammar's recursion goes through grammar/recursion.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, runtimeImports } from './import-graph.ts';

const ROOT = process.cwd();
/** The largest group of files in app/cards/oracle allowed to import each other at run time. */
const LARGEST_CYCLE = 10;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('import layering of the Oracle compiler', () => {
  it('no file in app/engine imports from app/cards/oracle/grammar (types included)', () => {
    const importing = filesUnder(join(ROOT, 'app/engine')).filter((file) => /from\s+['"][^'"]*cards\/oracle\/grammar\//.test(readFileSync(file, 'utf8')));
    expect(importing.map((file) => file.slice(ROOT.length + 1))).toEqual([]);
  });

  it(`no group of more than ${LARGEST_CYCLE} files in app/cards/oracle imports each other at run time`, () => {
    const groups = importCycles(runtimeImports(ROOT, 'app/cards/oracle'));
    expect(groups.filter((group) => group.length > LARGEST_CYCLE)).toEqual([]);
  });

  it('the cycle finder sees a cycle and leaves out type-only imports', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    const grammar = runtimeImports(ROOT, 'app/cards/oracle/grammar');
    // recursion.ts names the core's rules by `import type` only: no run-time edge back into the core.
    expect(grammar.get('app/cards/oracle/grammar/recursion.ts')).toEqual([]);
  });
});
