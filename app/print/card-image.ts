// Cards and backs printed from image files. pdfkit embeds JPEG and PNG; an image opened by the
// same path is embedded once and referenced from every place it is drawn.
import { closeSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PdfDoc } from './pdf-doc.ts';

export class PrintImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrintImageError';
  }
}

/** Checks that the file exists and is a JPEG or PNG; returns its absolute path. */
export function checkImageFile(path: string, what: string): string {
  const absolute = resolve(path);
  const header = Buffer.alloc(8);
  let fd: number;
  try {
    fd = openSync(absolute, 'r');
  } catch {
    throw new PrintImageError(`${what}: image file not found: ${absolute}`);
  }
  try {
    readSync(fd, header, 0, 8, 0);
  } finally {
    closeSync(fd);
  }
  const isJpeg = header[0] === 0xff && header[1] === 0xd8;
  const isPng = header.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (!isJpeg && !isPng) throw new PrintImageError(`${what}: ${absolute} is not a JPEG or PNG image`);
  return absolute;
}

/**
 * Draws an image over the card (mm, (0, 0) at the top-left trim corner). An image with its own
 * bleed is placed so that its inner part matches the card. Where the sheet's bleed is wider
 * than the image's, the edge is extended: the same picture (embedded once), stretched over the
 * whole bleed box, lies under the exact one, so the bleed repeats the card's border colour and
 * rounded corners are filled; black lies under both.
 */
export function drawImageCard(
  doc: PdfDoc,
  absolutePath: string,
  width: number,
  height: number,
  sheetBleed: number,
  imageBleed: number,
): void {
  doc.save();
  doc.rect(-sheetBleed, -sheetBleed, width + 2 * sheetBleed, height + 2 * sheetBleed).clip();
  if (sheetBleed > imageBleed) {
    doc.rect(-sheetBleed, -sheetBleed, width + 2 * sheetBleed, height + 2 * sheetBleed).fill('#000000');
    doc.image(absolutePath, -sheetBleed, -sheetBleed, { width: width + 2 * sheetBleed, height: height + 2 * sheetBleed });
  }
  doc.image(absolutePath, -imageBleed, -imageBleed, { width: width + 2 * imageBleed, height: height + 2 * imageBleed });
  doc.restore();
}
