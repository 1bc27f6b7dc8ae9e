// Browser mode: runs its bundle (dist/browser/main.cjs, built by `npm install`) from V8's code
// cache. `npm start` uses it where Electron cannot run; `node scripts/browser-mode.js [--home
// DIR] [--port N]` starts it directly.
import { fileURLToPath } from 'node:url';
import { runWithCodeCache } from './bundles.js';

const browserMode = runWithCodeCache(fileURLToPath(new URL('../dist/browser/main.cjs', import.meta.url)));
await browserMode.exports.ready;
browserMode.saveCache();
