#!/usr/bin/env node
// The `proxyfish` command. It runs the CLI bundle (dist/cli/main.cjs, built by `npm install`)
// from V8's code cache; in a source checkout it first rebuilds the bundles when a source file
// is newer than them.
import { fileURLToPath } from 'node:url';
import { ensureBundles, runWithCodeCache } from '../scripts/bundles.js';

try {
  await ensureBundles(undefined, { quiet: true });
} catch (error) {
  console.error(`proxyfish: cannot build the CLI bundle (run "npm install"): ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const cli = runWithCodeCache(fileURLToPath(new URL('../dist/cli/main.cjs', import.meta.url)));
process.exitCode = await cli.exports.main(process.argv);
cli.saveCache();
