// The one gate every picture passes before it is stored or printed: a dropped picture, a custom
// card's picture, the card back, a shared custom set's embedded picture, an image host's answer,
// a picture folder. Hostile files are refused with an error that names the file and what is
// wrong: a format that is not what the bytes are (decided by content, never by the name), a
// header that claims more pixels than the cap (a decompression bomb is refused from its header
// in milliseconds, before a single pixel is decoded), a header that does not match the data,
// and truncated or corrupt data (the whole picture is decoded once, within the pixel cap).
// Accepted pictures larger than a card needs are scaled down to card size here, so printing
// stays fast and a PDF stays small.
import { createRequire } from 'node:module';
import type SharpModule from 'sharp';
import { detectImageKind, imageInfo, type ImageKind } from './image-info.ts';

/** Largest picture file accepted (a 600 dpi card PNG is about 8 MB). */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
/**
 * Largest picture accepted, in pixels: 40 megapixels, more than ten times a 600 dpi card
 * (1,500 × 2,100 = 3.2 MP). A header claiming more is refused before anything is decoded.
 */
export const MAX_PICTURE_PIXELS = 40_000_000;
/** Accepted pictures larger than this (600 dpi at 63 × 88 mm, with room for a bleed) are scaled down to fit. */
export const CARD_PICTURE_BOX = { width: 1500, height: 2100 } as const;

export class PictureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PictureError';
  }
}

export interface CheckedPicture {
  kind: ImageKind;
  width: number;
  height: number;
  /** The picture's bytes: as given, or scaled down to card size (then `scaled` is true). */
  bytes: Buffer;
  scaled: boolean;
}

export interface GateOptions {
  /** Formats this entry takes; WebP only where the picture is shown, never where it is printed. */
  kinds?: readonly ImageKind[];
  /** Scale pictures larger than a card needs down to CARD_PICTURE_BOX (stored pictures: yes). */
  scaleToCard?: boolean;
}

// sharp (libvips) takes about 0.2 s to load: every CLI command would pay that, so the first
// picture checked loads it.
let sharpModule: typeof SharpModule | undefined;
function loadSharp(): typeof SharpModule {
  return (sharpModule ??= createRequire(import.meta.url)('sharp') as typeof SharpModule);
}

const KIND_NAMES: Record<ImageKind, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' };

/** Checks picture bytes at an entry; `label` names the file in every error ("Lightning Bolt.png"). */
export async function checkPicture(bytes: Uint8Array, label: string, options: GateOptions = {}): Promise<CheckedPicture> {
  const kinds = options.kinds ?? ['png', 'jpeg'];
  const names = kinds.map((kind) => KIND_NAMES[kind]);
  const wanted = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
  if (bytes.byteLength === 0) throw new PictureError(`${label} is empty, not a ${wanted} picture`);
  if (bytes.byteLength > MAX_PICTURE_BYTES) throw new PictureError(`${label} is larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB`);
  const kind = detectImageKind(bytes.subarray(0, 12));
  if (!kind || !kinds.includes(kind)) {
    const what = kind ? `a ${KIND_NAMES[kind]} picture` : `no picture (it starts with ${hex(bytes.subarray(0, 8))})`;
    throw new PictureError(`${label} is not a ${wanted} picture: its content is ${what}`);
  }
  // Our own header reading first: it names the size a bomb or a liar claims, where the decoder
  // would only say "corrupt header".
  const claimed = imageInfo(bytes);
  if (claimed && kind !== 'webp') refuseOversized(label, claimed.width, claimed.height);
  const sharp = loadSharp();
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const open = () => sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'warning' });
  let width: number;
  let height: number;
  let reencode: boolean;
  try {
    const meta = await open().metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
    // pdfkit embeds plain PNGs only: 16-bit and interlaced ones are written again as plain ones.
    reencode = kind === 'png' && (meta.isProgressive === true || meta.depth === 'ushort');
  } catch (error) {
    throw new PictureError(`${label} has a corrupt ${KIND_NAMES[kind]} header (${decoderMessage(error)})`);
  }
  refuseOversized(label, width, height);
  if (width === 0 || height === 0) throw new PictureError(`${label} has no pixels (${width} × ${height})`);
  if (claimed && kind !== 'webp' && (claimed.width !== width || claimed.height !== height)) {
    throw new PictureError(`${label} has a header that contradicts itself (${claimed.width} × ${claimed.height} and ${width} × ${height} px)`);
  }
  const scale = options.scaleToCard === true && (width > CARD_PICTURE_BOX.width || height > CARD_PICTURE_BOX.height);
  try {
    if (!scale && !reencode) {
      // Decoded once to the end (into a thumbnail, so no full-size pixel buffer stays): a
      // truncated or corrupt file fails here, not half-way through a PDF export.
      await open().resize(8, 8, { fit: 'inside' }).raw().toBuffer();
      return { kind, width, height, bytes: input, scaled: false };
    }
    let pipeline = open();
    if (scale) pipeline = pipeline.resize(CARD_PICTURE_BOX.width, CARD_PICTURE_BOX.height, { fit: 'inside', withoutEnlargement: true });
    const out = await (kind === 'jpeg' ? pipeline.jpeg({ quality: 92 }) : kind === 'webp' ? pipeline.webp({ quality: 92 }) : pipeline.png({ progressive: false })).toBuffer({ resolveWithObject: true });
    return { kind, width: out.info.width, height: out.info.height, bytes: out.data, scaled: scale };
  } catch (error) {
    throw new PictureError(`${label} is truncated or corrupt (${decoderMessage(error)})`);
  }
}

function refuseOversized(label: string, width: number, height: number): void {
  if (width * height > MAX_PICTURE_PIXELS) {
    throw new PictureError(
      `${label} claims ${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels; pictures are limited to ${MAX_PICTURE_PIXELS / 1_000_000} megapixels (a card needs about 1,500 × 2,100)`,
    );
  }
}

/** The decoder's own words, on one line and without paths. */
function decoderMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n').map((line) => line.trim()).filter(Boolean).join('; ').replace(/[:;]\s*$/, '') || 'unreadable';
}

function hex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
}
