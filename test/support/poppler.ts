// Reading PDFs back with poppler-utils (pdfinfo, pdffonts, pdftotext -bbox, pdftoppm), so print
// tests check what a viewer or printer actually sees.
import { execFileSync } from 'node:child_process';

const MM_PER_PT = 25.4 / 72;

function run(command: string, args: string[]): Buffer {
  return execFileSync(command, args, { maxBuffer: 512 * 1024 * 1024 });
}

/** Page sizes in mm, one per page. */
export function pageSizesMm(file: string): { width: number; height: number }[] {
  const info = run('pdfinfo', ['-f', '1', '-l', '9999', file]).toString();
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => ({
    width: Number(match[1]) * MM_PER_PT,
    height: Number(match[2]) * MM_PER_PT,
  }));
}

export function pdfInfo(file: string): Record<string, string> {
  const info: Record<string, string> = {};
  for (const line of run('pdfinfo', [file]).toString().split('\n')) {
    const match = /^([^:]+):\s*(.*)$/.exec(line);
    if (match) info[match[1]!.trim()] = match[2]!.trim();
  }
  return info;
}

export interface FontRow {
  name: string;
  type: string;
  embedded: boolean;
}

export function fonts(file: string): FontRow[] {
  const lines = run('pdffonts', [file]).toString().split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const parts = line.trim().split(/\s+/);
    // name, type (1–2 words), encoding, emb, sub, uni, object, ID
    const tail = parts.slice(-5);
    return { name: parts[0]!, type: parts.slice(1, -6).join(' '), embedded: tail[0] === 'yes' };
  });
}

export interface Word {
  page: number;
  text: string;
  /** In mm from the page's top-left. */
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export function words(file: string): Word[] {
  const html = run('pdftotext', ['-bbox', file, '-']).toString();
  const result: Word[] = [];
  let page = 0;
  for (const match of html.matchAll(/<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
    if (match[0] === '<page ') {
      page += 1;
      continue;
    }
    const decode = (text: string) =>
      text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
    result.push({
      page,
      text: decode(match[5]!),
      xMin: Number(match[1]) * MM_PER_PT,
      yMin: Number(match[2]) * MM_PER_PT,
      xMax: Number(match[3]) * MM_PER_PT,
      yMax: Number(match[4]) * MM_PER_PT,
    });
  }
  return result;
}

/** The text in drawing order, which keeps each card's words together. */
export function text(file: string): string {
  return run('pdftotext', ['-raw', file, '-']).toString();
}

export interface GrayImage {
  width: number;
  height: number;
  /** Millimetres per pixel. */
  mmPerPixel: number;
  data: Buffer;
  at(x: number, y: number): number;
}

/** One page rendered to 8-bit grey at `dpi`. */
export function renderGray(file: string, page: number, dpi: number): GrayImage {
  const pgm = run('pdftoppm', ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), file]);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not return a PGM image');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const data = pgm.subarray(header[0].length);
  return { width, height, mmPerPixel: 25.4 / dpi, data, at: (x, y) => data[y * width + x]! };
}

/**
 * Where the first dark area starts along a row (or column) scanning from `fromMm` in `direction`,
 * in mm, to a fraction of a pixel: anti-aliased edge pixels are partly dark in proportion to how
 * much of them is covered, so the summed darkness over a small window locates the edge.
 */
export function findEdge(image: GrayImage, axis: 'x' | 'y', lineMm: number, fromMm: number, direction: 1 | -1, threshold = 128): number {
  const line = Math.round(lineMm / image.mmPerPixel - 0.5);
  let index = Math.floor(fromMm / image.mmPerPixel);
  const limit = axis === 'x' ? image.width : image.height;
  const value = (i: number) => (axis === 'x' ? image.at(i, line) : image.at(line, i));
  while (index >= 0 && index < limit && value(index) >= threshold) index += direction;
  if (index < 0 || index >= limit) throw new Error(`no edge found along ${axis} from ${fromMm} mm`);
  const dark = value(index + 4 * direction);
  let covered = 0;
  for (let p = index - 2; p <= index + 2; p += 1) covered += Math.min(1, Math.max(0, (255 - value(p)) / (255 - dark)));
  const edgePixel = direction === 1 ? index + 3 - covered : index - 2 + covered;
  return edgePixel * image.mmPerPixel;
}

/** The dark rectangle around the middle of `expected` (mm), measured from the rendered pixels. */
export function measureRect(
  image: GrayImage,
  expected: { x: number; y: number; width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  const midX = expected.x + expected.width / 2;
  const midY = expected.y + expected.height / 2;
  const left = findEdge(image, 'x', midY, expected.x - 1.5, 1);
  const right = findEdge(image, 'x', midY, expected.x + expected.width + 1.5, -1);
  const top = findEdge(image, 'y', midX, expected.y - 1.5, 1);
  const bottom = findEdge(image, 'y', midX, expected.y + expected.height + 1.5, -1);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export interface EmbeddedImage {
  page: number;
  width: number;
  height: number;
  /** jpeg (DCT, as the file was), image (Flate), … */
  encoding: string;
  object: number;
}

/** The images a PDF draws, one row per use (pdfimages -list). */
export function embeddedImages(file: string): EmbeddedImage[] {
  const lines = run('pdfimages', ['-list', file]).toString().split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const parts = line.trim().split(/\s+/);
    // page num type width height color comp bpc enc interp object ID …
    return { page: Number(parts[0]), width: Number(parts[3]), height: Number(parts[4]), encoding: parts[8]!, object: Number(parts[10]) };
  });
}
