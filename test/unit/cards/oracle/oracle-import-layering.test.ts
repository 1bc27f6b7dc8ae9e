// Issue 26: the engine takes its vocabulary from the ability types (oracle/abilities.ts,
// oracle/vocabulary.ts), never from the grammar. (The size of import cycles in app/cards/oracle is
// held by test/unit/architecture/import-cycles.test.ts.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

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
});
