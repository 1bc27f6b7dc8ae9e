// Removes what work that ended badly left in the data folder: uploads no command consumed, the
// ".part" files of exports that never finished and of pictures whose write was cut short (a
// full disk, a kill), the staging files of killed imports. Runs when
// the core starts and after each job. A file another process may still be writing is left
// alone: only files untouched for ORPHAN_AGE_MS go (a running upload or export touches its file
// all the time), and a staging file only once its import's process is gone.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { removeAbandonedStaging } from './db/import/staging.ts';
import type { AppPaths } from './home.ts';

export const ORPHAN_AGE_MS = 10 * 60 * 1000;

export interface SweepOptions {
  /** Files of this process's own uploads in progress, which stay whatever their age. */
  keep?: (file: string) => boolean;
  olderThanMs?: number;
  now?: number;
}

/** Removes the leftovers and returns their paths. */
export function removeLeftovers(paths: AppPaths, options: SweepOptions = {}): string[] {
  const now = options.now ?? Date.now();
  const olderThan = options.olderThanMs ?? ORPHAN_AGE_MS;
  const removed = removeAbandonedStaging(paths.database);
  const candidates = [
    ...filesIn(paths.uploads),
    ...[paths.exports, join(paths.images, 'cache'), join(paths.images, 'local')].flatMap((folder) => filesIn(folder).filter((file) => file.endsWith('.part'))),
  ];
  for (const file of candidates) {
    if (options.keep?.(file)) continue;
    try {
      if (now - statSync(file).mtimeMs < olderThan) continue;
      rmSync(file, { force: true });
      removed.push(file);
    } catch {
      // Gone meanwhile, or still open where open files cannot be removed (Windows): next time.
    }
  }
  return removed;
}

function filesIn(folder: string): string[] {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(folder, entry.name));
  } catch {
    return [];
  }
}
