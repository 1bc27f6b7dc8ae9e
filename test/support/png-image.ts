// Writes a PNG without any image library (zlib + CRC32 by hand), for print tests and benchmarks
// that need a real card image: a colour gradient with a dark border, so edges are easy to find.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of width × height: `pixel(x, y)` gives [r, g, b]. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    raw[offset++] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      raw[offset++] = r;
      raw[offset++] = g;
      raw[offset++] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A card-shaped test image (63 × 88 at `pxPerMm`): noisy gradient, so it does not compress to nothing. */
export function writeCardPng(file: string, pxPerMm = 12): number {
  const png = cardPng(Math.round(63 * pxPerMm), Math.round(88 * pxPerMm));
  writeFileSync(file, png);
  return png.length;
}

/**
 * A noisy gradient picture of any size with a dark frame (like a card's black border) 3 % of
 * its width wide; `seed` makes different pictures of the same size. `bleedPx` leaves a white band
 * that wide outside the frame, as an MPC-style file's bleed, so a test can see where the cut is.
 */
export function cardPng(width: number, height: number, seed = 12345, bleedPx = 0): Buffer {
  const frame = Math.max(1, Math.round((width - 2 * bleedPx) * 0.03));
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % 24;
  };
  return encodePng(width, height, (x, y) => {
    const edge = Math.min(x, y, width - 1 - x, height - 1 - y);
    if (edge < bleedPx) return [255, 255, 255];
    if (edge < bleedPx + frame) return [20, 20, 20];
    return [
    Math.min(255, Math.round((x / width) * 200) + noise()),
    Math.min(255, Math.round((y / height) * 200) + noise()),
    Math.min(255, 120 + noise()),
    ];
  });
}
