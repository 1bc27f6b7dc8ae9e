// Groups of files that import each other at run time must stay small (issue 26): a group is
// read, changed and tested as one piece, so a newcomer meets at most a handful of files at once.
// The layers themselves are held by dependency-cruiser in `npm run lint` (.dependency-cruiser.cjs).
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../../scripts/import-cycles.ts';

/** The size the issue asks for: a grammar's recursive core or a family and its helpers. */
const GOAL = 10;

/**
 * The largest group each folder may have (both at the goal; never raise a figure). What is left:
 * in the engine, the effects' recursive core (a choice runs effects that make choices: 10 files)
 * and the rules core (characteristics, filters and conditions ask each other: 9 files); in the
 * grammar, its recursion through grammar/recursion.ts (3 files).
 */
const LIMIT: Record<string, number> = {
  'app/engine': GOAL,
  'app/cards/oracle': GOAL,
};

describe('run-time import cycles', () => {
  for (const [folder, limit] of Object.entries(LIMIT)) {
    it(`${folder}: no group of files importing each other is larger than ${limit} (goal ${GOAL})`, () => {
      const groups = importCycles(importGraph([folder]));
      const largest = groups[0] ?? [];
      expect(largest.length, `largest group in ${folder}:\n  ${largest.join('\n  ')}`).toBeLessThanOrEqual(limit);
    });
  }

  it('finds a cycle of run-time imports and ignores `import type`', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = b;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import { c } from './c.ts';\nexport const b = c;\n");
    writeFileSync(path.join(dir, 'c.ts'), "import { a } from './a.ts';\nimport type { D } from './d.ts';\nexport const c = 1;\nexport type C = D | typeof a;\n");
    writeFileSync(path.join(dir, 'd.ts'), "import { c } from './c.ts';\nexport type D = typeof c;\n");
    const groups = importCycles(importGraph([dir]));
    expect(groups.map((group) => group.map((file) => path.basename(file)))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
