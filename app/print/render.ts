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
import { drawCutMarks, drawRegistrationMarks } from './cut-marks.ts';
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
  /** The first (or only) file written. */
  file: string;
  /** Every file written, in order: more than one when the job is split (splitPages). */
  files: string[];
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

/** How a duplex printer should turn the sheet over, or none when there are no backs. */
export type DuplexHint = 'long' | 'short' | null;

/**
 * Viewer preferences a print dialog honours: PrintScaling /None so "fit to page" does not
 * shrink the cards (the usual cause of proxies printed too small), and the duplex flip edge
 * the backs were mirrored for. pdfkit only writes DisplayDocTitle, so its dictionary is
 * extended before the document ends (pdfkit writes it out at end()).
 */
function setViewerPreferences(doc: PdfDoc, duplex: DuplexHint): void {
  const root = (doc as unknown as { _root: { data: { ViewerPreferences?: { data: Record<string, unknown> } } } })._root;
  const preferences = root.data.ViewerPreferences?.data;
  if (!preferences) throw new Error('pdfkit did not create the ViewerPreferences dictionary (displayTitle)');
  // Plain strings become PDF names (/None) in pdfkit's serializer.
  preferences.PrintScaling = 'None';
  if (duplex) preferences.Duplex = duplex === 'long' ? 'DuplexFlipLongEdge' : 'DuplexFlipShortEdge';
}

/** Opens a document whose every font is an embedded TrueType font, with the metadata set. */
export function openDocument(
  options: PrintOptions,
  layout: SheetLayout,
  meta: { title: string; subject: string },
  fontDirectory: string,
  duplex: DuplexHint = options.backs.enabled ? options.backs.flip : null,
) {
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
  setViewerPreferences(doc, duplex);
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

/** The card a side is drawn as: its size and bleed in mm, and the printer compensation. */
export interface CardFrame {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  scale: { x: number; y: number };
}

/** The sheet's own card frame: the layout's card, the options' bleed and compensation. */
function sheetFrame(session: PdfSession): CardFrame {
  return { widthMm: session.layout.card.widthMm, heightMm: session.layout.card.heightMm, bleedMm: session.options.bleedMm, scale: session.layout.drawScale };
}

/**
 * Draws a card side into a slot rectangle (page mm), scaled by the printer compensation. Single
 * card pages (PNG cards, MakePlayingCards images) pass their own frame.
 */
export function drawSide(
  session: PdfSession,
  side: SideArt | 'back',
  trim: Rect,
  rotated: boolean,
  warnings: FaceWarning[],
  frame: CardFrame = sheetFrame(session),
): void {
  const { doc, options } = session;
  const width = frame.widthMm;
  const height = frame.heightMm;
  const bleed = frame.bleedMm;
  doc.save();
  doc.translate(trim.x, trim.y);
  doc.scale(frame.scale.x, frame.scale.y);
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

/**
 * Sheets per file for splitPages: a file holds at most that many pages, and with backs each
 * sheet is two pages that stay together (so at least one sheet per file).
 */
export function splitSheets(sheets: number, splitPages: number | undefined, backs: boolean): { first: number; end: number }[] {
  const perFile = splitPages === undefined ? sheets : Math.max(1, Math.floor(splitPages / (backs ? 2 : 1)));
  const chunks: { first: number; end: number }[] = [];
  for (let first = 0; first < sheets; first += perFile) chunks.push({ first, end: Math.min(sheets, first + perFile) });
  return chunks;
}

/** "deck.pdf" → "deck-2-of-5.pdf": the parts of a split job sort and say how many there are. */
export function numberedFile(file: string, part: number, parts: number): string {
  const match = /^(.*?)(\.[^./\\]*)?$/.exec(file)!;
  const width = String(parts).length;
  return `${match[1]}-${String(part).padStart(width, '0')}-of-${parts}${match[2] ?? ''}`;
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
  const meta = {
    title: options.title ?? (options.deckName ? `${options.deckName} — proxies` : 'Proxyfish proxies'),
    subject: `${slots.length} cards of ${layout.card.widthMm} × ${layout.card.heightMm} mm on ${sheets} ${paper} sheets`,
  };
  const fontDirectory = control.fontDirectory ?? defaultFontDirectory();
  const session = openDocument(options, layout, meta, fontDirectory);
  const warnings: FaceWarning[] = [...screened.warnings];
  let done = 0;
  const chunks = splitSheets(sheets, options.splitPages, options.backs.enabled);
  const files = chunks.length === 1 ? [outFile] : chunks.map((_, index) => numberedFile(outFile, index + 1, chunks.length));

  const written: string[] = [];
  try {
    for (const [chunk, range] of chunks.entries()) {
      // The first document is opened above (its fonts are checked before any file is made).
      const current = chunk === 0 ? session : openDocument(options, layout, meta, fontDirectory);
      await finishDocument(current.doc, files[chunk]!, control.signal, async (_doc, stop) => {
        for (let sheet = range.first; sheet < range.end; sheet += 1) {
          const onPage = slots.slice(sheet * layout.perPage, (sheet + 1) * layout.perPage);
          addSheetPage(current);
          // Lines under the cards are drawn first, so the cards cover them.
          if (!options.cutMarks.overCards) drawCutMarks(current.doc, layout, options, onPage.length);
          for (const [index, slot] of onPage.entries()) {
            throwIfCancelled(stop);
            drawSide(current, slot.front, layout.fronts[index]!.trim, false, warnings);
            done += 1;
            control.onProgress?.({ done, total: slots.length, page: sheet + 1, pages: sheets });
          }
          if (options.cutMarks.overCards) drawCutMarks(current.doc, layout, options, onPage.length);
          drawRegistrationMarks(current.doc, layout);
          drawFooter(current, sheet + 1, sheets);
          if (options.backs.enabled) {
            addSheetPage(current);
            for (const [index, slot] of onPage.entries()) {
              const back = layout.backs[index]!;
              drawSide(current, slot.back ?? 'back', back.trim, back.rotated, warnings);
            }
          }
          await nextTurn();
        }
      });
      written.push(files[chunk]!);
    }
  } catch (error) {
    // A split job that fails or is cancelled part way leaves none of its files either.
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }

  return { file: files[0]!, files, cards: slots.length, pages, sheets, perPage: layout.perPage, warnings };
}
