// `npm run build:bundles` (and the `prepare` script of `npm install`): builds every run-time
// bundle (scripts/bundles.js). `--if-stale` builds only when a source is newer than the bundles.
import { buildBundles, ensureBundles } from './bundles.js';

if (process.argv.includes('--if-stale')) await ensureBundles();
else await buildBundles();
