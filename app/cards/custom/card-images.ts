// Card images of custom cards, kept in the data folder's images/custom/. A file is accepted by
// what it is (its first bytes), not by its name: PNG, JPEG or WebP only.
import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, normalize, relative, sep } from 'node:path';
import { CustomCardError } from './custom-card-schema.ts';

export type ImageKind = 'png' | 'jpeg' | 'webp';

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export const IMAGE_MEDIA_TYPES: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
const EXTENSIONS: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/** The picture format its magic bytes announce, or null. */
export function detectImageKind(head: Uint8Array): ImageKind | null {
  const startsWith = (bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'webp'; // RIFF....WEBP
  return null;
}

function hex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
}

/** Checks bytes are a picture we accept; the error says what the file looked like instead. */
export function requireImage(bytes: Uint8Array, label: string): ImageKind {
  if (bytes.byteLength > MAX_IMAGE_BYTES) {
    throw new CustomCardError(`${label} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  }
  const kind = detectImageKind(bytes.subarray(0, 12));
  if (!kind) {
    const head = bytes.byteLength === 0 ? 'it is empty' : `it starts with ${hex(bytes.subarray(0, 8))}`;
    throw new CustomCardError(`${label} is not a PNG, JPEG or WebP picture (${head})`);
  }
  return kind;
}

export class CardImageStore {
  private readonly folder: string;

  constructor(private readonly imagesRoot: string) {
    this.folder = join(imagesRoot, 'custom');
  }

  /** Validates and copies a picture file; returns its path relative to images/. */
  importFile(file: string): string {
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      throw new CustomCardError(`The image file ${file} does not exist`);
    }
    if (size > MAX_IMAGE_BYTES) throw new CustomCardError(`The image file is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
    const head = new Uint8Array(12);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, head, 0, head.length, 0);
    } finally {
      closeSync(fd);
    }
    requireImage(size < 12 ? head.subarray(0, size) : head, 'The image file');
    return this.importBytes(readFileSync(file));
  }

  /** Validates and stores picture bytes (from a custom-set file); returns the relative path. */
  importBytes(bytes: Uint8Array, label = 'The image'): string {
    const kind = requireImage(bytes, label);
    mkdirSync(this.folder, { recursive: true });
    const name = `${randomUUID()}.${EXTENSIONS[kind]}`;
    writeFileSync(join(this.folder, name), bytes);
    return `custom/${name}`;
  }

  /** The absolute file of a stored relative path, refusing anything outside images/. */
  resolve(relativePath: string): string {
    const absolute = isAbsolute(relativePath) ? normalize(relativePath) : join(this.imagesRoot, relativePath);
    const inside = relative(this.imagesRoot, absolute);
    if (inside.startsWith('..') || isAbsolute(inside) || inside.split(sep).includes('..')) {
      throw new CustomCardError(`Image path ${relativePath} is outside the images folder`);
    }
    return absolute;
  }

  read(relativePath: string): { bytes: Buffer; kind: ImageKind } | null {
    try {
      const bytes = readFileSync(this.resolve(relativePath));
      const kind = detectImageKind(bytes.subarray(0, 12));
      return kind ? { bytes, kind } : null;
    } catch {
      return null;
    }
  }

  copy(relativePath: string): string | null {
    const image = this.read(relativePath);
    return image ? this.importBytes(image.bytes) : null;
  }

  /** Removes a stored image; only files this store made (under images/custom/) are touched. */
  remove(relativePath: string | null): void {
    if (!relativePath || !relativePath.startsWith('custom/')) return;
    rmSync(this.resolve(relativePath), { force: true });
  }
}
