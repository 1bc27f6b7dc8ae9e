#!/usr/bin/env node
// The `proxyfish` command: runs the TypeScript CLI through tsx, so no build step is needed.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../app/cli/main.ts');
process.exitCode = await main(process.argv);
