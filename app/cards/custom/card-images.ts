// Card images of custom cards, kept in the data folder's images/custom/. Only pictures that
// passed the picture gate are stored (PNG, JPEG or WebP by content, within the pixel cap, decoded
// whole once): the store takes a CheckedPicture, so no entry can skip the gate.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, normalize, relative, sep } from 'node:path';
import { detectImageKind, type ImageKind } from '../../images/image-info.ts';
import { checkPicture, type CheckedPicture } from '../../images/picture-gate.ts';
import { CustomCardError } from './custom-card-schema.ts';

export { detectImageKind, type ImageKind } from '../../images/image-info.ts';

export const IMAGE_MEDIA_TYPES: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
const EXTENSIONS: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/** A custom card's picture through the picture gate: PNG, JPEG or WebP, scaled to card size. */
export function checkCustomPicture(bytes: Uint8Array, label: string): Promise<CheckedPicture> {
  return checkPicture(bytes, label, { kinds: ['png', 'jpeg', 'webp'], scaleToCard: true });
}

export class CardImageStore {
  private readonly folder: string;

  constructor(private readonly imagesRoot: string) {
    this.folder = join(imagesRoot, 'custom');
  }

  /** Stores a picture that passed the gate; returns its path relative to images/. */
  store(picture: CheckedPicture): string {
    return this.write(picture.bytes, picture.kind);
  }

  private write(bytes: Uint8Array, kind: ImageKind): string {
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
    return image ? this.write(image.bytes, image.kind) : null; // a stored picture passed the gate already
  }

  /** Removes a stored image; only files this store made (under images/custom/) are touched. */
  remove(relativePath: string | null): void {
    if (!relativePath || !relativePath.startsWith('custom/')) return;
    rmSync(this.resolve(relativePath), { force: true });
  }
}
