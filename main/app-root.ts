// The folder the app runs from: the nearest folder above a module that holds package.json.
// That is the project root for the TypeScript sources (main/…) and for the bundles
// (dist/<name>/…) alike, so files such as dist/renderer are found from either.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function appRoot(moduleUrl: string): string {
  const start = dirname(fileURLToPath(moduleUrl));
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`No package.json above ${start}: the app's files are incomplete`);
  }
}
