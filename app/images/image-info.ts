// What a picture file is and how large, read from its header alone (no decoding): PNG's IHDR
// chunk, JPEG's start-of-frame marker. Enough to place an image on a card and to warn about
// resolution, without an image library.

export type ImageKind = 'png' | 'jpeg' | 'webp';

/** The picture format its magic bytes announce, or null. */
export function detectImageKind(head: Uint8Array): ImageKind | null {
  const startsWith = (bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'webp'; // RIFF....WEBP
  return null;
}

export interface ImageInfo {
  kind: ImageKind;
  width: number;
  height: number;
}

/** The kind and pixel size of a PNG or JPEG (WebP: kind only, size 0), or null for anything else. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  const kind = detectImageKind(bytes.subarray(0, 12));
  if (!kind) return null;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === 'png') {
    if (view.length < 24) return null;
    return { kind, width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
  }
  if (kind === 'jpeg') return jpegSize(view);
  return { kind, width: 0, height: 0 };
}

/** Walks the JPEG markers to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(view: Buffer): ImageInfo | null {
  let offset = 2;
  while (offset + 9 < view.length) {
    if (view[offset] !== 0xff) return null;
    const marker = view[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2; // markers without a length
      continue;
    }
    const length = view.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { kind: 'jpeg', height: view.readUInt16BE(offset + 5), width: view.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}

/** A card is 63 × 88 mm; an image taller in proportion than that carries a bleed. */
export const CARD_MM = { width: 63, height: 88 } as const;

/**
 * The bleed (mm per side) an image carries, from its proportions: MPC-style files are the card
 * plus 1/8 inch (3.175 mm) on every side, 816 × 1110 px at 300 dpi. A ratio within a millimetre
 * of the plain card is taken as no bleed (Scryfall's 745 × 1040).
 */
export function bleedOf(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 0;
  const aspect = width / height;
  if (aspect >= 1) return 0;
  const bleed = (CARD_MM.height * aspect - CARD_MM.width) / (2 * (1 - aspect));
  return bleed >= 1 && bleed <= 6 ? Math.round(bleed * 1000) / 1000 : 0;
}

/** Dots per inch when the image (with its bleed) is printed at card size. */
export function printDpi(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 0;
  const bleed = bleedOf(width, height);
  return Math.min(width / ((CARD_MM.width + 2 * bleed) / 25.4), height / ((CARD_MM.height + 2 * bleed) / 25.4));
}

export const MIN_PRINT_DPI = 300;
