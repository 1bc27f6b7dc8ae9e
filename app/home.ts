// Where Proxyfish keeps the user's data. Electron passes its userData folder; the CLI and
// browser mode use --home, then PROXYFISH_HOME, then ~/.proxyfish.
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export interface AppPaths {
  home: string;
  database: string;
  images: string;
  uploads: string;
  exports: string;
}

export function resolveHome(explicit?: string, env: NodeJS.ProcessEnv = process.env): string {
  if (explicit) return resolve(explicit);
  if (env.PROXYFISH_HOME) return resolve(env.PROXYFISH_HOME);
  return join(homedir(), '.proxyfish');
}

/** Creates the data folder and its sub-folders on first start. */
export function prepareHome(home: string): AppPaths {
  const paths: AppPaths = {
    home,
    database: join(home, 'proxyfish.sqlite'),
    images: join(home, 'images'),
    uploads: join(home, 'uploads'),
    exports: join(home, 'exports'),
  };
  for (const dir of [paths.home, paths.images, paths.uploads, paths.exports]) {
    mkdirSync(dir, { recursive: true });
  }
  return paths;
}
