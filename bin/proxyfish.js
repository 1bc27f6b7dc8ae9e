#!/usr/bin/env node
// The `proxyfish` command. It runs the CLI bundle (dist/cli/main.js, built by `npm install`);
// in a source checkout it first rebuilds the bundles when a source file is newer than them.
import { ensureBundles } from '../scripts/bundles.js';

try {
  await ensureBundles(undefined, { quiet: true });
} catch (error) {
  console.error(`proxyfish: cannot build the CLI bundle (run "npm install"): ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { main } = await import('../dist/cli/main.js');
process.exitCode = await main(process.argv);
