// The "rules version" of the card facts cache (app/cards/rules-version.ts): a digest of every
// source file the code that decides a card's facts is built from (app/cards/card-facts.ts and all
// it imports: the Oracle grammar, the keyword readers, the goldfish-reach rules …). Any change to
// one of them gives another version, and the cache (app/db/card-facts-cache.ts) recomputes every
// card, without anyone remembering to bump a constant. The file list is esbuild's own (the inputs
// of bundling that entry), so it follows the imports exactly, type-only imports excluded.
// The built bundles carry it as a constant (scripts/bundles.js defines __PROXYFISH_RULES_VERSION__);
// running from the TypeScript sources (tests, benchmarks, tsx) computes it the same way once per
// process, so both agree for the same sources.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The entry whose import graph decides card facts. */
export const RULES_ENTRY = 'app/cards/card-facts.ts';

/** The digest (16 hex digits) of the sources RULES_ENTRY is built from, under `root`. */
export async function rulesVersionOfSources(root) {
  const { build } = await import('esbuild');
  const result = await build({ absWorkingDir: root, entryPoints: [RULES_ENTRY], bundle: true, format: 'esm', platform: 'node', target: 'node20', metafile: true, write: false, logLevel: 'silent' });
  const hash = createHash('sha256');
  // Sorted, with each path: the same files in another order, or a file renamed, is another version.
  for (const input of Object.keys(result.metafile.inputs).sort()) {
    hash.update(input).update('\0').update(readFileSync(join(root, input))).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
