// Bundles the Electron main process and preload with esbuild. The preload is CommonJS because
// sandboxed preloads cannot be ES modules; native modules, esbuild (the simulator bundles its
// worker with it at run time) and electron stay external.
import { build } from 'esbuild';

const common = { bundle: true, platform: 'node', target: 'node22', sourcemap: true, external: ['electron', 'better-sqlite3', 'esbuild'], logLevel: 'info' };

await build({ ...common, entryPoints: ['main/electron/main.ts'], outfile: 'dist/electron/main.js', format: 'esm' });
await build({ ...common, entryPoints: ['main/electron/preload.ts'], outfile: 'dist/electron/preload.cjs', format: 'cjs' });
