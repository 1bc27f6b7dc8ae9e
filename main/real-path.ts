// A path under a served folder (images/ at /media/, the renderer, exports/) is checked twice: as
// written (no "..") and as it resolves on disk, so a symlink planted inside the folder (by
// another program, or a picture folder copied with its links) cannot serve a file elsewhere.
import { realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { sep } from 'node:path';

function inside(root: string, file: string): boolean {
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** The file's real path when it resolves inside root's real path; null when it leaves it or does not exist. */
export async function realPathInside(root: string, file: string): Promise<string | null> {
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    return inside(realRoot, realFile) ? realFile : null;
  } catch {
    return null;
  }
}

/** realPathInside for a caller that cannot wait (Electron's protocol handler builds its answer at once). */
export function realPathInsideSync(root: string, file: string): string | null {
  try {
    const realFile = realpathSync(file);
    return inside(realpathSync(root), realFile) ? realFile : null;
  } catch {
    return null;
  }
}
