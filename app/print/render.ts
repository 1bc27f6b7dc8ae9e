// The proxy sheet PDF: cards laid out page by page, cut marks and page footer on the fronts,
// mirrored backs after each front page when duplex backs are on. Written as a stream into a
// ".part" file that is renamed when complete, so a cancelled or failed export leaves nothing.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type PDFDocumentClass from 'pdfkit';
import { throwIfCancelled } from '../jobs.ts';
import { drawBuiltInBack } from './card-back.ts';
import { drawTextCard, type FaceContext, type FaceWarning } from './card-face.ts';
import { checkImageFile, drawImageCard } from './card-image.ts';
import { drawCutMarks } from './cut-marks.ts';
import { defaultFontDirectory, FONT, registerFonts } from './fonts.ts';
import { labels } from './labels.ts';
import { computeLayout, type Rect, type SheetLayout } from './layout.ts';
import type { PdfDoc } from './pdf-doc.ts';
import { drawText, pdfMeasurer, PT } from './pdf-text.ts';
import type { PrintItem } from './print-card.ts';
import { screenPictures } from './picture-screen.ts';
import { parsePrintOptions, type PrintOptions, type PrintOptionsInput } from './print-options.ts';
import { expandSlots, type SideArt } from './print-slots.ts';
import type { TextMeasurer } from './text-fit.ts';

export const MM = 72 / 25.4; // one millimetre in PDF points

export interface PrintProgress {
  /** Cards drawn so far and in all. */
  done: number;
  total: number;
  page: number;
  pages: number;
}

export interface RenderControl {
  onProgress?: (progress: PrintProgress) => void;
  signal?: AbortSignal;
  /** Where the fonts live (assets/fonts in the source tree; a packaged app passes its own). */
  fontDirectory?: string;
}

export interface PrintResult {
  file: string;
  cards: number;
  /** PDF pages, backs included. */
  pages: number;
  sheets: number;
  perPage: number;
  warnings: FaceWarning[];
}

export interface PdfSession {
  doc: PdfDoc;
  measurer: TextMeasurer;
  layout: SheetLayout;
  options: PrintOptions;
}

// pdfkit and its font engine take about 0.3 s to load: every CLI command and app start would
// pay that, so it is loaded by the first export instead.
let pdfDocumentClass: typeof PDFDocumentClass | undefined;
function loadPdfKit(): typeof PDFDocumentClass {
  return (pdfDocumentClass ??= createRequire(import.meta.url)('pdfkit') as typeof PDFDocumentClass);
}

/** Opens a document whose every font is an embedded TrueType font, with the metadata set. */
export function openDocument(options: PrintOptions, layout: SheetLayout, meta: { title: string; subject: string }, fontDirectory: string) {
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    // No default font: pdfkit would otherwise load Helvetica (a standard-14 font), or, given a
    // file, keep it under its path so that the same font registered by name is opened again on
    // every switch. The first font is set by name right below.
    font: null as unknown as string,
    info: {
      Title: meta.title,
      Subject: meta.subject,
      Creator: 'Proxyfish',
      Producer: 'Proxyfish (PDFKit)',
      ...(options.creationDate ? { CreationDate: new Date(options.creationDate) } : {}),
    },
    displayTitle: true,
  });
  registerFonts(doc, fontDirectory);
  doc.font(FONT.small);
  const session: PdfSession = { doc, measurer: pdfMeasurer(doc), layout, options };
  return session;
}

export function addSheetPage(session: PdfSession): void {
  const { layout } = session;
  session.doc.addPage({ size: [layout.page.widthMm * MM, layout.page.heightMm * MM], margin: 0 });
  // Everything below is drawn in millimetres.
  session.doc.scale(MM);
}

/** Draws a card side into a slot rectangle (page mm), scaled by the printer compensation. */
function drawSide(session: PdfSession, side: SideArt | 'back', trim: Rect, rotated: boolean, warnings: FaceWarning[]): void {
  const { doc, layout, options } = session;
  const width = layout.card.widthMm;
  const height = layout.card.heightMm;
  const bleed = options.bleedMm;
  doc.save();
  doc.translate(trim.x, trim.y);
  doc.scale(layout.drawScale.x, layout.drawScale.y);
  if (rotated) doc.rotate(180, { origin: [width / 2, height / 2] });
  doc.rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed).clip();
  if (side === 'back') {
    const back = options.backs;
    if (back.imagePath) drawImageCard(doc, back.imagePath, width, height, bleed, back.imageBleedMm);
    else drawBuiltInBack(doc, session.measurer, width, height, bleed);
  } else if (side.kind === 'image') {
    drawImageCard(doc, side.path, width, height, bleed, side.bleedMm);
  } else {
    const context: FaceContext = {
      doc,
      measurer: session.measurer,
      language: options.language,
      proxyMark: options.proxyMark,
      widthMm: width,
      heightMm: height,
      bleedMm: bleed,
    };
    warnings.push(...drawTextCard(context, side.card, side.faces));
  }
  doc.restore();
}

function drawFooter(session: PdfSession, sheet: number, sheets: number): void {
  const { doc, layout, options } = session;
  const footer = layout.footer;
  if (!footer || !(options.pageNumbers || options.deckName)) return;
  const size = 7 * PT;
  const baseline = footer.y + Math.min(footer.height, 6) / 2 + size * 0.35;
  const color = '#555555';
  if (options.deckName) drawText(doc, options.deckName, footer.x, baseline, { font: FONT.small, size, color });
  if (options.pageNumbers) {
    const text = labels(options.language).page(sheet, sheets);
    const width = session.measurer.width(text, FONT.small) * size;
    drawText(doc, text, footer.x + footer.width - width, baseline, { font: FONT.small, size, color });
  }
}

/** Lets the file stream drain and the caller's abort land between pages. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Streams the document into "<outFile>.part" while `write` draws it, then renames it to
 * outFile once the last byte is on disk. Every way out (cancel, a failed write such as a full
 * disk, an error while drawing) closes the stream, removes the .part file and rejects with
 * that one error: nothing is left to reject later, so no failure can escape the caller's job.
 * `write` receives a signal that also fires when the file cannot be written, so a full disk
 * stops the drawing at the next card instead of after the last one.
 */
export async function finishDocument(
  doc: PdfDoc,
  outFile: string,
  signal?: AbortSignal,
  write?: (doc: PdfDoc, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const partFile = `${outFile}.part`;
  const stream = createWriteStream(partFile);
  const writeFailed = new AbortController();
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', (error) => {
      writeFailed.abort(error);
      reject(error);
    });
  });
  // Awaited below on the success path; on the failure paths the first error is the one
  // reported, and a later write error of the abandoned stream must not go unhandled.
  finished.catch(() => undefined);
  const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
  const stop = signal ? AbortSignal.any([signal, writeFailed.signal]) : writeFailed.signal;
  doc.pipe(stream);
  try {
    await write?.(doc, stop);
    throwIfStopped(stop, writeFailed.signal);
    doc.end();
    await finished;
    await rename(partFile, outFile);
  } catch (error) {
    doc.unpipe(stream);
    stream.destroy();
    await closed;
    await rm(partFile, { force: true });
    throw writeFailed.signal.aborted ? writeFailed.signal.reason : error;
  }
}

/** Throws the write error when the file failed, else CancelledError when the caller aborted. */
function throwIfStopped(stop: AbortSignal, writeFailed: AbortSignal): void {
  if (writeFailed.aborted) throw writeFailed.reason;
  throwIfCancelled(stop);
}

/**
 * Renders the cards (each as often as its quantity) into a PDF at `outFile`.
 * Options are validated here; a bad value throws PrintOptionsError naming it.
 */
export async function renderProxyPdf(
  items: readonly PrintItem[],
  optionsInput: PrintOptionsInput | PrintOptions,
  outFile: string,
  control: RenderControl = {},
): Promise<PrintResult> {
  const options = parsePrintOptions(optionsInput);
  if (options.backs.imagePath) options.backs.imagePath = checkImageFile(options.backs.imagePath, 'card back');
  const screened = await screenPictures(items, options.backs.enabled ? options.backs.imagePath : undefined);
  if (options.backs.enabled) options.backs.imagePath = screened.backImagePath;
  const layout = computeLayout(options);
  const slots = expandSlots(screened.items, options.backs.enabled);
  const sheets = Math.max(1, Math.ceil(slots.length / layout.perPage));
  const pages = sheets * (options.backs.enabled ? 2 : 1);
  const paper = typeof options.paper === 'string' ? options.paper.toUpperCase() : `${options.paper.widthMm} × ${options.paper.heightMm} mm`;
  const session = openDocument(
    options,
    layout,
    {
      title: options.title ?? (options.deckName ? `${options.deckName} — proxies` : 'Proxyfish proxies'),
      subject: `${slots.length} cards of ${layout.card.widthMm} × ${layout.card.heightMm} mm on ${sheets} ${paper} sheets`,
    },
    control.fontDirectory ?? defaultFontDirectory(),
  );
  const warnings: FaceWarning[] = [...screened.warnings];
  let done = 0;

  await finishDocument(session.doc, outFile, control.signal, async (_doc, stop) => {
    for (let sheet = 0; sheet < sheets; sheet += 1) {
      const onPage = slots.slice(sheet * layout.perPage, (sheet + 1) * layout.perPage);
      addSheetPage(session);
      for (const [index, slot] of onPage.entries()) {
        throwIfCancelled(stop);
        drawSide(session, slot.front, layout.fronts[index]!.trim, false, warnings);
        done += 1;
        control.onProgress?.({ done, total: slots.length, page: sheet + 1, pages: sheets });
      }
      drawCutMarks(session.doc, layout, options, onPage.length);
      drawFooter(session, sheet + 1, sheets);
      if (options.backs.enabled) {
        addSheetPage(session);
        for (const [index, slot] of onPage.entries()) {
          const back = layout.backs[index]!;
          drawSide(session, slot.back ?? 'back', back.trim, back.rotated, warnings);
        }
      }
      await nextTurn();
    }
  });

  return { file: outFile, cards: slots.length, pages, sheets, perPage: layout.perPage, warnings };
}
