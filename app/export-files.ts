// Names for the files the app writes under the data folder's exports/. Every export gets its
// own name, even when several start in the same second: the name is claimed on disk (a file
// created with the exclusive flag), so two exports, or two processes, can never share a file
// or a ".part" file. A taken name gets "-2", "-3", … before its extension.
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

export interface ExportFile {
  fileName: string;
  path: string;
}

/** The title made safe as a file name: ASCII letters, digits and dashes, at most 60 characters. */
export function exportSlug(title: string, fallback = 'proxies'): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .toLowerCase() || fallback
  );
}

/**
 * Picks "<base>-<time>.<extension>" (or the first free "-N" variant; no extension: a folder's
 * name) and claims it: `claim`
 * must create its file exclusively (flag "wx") and throw EEXIST when it is taken.
 */
export function claimExportFile(folder: string, base: string, extension: string, claim: (path: string) => void): ExportFile {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  for (let attempt = 1; attempt <= 1000; attempt += 1) {
    const fileName = `${base}-${stamp}${attempt === 1 ? '' : `-${attempt}`}${extension === '' ? '' : `.${extension}`}`;
    const path = join(folder, fileName);
    try {
      claim(path);
      return { fileName, path };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`Could not find a free file name for "${base}" in exports/: remove old exports`);
}

/**
 * Claims a name for a file that is written as "<name>.part" and renamed when complete (the
 * PDF exports): the empty .part file is the claim, and the finished name must be free too.
 * Whoever claims it removes the .part file if the export never starts.
 */
export function claimPartExportFile(folder: string, base: string, extension: string): ExportFile {
  return claimExportFile(folder, base, extension, (path) => {
    if (existsSync(path)) throw Object.assign(new Error(`${path} exists`), { code: 'EEXIST' });
    closeSync(openSync(`${path}.part`, 'wx'));
  });
}

/** Claims a new folder "<base>-<time>" (the MakePlayingCards export), created empty. */
export function claimExportFolder(folder: string, base: string): ExportFile {
  return claimExportFile(folder, base, '', (path) => mkdirSync(path));
}
