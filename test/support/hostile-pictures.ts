// Hostile picture files, made without an image library, for the picture gate's tests and the
// fuzzer: a PNG whose header lies about its size, a decompression bomb (a small file that
// decodes to gigabytes), truncated files, and files whose name says another format.
import { deflateRawSync, constants } from 'node:zlib';
import { encodePng, pngChunk } from './png-image.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG with this header (RGBA, 8 bit) and these IDAT bytes. */
export function pngWith(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type: RGBA
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The 69-byte PNG: its header claims 2³¹ × 2³¹ pixels (the RangeError under pdfkit). */
export function liarPng(): Buffer {
  return pngWith(2 ** 31, 2 ** 31, Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]));
}

/**
 * A valid side × side RGBA PNG of zeros (a decompression bomb: 20000 gives 1.6 GB of pixels in
 * about 1.6 MB). The zlib stream is made of one compressed row repeated: after a full flush,
 * deflate starts afresh, so the same row compresses to the same bytes every time.
 */
export function bombPng(side: number): Buffer {
  const row = Buffer.alloc(1 + side * 4); // filter byte 0, transparent black
  const block = deflateRawSync(row, { finishFlush: constants.Z_FULL_FLUSH });
  const total = row.length * side;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0); // Adler-32 of zeros: a = 1, b = n
  const parts = [Buffer.from([0x78, 0x01])];
  for (let y = 0; y < side; y += 1) parts.push(block);
  parts.push(Buffer.from([0x03, 0x00]), adler); // an empty final block, then the checksum
  return pngWith(side, side, Buffer.concat(parts));
}

/** A real, small card-shaped PNG (RGB). */
export function smallPng(width = 63, height = 88): Buffer {
  return encodePng(width, height, (x, y) => [(x * 4) & 255, (y * 3) & 255, 120]);
}

/** The first part of a file, as a broken download or a full disk leaves it. */
export function truncated(bytes: Buffer, keep = 0.5): Buffer {
  return Buffer.from(bytes.subarray(0, Math.max(1, Math.floor(bytes.length * keep))));
}
