// The MakePlayingCards folder as one zip file, for the Print page (a browser can download a file,
// not a folder) and `proxyfish print --mpc DIR --zip`. The entries are the folder's files under
// the same names, at the zip's root, so unpacking it gives the folder MPCFill's tool reads.
// PNGs are already compressed: they are stored as they are (no second compression, which would
// cost time for a percent or two); cards.xml is deflated. Files are read and written in chunks,
// so a 600-card order never sits in memory whole.
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';

/**
 * Zips `files` (full paths; each entry named by its base name) into `zipPath`, written through
 * "<zipPath>.part" (created exclusively: an existing .part file means another export owns the name)
 * and renamed when complete. A failure or `signal` removes the .part file. `onFile` hears of each
 * file packed. Returns the zip's size in bytes.
 */
export async function zipFiles(
  files: readonly string[],
  zipPath: string,
  control: { signal?: AbortSignal; onFile?: (done: number, total: number) => void } = {},
): Promise<number> {
  const { signal } = control;
  const names = files.map((file) => basename(file));
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`Cannot zip two files named "${repeated}"`);
  const part = `${zipPath}.part`;
  const out = createWriteStream(part, { flags: 'wx' });
  let size = 0;
  const written = new Promise<void>((resolveWritten, reject) => {
    out.on('error', reject);
    out.on('finish', resolveWritten);
  });
  // Awaited below; until then a write error must not count as unhandled.
  written.catch(() => undefined);
  let zipError: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      zipError = error;
      return;
    }
    size += chunk.length;
    out.write(chunk);
    if (final) out.end();
  });
  try {
    for (const [index, file] of files.entries()) {
      signal?.throwIfAborted();
      const entry: ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void } = /\.png$/i.test(file)
        ? new ZipPassThrough(basename(file))
        : new ZipDeflate(basename(file), { level: 6 });
      zip.add(entry);
      for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
        entry.push(chunk as Buffer);
        if (zipError) throw zipError;
        // Wait while the file stream's buffer is full, so memory stays at a chunk or two.
        if (out.writableNeedDrain) await new Promise<void>((resolveDrain) => out.once('drain', () => resolveDrain()));
      }
      entry.push(new Uint8Array(0), true);
      control.onFile?.(index + 1, files.length);
    }
    signal?.throwIfAborted();
    zip.end();
    if (zipError) throw zipError;
    await written;
    await rename(part, zipPath);
    return size;
  } catch (error) {
    zip.terminate();
    out.destroy();
    await rm(part, { force: true });
    throw error;
  }
}
