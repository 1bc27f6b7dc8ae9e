// Files the user hands the app from the UI (an import file, a card image). In browser mode the
// renderer cannot give the core a path, so it sends the bytes in chunks through the api and
// the core keeps them under the data folder until a command consumes them.
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface Upload {
  id: string;
  name: string;
  path: string;
  bytes: number;
}

export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;

export class UploadStore {
  private readonly uploads = new Map<string, Upload>();

  constructor(private readonly folder: string) {}

  begin(name: string): Upload {
    const id = randomUUID();
    const safeName = basename(name).replace(/[^\w.-]+/g, '_') || 'upload';
    const path = join(this.folder, `${id}-${safeName}`);
    writeFileSync(path, new Uint8Array());
    const upload = { id, name: safeName, path, bytes: 0 };
    this.uploads.set(id, upload);
    return { ...upload };
  }

  append(id: string, chunk: Uint8Array): Upload {
    const upload = this.require(id);
    if (upload.bytes + chunk.byteLength > MAX_UPLOAD_BYTES) {
      this.discard(id);
      throw new Error(`Upload "${upload.name}" is larger than ${MAX_UPLOAD_BYTES} bytes`);
    }
    appendFileSync(upload.path, chunk);
    upload.bytes = statSync(upload.path).size;
    return { ...upload };
  }

  /** The file of a finished upload, for a command that reads it. */
  path(id: string): string {
    return this.require(id).path;
  }

  /** A finished upload: its file, and the name the user gave it (for messages; never the file's path). */
  get(id: string): Upload {
    return { ...this.require(id) };
  }

  discard(id: string): void {
    const upload = this.uploads.get(id);
    if (!upload) return;
    this.uploads.delete(id);
    if (existsSync(upload.path)) rmSync(upload.path);
  }

  /** True for the file of an upload this store still holds (sent, not yet consumed). */
  holds(file: string): boolean {
    for (const upload of this.uploads.values()) if (upload.path === file) return true;
    return false;
  }

  private require(id: string): Upload {
    const upload = this.uploads.get(id);
    if (!upload) throw new Error(`No upload with id "${id}"`);
    return upload;
  }
}
