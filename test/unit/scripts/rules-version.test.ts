// The card facts cache's rules version (scripts/rules-version.js, app/cards/rules-version.ts):
// derived from the sources of the code that decides card facts, so any edit there gives another
// version (and the cache recomputes every card) without anyone bumping a constant.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesVersion } from '../../../app/cards/rules-version.ts';
import { rulesVersionOfSources } from '../../../scripts/rules-version.js';

const ROOT = resolve(import.meta.dirname, '../../..');
let copy: string;

beforeAll(() => {
  // The rules code (app/cards and the one helper it imports from app/), copied where it can be edited.
  copy = mkdtempSync(join(tmpdir(), 'proxyfish-rules-version-'));
  cpSync(join(ROOT, 'app/cards'), join(copy, 'app/cards'), { recursive: true });
  cpSync(join(ROOT, 'app/dictionary.ts'), join(copy, 'app/dictionary.ts'));
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the rules version', () => {
  it('is the same for the same sources, wherever they are, and what the running code uses', async () => {
    const here = await rulesVersionOfSources(ROOT);
    expect(here).toMatch(/^[0-9a-f]{16}$/);
    expect(await rulesVersionOfSources(copy)).toBe(here);
    expect(await rulesVersion()).toBe(here);
  });

  it('changes when a file the compiler is built from changes, and only then', async () => {
    const before = await rulesVersionOfSources(copy);
    const grammarFile = join(copy, 'app/cards/oracle/grammar/cursor.ts');
    const original = readFileSync(grammarFile, 'utf8');
    writeFileSync(grammarFile, `${original}\n// an edit\n`);
    expect(await rulesVersionOfSources(copy)).not.toBe(before);
    writeFileSync(grammarFile, original);
    expect(await rulesVersionOfSources(copy)).toBe(before);
    // A file the card facts do not import (the deck-wide waits-for table is read at report time) is not part of it.
    writeFileSync(join(copy, 'app/cards/waits-for.ts'), `${readFileSync(join(copy, 'app/cards/waits-for.ts'), 'utf8')}\n// an edit\n`);
    expect(await rulesVersionOfSources(copy)).toBe(before);
  });
});
