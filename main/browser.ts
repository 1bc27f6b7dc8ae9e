// Browser mode: start the core and the local HTTP transport, print the URL with its token.
// Used by `npm start` where no Electron binary is available, and by `npm start -- --browser`.
// Runs from its bundle, dist/browser/main.cjs (scripts/bundles.js), started by scripts/browser-mode.js.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Services } from '../app/services.ts';
import { appRoot } from './app-root.ts';
import { startApiServer } from './http/server.ts';
import { installProcessGuards } from './process-guards.ts';

installProcessGuards();

const { values } = parseArgs({
  options: {
    home: { type: 'string' },
    port: { type: 'string' },
    browser: { type: 'boolean' },
  },
  strict: false,
});

const port = values.port === undefined ? 0 : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number from 0 to 65535, not "${String(values.port)}"`);
  process.exit(2);
}

const staticDir = join(appRoot(import.meta.url), 'dist', 'renderer');
if (!existsSync(staticDir)) {
  console.error('The renderer is not built yet: run "npm run build:renderer" (npm start does it for you).');
  process.exit(1);
}

const services = new Services({ home: typeof values.home === 'string' ? values.home : undefined });
/** Settles once the URL is printed (scripts/browser-mode.js then saves the code cache). */
export const ready = serve();

async function serve(): Promise<void> {
  const server = await startApiServer({ services, port, staticDir });
  console.log(`Proxyfish is running in browser mode. Open this URL (it carries this launch's secret token):`);
  console.log(server.launchUrl);
  console.log(`Data folder: ${services.paths.home}`);

  const shutdown = async () => {
    await server.close();
    services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}
