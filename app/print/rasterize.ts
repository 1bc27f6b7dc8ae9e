// PDF pages to PNG files, with pdf.js (pdfjs-dist) drawing into an @napi-rs/canvas canvas. The
// PNG exports rasterise the very PDF the app prints, so a PNG page or card has the PDF's layout
// to the pixel. A page is drawn in horizontal strips and written through a streaming PNG
// encoder: an A4 page at 1200 dpi is 139 million pixels (557 MB as one RGBA canvas, about
// 850 MB peak with the encoder's copy), while a strip of a few megapixels keeps memory flat.
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crc32, createDeflate } from 'node:zlib';
import type * as CanvasModule from '@napi-rs/canvas';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { throwIfCancelled } from '../jobs.ts';

/** Pixels drawn per strip: 4 MP is 16 MB of RGBA. */
const STRIP_PIXELS = 4_000_000;

/** The pixel size of `mm` at `dpi`, as the PNG is written (rounded to a whole pixel). */
export function pixelsFor(mm: number, dpi: number): number {
  return Math.max(1, Math.round((mm * dpi) / 25.4));
}

type PdfJs = typeof PdfJsModule;
type Canvas = typeof CanvasModule;

// pdf.js and the canvas binding take a while to load; only a PNG export pays for that.
let loaded: Promise<{ pdfjs: PdfJs; canvas: Canvas; standardFonts: string }> | undefined;
function load() {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const pdfjs = (await importEsm(pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href)) as PdfJs;
    const canvas = require('@napi-rs/canvas') as Canvas;
    // pdf.js fetches the 14 standard fonts' metrics from here (it warns without them); the PDFs
    // embed all their fonts, but pdfkit's document still names Helvetica in its defaults.
    const packageJson = require.resolve('pdfjs-dist/package.json');
    const standardFonts = `${pathToFileURL(join(dirname(packageJson), 'standard_fonts')).href}/`;
    return { pdfjs, canvas, standardFonts };
  })();
  return loaded;
}

/**
 * import() of an ES module by URL. pdf.js is an ES module only, which require() cannot load on
 * Node 20. The CommonJS bundles keep this import() as it is, but they run from V8's code cache
 * through vm.Script (scripts/bundles.js), where import() has no loader and throws
 * ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING; a function compiled by Node's own CommonJS loader
 * (Module#_compile, what require() uses) has one.
 */
async function importEsm(url: string): Promise<unknown> {
  try {
    return await import(/* @vite-ignore */ url);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING') throw error;
    const require = createRequire(import.meta.url);
    const Module = require('node:module') as new (id: string) => { _compile(source: string, file: string): void; exports: unknown };
    const importer = new Module('proxyfish-import-esm');
    importer._compile('module.exports = (url) => import(url);', fileURLToPath(import.meta.url));
    return (importer.exports as (url: string) => Promise<unknown>)(url);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0);
  return Buffer.concat([head, data, crc]);
}

function write(stream: WriteStream, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(data, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * A PNG written row block by row block: RGB, 8 bits, with a pHYs chunk that records the dpi
 * (print shops read the size from it).
 */
class PngStreamWriter {
  private readonly file: WriteStream;
  private readonly deflate = createDeflate({ level: 6 });
  private readonly pending: Promise<void>[] = [];
  private failure: Error | undefined;

  constructor(
    path: string,
    private readonly width: number,
    height: number,
    dpi: number,
  ) {
    this.file = createWriteStream(path);
    this.file.on('error', (error) => (this.failure ??= error));
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filtering, no interlace
    const perMetre = Math.round(dpi / 0.0254);
    const physical = Buffer.alloc(9);
    physical.writeUInt32BE(perMetre, 0);
    physical.writeUInt32BE(perMetre, 4);
    physical[8] = 1; // the unit is the metre
    this.file.write(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('pHYs', physical)]));
    this.deflate.on('data', (data: Buffer) => this.pending.push(write(this.file, chunk('IDAT', data))));
    this.deflate.on('error', (error) => (this.failure ??= error));
  }

  /** Rows of RGBA pixels (alpha dropped; pages are opaque). */
  async rows(rgba: Uint8ClampedArray | Uint8Array, rows: number): Promise<void> {
    if (this.failure) throw this.failure;
    const stride = this.width * 3 + 1;
    const out = Buffer.alloc(stride * rows);
    for (let row = 0; row < rows; row += 1) {
      let target = row * stride;
      out[target++] = 0; // filter: none
      let source = row * this.width * 4;
      for (let x = 0; x < this.width; x += 1) {
        out[target++] = rgba[source]!;
        out[target++] = rgba[source + 1]!;
        out[target++] = rgba[source + 2]!;
        source += 4;
      }
    }
    if (!this.deflate.write(out)) await new Promise((resolve) => this.deflate.once('drain', resolve));
  }

  async finish(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.deflate.once('end', resolve);
      this.deflate.once('error', reject);
      this.deflate.end();
    });
    await Promise.all(this.pending);
    if (this.failure) throw this.failure;
    await new Promise<void>((resolve, reject) => {
      this.file.once('error', reject);
      this.file.end(chunk('IEND', Buffer.alloc(0)), resolve);
    });
  }

  async abandon(): Promise<void> {
    this.deflate.destroy();
    await new Promise<void>((resolve) => {
      if (this.file.closed) resolve();
      else {
        this.file.once('close', () => resolve());
        this.file.destroy();
      }
    });
  }
}

export interface RasterizeControl {
  signal?: AbortSignal;
  /** Called after each page is written (1-based), with the number of pages. */
  onPage?: (page: number, pages: number) => void;
}

/**
 * Writes each page of the PDF at `pdfFile` as a PNG at `dpi`, to the path `target(page)` gives
 * (1-based). The page is `round(mm × dpi / 25.4)` pixels each way, white under the drawing.
 * Stops between strips when `signal` aborts; a file being written then is removed, the ones
 * already written are the caller's to keep or remove. Returns the files in page order.
 */
export async function rasterizePdf(pdfFile: string, dpi: number, target: (page: number) => string, control: RasterizeControl = {}): Promise<string[]> {
  if (!Number.isInteger(dpi) || dpi < 1) throw new Error(`dpi must be a whole number, got ${dpi}`);
  const { pdfjs, canvas: canvasModule, standardFonts } = await load();
  const document = await pdfjs.getDocument({ data: new Uint8Array(await readFile(pdfFile)), standardFontDataUrl: standardFonts, verbosity: 0, isEvalSupported: false }).promise;
  const written: string[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      throwIfCancelled(control.signal);
      const page = await document.getPage(number);
      const scale = dpi / 72;
      const full = page.getViewport({ scale });
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      const width = pixelsFor(((x1 - x0) * 25.4) / 72, dpi);
      const height = pixelsFor(((y1 - y0) * 25.4) / 72, dpi);
      const stripRows = Math.max(1, Math.min(height, Math.floor(STRIP_PIXELS / width)));
      const canvas = canvasModule.createCanvas(width, stripRows);
      const context = canvas.getContext('2d');
      const path = target(number);
      const png = new PngStreamWriter(path, width, height, dpi);
      try {
        for (let top = 0; top < height; top += stripRows) {
          throwIfCancelled(control.signal);
          const rows = Math.min(stripRows, height - top);
          context.setTransform(1, 0, 0, 1, 0, 0);
          context.fillStyle = '#ffffff';
          context.fillRect(0, 0, width, stripRows);
          // The same viewport as the whole page, moved up by the rows already written.
          const viewport = full.clone({ offsetY: -top });
          await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
          await png.rows(context.getImageData(0, 0, width, rows).data, rows);
        }
        await png.finish();
      } catch (error) {
        await png.abandon();
        await rm(path, { force: true });
        throw error;
      }
      written.push(path);
      page.cleanup();
      control.onPage?.(number, document.numPages);
    }
  } finally {
    await document.destroy();
  }
  return written;
}
