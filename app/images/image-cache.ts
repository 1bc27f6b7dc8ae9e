// The fetched-image cache in the data folder's images/cache/. Each address (the URL's path,
// whatever host serves it) has one row; files are named by the SHA-256 of their bytes, so the
// same picture under two addresses is stored once. The cache is bounded: past the limit the
// least recently used addresses go, and a file goes with the last address that uses it.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/connection.ts';
import { imageInfo } from './image-info.ts';

export interface CachedImage {
  address: string;
  version: string;
  /** <sha256>.<ext>, under the cache folder. */
  file: string;
  bytes: number;
  width: number;
  height: number;
}

export interface CacheStatus {
  /** Addresses cached, and the distinct files they use. */
  images: number;
  files: number;
  bytes: number;
  limitBytes: number;
  folder: string;
}

const EXTENSIONS = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const;

export class ImageCacheError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageCacheError';
  }
}

export class ImageCache {
  private readonly find;
  private readonly touch;
  private readonly upsert;

  constructor(
    private readonly db: Db,
    /** images/cache/ */
    readonly folder: string,
    private readonly limitBytes: () => number,
    private readonly now: () => number = Date.now,
  ) {
    this.find = db.prepare<[string], CachedImage>('SELECT address, version, file, bytes, width, height FROM image_cache WHERE address = ?');
    this.touch = db.prepare<[number, string]>('UPDATE image_cache SET last_used = ? WHERE address = ?');
    this.upsert = db.prepare(`INSERT INTO image_cache (address, version, file, bytes, width, height, last_used)
      VALUES (@address, @version, @file, @bytes, @width, @height, @last_used)
      ON CONFLICT (address) DO UPDATE SET version = excluded.version, file = excluded.file, bytes = excluded.bytes,
        width = excluded.width, height = excluded.height, last_used = excluded.last_used`);
  }

  /** The cached image of an address, if its file is still there; marks it used. */
  get(address: string): CachedImage | null {
    const row = this.find.get(address);
    if (!row) return null;
    if (!existsSync(join(this.folder, row.file))) {
      this.db.prepare('DELETE FROM image_cache WHERE address = ?').run(address);
      return null;
    }
    this.touch.run(this.now(), address);
    return row;
  }

  /** Stores fetched bytes for an address (a PNG or JPEG, else ImageCacheError) and trims the cache. */
  put(address: string, version: string, bytes: Buffer): CachedImage {
    const info = imageInfo(bytes);
    if (!info || info.kind === 'webp') {
      throw new ImageCacheError(`${address} did not return a JPEG or PNG image (${bytes.length} bytes starting ${bytes.subarray(0, 4).toString('hex')})`);
    }
    const file = `${createHash('sha256').update(bytes).digest('hex')}.${EXTENSIONS[info.kind]}`;
    const path = join(this.folder, file);
    if (!existsSync(path)) {
      mkdirSync(this.folder, { recursive: true });
      const part = `${path}.part`;
      writeFileSync(part, bytes);
      renameSync(part, path); // a reader never sees half a file
    }
    const previous = this.find.get(address);
    const row = { address, version, file, bytes: bytes.length, width: info.width, height: info.height };
    this.upsert.run({ ...row, last_used: this.now() });
    if (previous && previous.file !== file) this.removeFileIfUnused(previous.file);
    this.trim(address);
    return row;
  }

  absolute(file: string): string {
    return join(this.folder, file);
  }

  status(): CacheStatus {
    const { images } = this.db.prepare('SELECT count(*) AS images FROM image_cache').get() as { images: number };
    const { files, bytes } = this.db
      .prepare('SELECT count(*) AS files, ifnull(sum(bytes), 0) AS bytes FROM (SELECT file, max(bytes) AS bytes FROM image_cache GROUP BY file)')
      .get() as { files: number; bytes: number };
    return { images, files, bytes, limitBytes: this.limitBytes(), folder: this.folder };
  }

  /** Empties the cache: every row and every file in the folder. */
  clear(): CacheStatus {
    this.db.prepare('DELETE FROM image_cache').run();
    if (existsSync(this.folder)) {
      for (const name of readdirSync(this.folder)) rmSync(join(this.folder, name), { force: true });
    }
    return this.status();
  }

  /** Drops least recently used addresses until the files fit the limit; `keep` stays. */
  trim(keep?: string): void {
    const limit = this.limitBytes();
    let total = this.status().bytes;
    if (total <= limit) return;
    const remove = this.db.prepare<[string]>('DELETE FROM image_cache WHERE address = ?');
    const oldest = this.db
      .prepare<[], { address: string; file: string; bytes: number }>('SELECT address, file, bytes FROM image_cache ORDER BY last_used, rowid')
      .all();
    const doomed: { address: string; file: string }[] = [];
    for (const row of oldest) {
      if (total <= limit) break;
      if (row.address === keep) continue;
      doomed.push(row);
      total -= row.bytes; // counted as freed; shared files are checked below
    }
    for (const row of doomed) {
      remove.run(row.address);
      this.removeFileIfUnused(row.file);
    }
    if (this.status().bytes > limit && doomed.length > 0) this.trim(keep); // a shared file freed less than counted
  }

  private removeFileIfUnused(file: string): void {
    const used = this.db.prepare<[string], number>('SELECT count(*) FROM image_cache WHERE file = ?').pluck().get(file);
    if (used === 0) rmSync(join(this.folder, file), { force: true });
  }
}
