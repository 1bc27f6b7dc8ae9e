// Real JPEG files for image tests without an image library: the noisy PNG of png-image.ts is
// put on a PDF page of the same size in points, and poppler's pdftoppm (which the print tests
// need anyway) renders that page at 72 dpi as a baseline JPEG of exactly that many pixels.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { cardPng } from './png-image.ts';

function pdfOf(png: Buffer, width: number, height: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [width, height], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.image(png, 0, 0, { width, height });
    doc.end();
  });
}

/** A width × height JPEG (quality 85) of cardPng's picture; different seeds give different pictures. */
export async function cardJpeg(width: number, height: number, seed = 1, bleedPx = 0): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'proxyfish-jpeg-'));
  try {
    writeFileSync(join(dir, 'page.pdf'), await pdfOf(cardPng(width, height, seed, bleedPx), width, height));
    execFileSync('pdftoppm', ['-jpeg', '-jpegopt', 'quality=85', '-r', '72', '-singlefile', join(dir, 'page.pdf'), join(dir, 'out')]);
    return readFileSync(join(dir, 'out.jpg'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Scryfall's sizes: normal (JPEG 488 × 680), large (JPEG 672 × 936), png (745 × 1040). */
export const SCRYFALL_SIZES = { normal: [488, 680], large: [672, 936], png: [745, 1040] } as const;

/** The same picture as a different file: a JPEG comment segment (COM) after the start marker. */
export function jpegVariant(jpeg: Buffer, label: string): Buffer {
  const text = Buffer.from(label, 'latin1');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}
