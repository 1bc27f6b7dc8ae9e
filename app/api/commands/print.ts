// The Print page's commands: the remembered settings, filling the print queue from a source,
// the live preview (what each sheet holds), the PDF export as a job, the alignment test, and
// the user's own card back. Finished PDFs are written under the data folder's exports/; the
// browser-mode server hands them out at GET /exports/<file> (main/http/server.ts).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import type { CardFace } from '../../cards/model.ts';
import type { Services } from '../../services.ts';
import { claimExportFolder, claimPartExportFile, exportSlug } from '../../export-files.ts';
import { mediaUrl } from '../../images/image-service.ts';
import { checkPicture } from '../../images/picture-gate.ts';
import { renderAlignmentTestPdf } from '../../print/alignment-test.ts';
import type { PrintRequest, UnresolvedPrintCard } from '../../print/from-database.ts';
import type { RelatedKind } from '../../print/related-cards.ts';
import { readPrintJob, relatedRequests, type PrintJobCards } from '../../print/print-job.ts';
import { computeLayout, type SheetLayout } from '../../print/layout.ts';
import type { PrintFace, PrintItem } from '../../print/print-card.ts';
import { parsePrintOptions, PrintOptionsError, printOptionsSchema, type PrintOptions } from '../../print/print-options.ts';
import { expandSlots } from '../../print/print-slots.ts';
import { cardsFromSource, printSourceSchema } from '../../print/print-sources.ts';
import { renderProxyPdf } from '../../print/render.ts';
import { PRINT_EXPORT_STAGES } from '../../print/export-stages.ts';
import { exportFormatSchema, type ExportFormat } from '../../print/export-formats.ts';
import { exportMpc } from '../../print/mpc-export.ts';
import { zipFiles } from '../../print/mpc-zip.ts';
import { renderProxyPngs } from '../../print/png-export.ts';
import { defineCommand } from '../contract.ts';

export const PRINT_OPTIONS_KEY = 'print.options';
const BACK_IMAGE_KEY = 'print.backImage';
/** The user's card back lives here, under the data folder's images/. */
const BACK_IMAGE_FOLDER = 'print-back';

/**
 * Settings as the UI sends them. A back image is never a path from the UI (that would let it
 * read any file): it is uploaded with print.backImage.set and added here by the core.
 */
const uiOptionsSchema = printOptionsSchema.refine((options) => options.backs?.imagePath === undefined, {
  message: 'backs.imagePath cannot be set from the UI; upload the image with print.backImage.set',
  path: ['backs', 'imagePath'],
});

/** The remembered settings, or the defaults when none are stored or they no longer validate. */
function storedOptions(services: Services): PrintOptions {
  const stored = services.settings.get<unknown>(PRINT_OPTIONS_KEY);
  const parsed = uiOptionsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : parsePrintOptions({});
}

/**
 * The user's back image file, if one is set and still there. Only a file in our own
 * images/print-back/ folder counts: a stored name that resolves anywhere else is ignored
 * without looking at the disk, so no answer can tell whether such a file exists.
 */
function backImageFile(services: Services): string | null {
  const name = services.settings.get<unknown>(BACK_IMAGE_KEY);
  if (typeof name !== 'string' || name === '') return null;
  const folder = resolve(services.paths.images, BACK_IMAGE_FOLDER);
  const file = resolve(services.paths.images, name);
  if (!file.startsWith(folder + sep)) return null;
  return existsSync(file) ? file : null;
}

/** The options to print with: the given or remembered ones, plus the user's back image. */
function effectiveOptions(services: Services, given: PrintOptions | undefined): PrintOptions {
  const options = structuredClone(given ?? storedOptions(services));
  const back = backImageFile(services);
  if (back) options.backs.imagePath = back;
  if (!options.deckName && services.printQueue.get().title) options.deckName = services.printQueue.get().title.slice(0, 200);
  return options;
}

/** The queue as PrintItems, with its extras when asked for; cards that do not resolve are returned, not dropped. */
function queuedCards(services: Services, options: PrintOptions): PrintJobCards {
  return readPrintJob(services, services.printQueue.get().items, options);
}

/** A card drawn from its text, as the preview shows it (the printed words where localised). */
export type PreviewFace = CardFace;

/** What one sheet of the preview holds, slot by slot; `imageUrl` is the picture the slot prints, else `face` its text. */
export interface PreviewSheet {
  cards: { name: string; colors: string[]; image: boolean; imageUrl: string | null; face: PreviewFace | null; doubleFaced: boolean }[];
}

function previewFace(face: PrintFace): PreviewFace {
  return {
    name: face.printedName ?? face.name,
    mana_cost: face.manaCost,
    type_line: face.printedTypeLine ?? face.typeLine,
    oracle_text: face.printedText ?? face.oracleText,
    power: face.power ?? null,
    toughness: face.toughness ?? null,
    loyalty: face.loyalty ?? null,
    defense: face.defense ?? null,
    colors: face.colors,
  };
}

/** The media URL of a picture under the data folder's images/, or null for one elsewhere. */
function previewUrl(services: Services, path: string): string | null {
  const inside = relative(resolve(services.paths.images), resolve(path));
  return inside.startsWith('..') || isAbsolute(inside) ? null : mediaUrl({ file: inside.split(sep).join('/') });
}

export interface PrintPreview {
  layout: SheetLayout;
  options: PrintOptions;
  sheets: PreviewSheet[];
  cards: number;
  pages: number;
  unresolved: UnresolvedPrintCard[];
  warnings: { card: string; message: string }[];
  hasBackImage: boolean;
  /** What the extras check boxes add, by name with counts (empty lists while they are off). */
  extras: PreviewExtras;
}

/** The tokens and related cards, and the checklist cards, that the print job adds to the queue. */
export interface PreviewExtras {
  related: { kind: RelatedKind; name: string; quantity: number; madeBy: string[] }[];
  checklists: { name: string; quantity: number }[];
}

function preview(services: Services, given: PrintOptions | undefined): PrintPreview {
  const options = effectiveOptions(services, given);
  const layout = computeLayout(options);
  const { items, unresolved, warnings, related, relatedRequests: extras, checklistCards } = queuedCards(services, options);
  // The job already found its extras: their pictures are asked for without finding them again.
  if (!options.textOnly) services.images.request(queuedPrintings(services, options, extras), 'print');
  const slots = expandSlots(items, options.backs.enabled);
  const sheets: PreviewSheet[] = [];
  for (let start = 0; start < slots.length; start += layout.perPage) {
    sheets.push({
      cards: slots.slice(start, start + layout.perPage).map((slot) => {
        const art = slot.front;
        const colors = art.kind === 'text' ? (art.faces[0]?.colors ?? art.card.colors) : [];
        const imageUrl = art.kind === 'image' ? previewUrl(services, art.path) : null;
        const face = art.kind === 'text' ? previewFace(art.faces[0] ?? art.card) : null;
        return { name: slot.name, colors: [...colors], image: art.kind === 'image', imageUrl, face, doubleFaced: slot.back !== undefined };
      }),
    });
  }
  const sheetCount = Math.max(1, sheets.length);
  return {
    layout,
    options,
    sheets,
    cards: slots.length,
    pages: sheetCount * (options.backs.enabled ? 2 : 1),
    unresolved,
    warnings,
    hasBackImage: options.backs.imagePath !== undefined,
    extras: {
      related: related.map(({ kind, name, quantity, madeBy }) => ({ kind, name, quantity, madeBy })),
      checklists: checklistCards,
    },
  };
}

/** What a finished print.export job holds as its result. */
export interface PrintExportResult {
  /** What was written: the PDF, PNG pages or cards, or the MakePlayingCards folder and its zip. */
  format: ExportFormat['kind'];
  /** The first (or only) file; for the MakePlayingCards export, the zip (the one file to download). */
  fileName: string;
  /**
   * Every file, in order: several when the job is split into files of N pages, or PNGs. For
   * the MakePlayingCards export, the images and cards.xml inside `folder`.
   */
  fileNames: string[];
  /** The MakePlayingCards export's folder under exports/ (its files are not downloaded one by one). */
  folder?: string;
  /** The MakePlayingCards folder packed as "<folder>.zip" directly under exports/: what the page downloads. */
  zip?: string;
  /** The first file's (or the MakePlayingCards folder's) full path. */
  path: string;
  /** MakePlayingCards: the order's card count and bracket. */
  mpc?: { quantity: number; bracket: number; images: number };
  cards: number;
  pages: number;
  sheets: number;
  perPage: number;
  warnings: { card: string; message: string }[];
}

/**
 * Runs an export that writes `file` through "<file>.part" (claimed by claimPartExportFile):
 * whatever way it fails, the claimed .part file goes with it.
 */
async function removingPartOnFailure<T>(file: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await rm(`${file}.part`, { force: true });
    throw error;
  }
}

/** The printing of every queued card (and stored extra) whose image the print would use; `extras` when the job already found them. */
function queuedPrintings(services: Services, options: PrintOptions, extras?: readonly PrintRequest[]): number[] {
  const queued = services.printQueue.get().items;
  return [...queued, ...(extras ?? relatedRequests(services, queued, options))]
    .flatMap((item) => (item.card_id === null ? [] : [services.images.printingFor(item.card_id, item.printing_id, options.language)]))
    .filter((id): id is number => id !== null);
}

const optionsInput = z.object({ options: uiOptionsSchema.optional() }).strict();

/** Fetches the print-size pictures the queue lacks (unless text only), then reads the queue. */
async function picturesThenCards(
  services: Services,
  options: PrintOptions,
  signal: AbortSignal,
  report: (progress: { stage?: string; done: number; total: number | null }) => void,
): Promise<{ items: PrintItem[]; warnings: { card: string; message: string }[] }> {
  if (!options.textOnly) {
    report({ stage: PRINT_EXPORT_STAGES.images, done: 0, total: null });
    await services.images.ensure(queuedPrintings(services, options), 'print', { signal, onProgress: ({ done, total }) => report({ done, total }) });
  }
  const { items, warnings } = queuedCards(services, options);
  return { items, warnings };
}

/** Progress of an export that draws its cards, then writes files: the drawing counts cards, and the first file written opens the writing stage. */
function renderThenWriteProgress(report: (progress: { stage?: string; done: number; total: number | null }) => void, writeStage: string) {
  let writing = false;
  return {
    onProgress: ({ done, total }: { done: number; total: number }) => report({ done, total }),
    onPng: (done: number, total: number) => {
      if (!writing) report({ stage: writeStage, done: 0, total });
      writing = true;
      report({ done, total });
    },
  };
}

/** PNG pages or cards, written flat under exports/ as "<title>-<time>-page-001.png" …. */
function startPngExport(services: Services, options: PrintOptions, slug: string, format: Extract<ExportFormat, { kind: 'png' }>) {
  // The claim is an empty "<title>-<time>.png.part": no other export takes the same base name.
  const { path: claim } = claimPartExportFile(services.paths.exports, slug, 'png');
  const base = claim.replace(/\.png$/, '');
  return services.jobs.start('print.export', async ({ signal, report }): Promise<PrintExportResult> => {
    try {
      const { items, warnings } = await picturesThenCards(services, options, signal, report);
      report({ stage: PRINT_EXPORT_STAGES.render, done: 0, total: null });
      const result = await renderProxyPngs(items, options, base, format, { signal, ...renderThenWriteProgress(report, PRINT_EXPORT_STAGES.png) });
      const fileNames = result.files.map((file) => basename(file));
      return { format: 'png', fileName: fileNames[0]!, fileNames, path: result.files[0]!, cards: result.cards, pages: result.files.length, sheets: result.sheets, perPage: result.perPage, warnings: [...warnings, ...result.warnings] };
    } finally {
      await rm(`${claim}.part`, { force: true });
    }
  });
}

/** The MakePlayingCards folder, "<title>-<time>" under exports/ (images and cards.xml), and "<folder>.zip" of it. */
function startMpcExport(services: Services, options: PrintOptions, slug: string, format: Extract<ExportFormat, { kind: 'mpc' }>) {
  const { fileName: folderName, path: folder } = claimExportFolder(services.paths.exports, `${slug}-mpc`);
  const zipName = `${folderName}.zip`;
  const zipPath = join(services.paths.exports, zipName);
  return services.jobs.start('print.export', async ({ signal, report }): Promise<PrintExportResult> => {
    try {
      const { items, warnings } = await picturesThenCards(services, options, signal, report);
      report({ stage: PRINT_EXPORT_STAGES.render, done: 0, total: null });
      const result = await exportMpc(items, options, folder, format, { signal, ...renderThenWriteProgress(report, PRINT_EXPORT_STAGES.mpc) });
      const fileNames = [...result.files, result.orderFile].map((file) => basename(file));
      // A browser downloads files, not folders: the folder also goes out as one zip beside it.
      report({ stage: PRINT_EXPORT_STAGES.zip, done: 0, total: fileNames.length });
      await zipFiles([...result.files, result.orderFile], zipPath, { signal, onFile: (done, total) => report({ done, total }) });
      return {
        format: 'mpc',
        fileName: zipName,
        fileNames,
        folder: folderName,
        zip: zipName,
        path: folder,
        cards: result.quantity,
        pages: result.files.length,
        sheets: 0,
        perPage: 1,
        mpc: { quantity: result.quantity, bracket: result.bracket, images: result.images },
        warnings: [...warnings, ...result.warnings],
      };
    } catch (error) {
      // A cancelled or failed export leaves no folder behind (zipFiles removes its own .part file).
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
  });
}

export const printCommands = {
  'print.options.get': defineCommand({
    summary: 'The remembered print settings (defaults where none are stored), and whether an own card back is set.',
    input: z.object({}).strict(),
    run: (services) => ({ options: storedOptions(services), hasBackImage: backImageFile(services) !== null }),
  }),
  'print.options.set': defineCommand({
    summary: 'Remember the print settings (validated; the defaults fill what is left out; not the deck name or title).',
    input: z.object({ options: uiOptionsSchema }).strict(),
    run: (services, input) => {
      // The deck name and title belong to one print, not to the next deck's.
      const { creationDate: _date, title: _title, deckName: _deckName, ...remembered } = input.options;
      services.settings.set(PRINT_OPTIONS_KEY, remembered);
      return { options: storedOptions(services) };
    },
  }),
  'print.queueFrom': defineCommand({
    summary: 'Fill the print queue from a deck, a search result, a pasted decklist, a custom set or single cards.',
    input: z.object({ source: printSourceSchema, mode: z.enum(['replace', 'add']).default('replace') }).strict(),
    run: (services, input) => {
      const sourced = cardsFromSource(services, input.source);
      const queue =
        input.mode === 'replace'
          ? services.printQueue.replace({ title: sourced.title, items: sourced.items })
          : services.printQueue.add(sourced.items, sourced.title);
      return { queue, added: sourced.items.reduce((sum, item) => sum + item.quantity, 0), unresolved: sourced.unresolved };
    },
  }),
  'print.preview': defineCommand({
    summary:
      'The sheet layout for these settings (or the remembered ones) and which queued card goes where; ' +
      'settings that do not validate come back as { invalid } so the page can say so while the user types.',
    input: z.object({ options: z.json().optional() }).strict(),
    run: (services, input): PrintPreview | { invalid: string } => {
      if (input.options === undefined) return preview(services, undefined);
      const checked = uiOptionsSchema.safeParse(input.options);
      if (!checked.success) return { invalid: checked.error.issues.map((issue) => `${issue.path.join('.') || 'options'}: ${issue.message}`).join('; ') };
      try {
        return preview(services, checked.data);
      } catch (error) {
        // A card that does not fit the paper is a settings problem too.
        if (error instanceof PrintOptionsError) return { invalid: error.message };
        throw error;
      }
    },
  }),
  'print.export': defineCommand({
    summary: 'Render the print queue to a PDF under exports/ as a job; the job result names the file.',
    input: optionsInput.extend({ fileTitle: z.string().max(200).optional(), format: exportFormatSchema.default({ kind: 'pdf' }) }).strict(),
    run: (services, input) => {
      const format = input.format;
      const options = effectiveOptions(services, input.options);
      computeLayout(options); // a card that does not fit the paper fails here, before the job
      const { items: queued, unresolved } = queuedCards(services, options);
      if (unresolved.length > 0) {
        throw new Error(`Not in the card database: ${unresolved.map((card) => card.name).join(', ')}. Remove or rename them first.`);
      }
      if (queued.length === 0) throw new Error('The print queue is empty.');
      const slug = exportSlug(input.fileTitle ?? (options.deckName || 'proxies'));
      if (format.kind === 'png') return startPngExport(services, options, slug, format);
      if (format.kind === 'mpc') return startMpcExport(services, options, slug, format);
      const { path: file } = claimPartExportFile(services.paths.exports, slug, 'pdf');
      return services.jobs.start('print.export', ({ signal, report }): Promise<PrintExportResult> =>
        // Cancelled or failed at any stage (fetching images too), the claimed .part file goes.
        removingPartOnFailure(file, async () => {
          // A print job fetches the print-size images it lacks first (offline: printed from text).
          const { items, warnings } = await picturesThenCards(services, options, signal, report);
          report({ stage: PRINT_EXPORT_STAGES.render, done: 0, total: null });
          const result = await renderProxyPdf(items, options, file, {
            signal,
            onProgress: ({ done, total }) => report({ done, total }),
          });
          // A split job's files are named after the claimed one ("…-1-of-3.pdf"), so the claimed
          // ".part" placeholder was never renamed: it goes. The first file is the result.
          if (result.files.length > 1) await rm(`${file}.part`, { force: true });
          return { format: 'pdf', fileName: basename(result.file), fileNames: result.files.map((written) => basename(written)), path: result.file, cards: result.cards, pages: result.pages, sheets: result.sheets, perPage: result.perPage, warnings: [...warnings, ...result.warnings] };
        }),
      );
    },
  }),
  'print.alignmentTest': defineCommand({
    summary: 'Write the one-sheet duplex alignment test for these settings under exports/.',
    input: optionsInput,
    run: async (services, input) => {
      const options = effectiveOptions(services, input.options);
      const { fileName, path } = claimPartExportFile(services.paths.exports, 'alignment-test', 'pdf');
      await removingPartOnFailure(path, () => renderAlignmentTestPdf(options, path));
      return { fileName, path };
    },
  }),
  'print.backImage.set': defineCommand({
    summary: 'Use an uploaded JPEG or PNG as the card back (uploadId), or go back to the built-in back (null).',
    input: z.object({ uploadId: z.uuid({ error: 'an upload id from uploads.begin' }).nullable() }).strict(),
    run: async (services, input) => {
      const folder = join(services.paths.images, BACK_IMAGE_FOLDER);
      const previous = backImageFile(services);
      if (input.uploadId === null) {
        services.settings.set(BACK_IMAGE_KEY, null);
      } else {
        let picture;
        try {
          // The picture gate decides by content (a JPEG named .png is a JPEG), not by the name.
          const upload = services.uploads.get(input.uploadId);
          picture = await checkPicture(await readFile(upload.path), upload.name, { scaleToCard: true });
        } finally {
          services.uploads.discard(input.uploadId);
        }
        mkdirSync(folder, { recursive: true });
        const target = join(folder, `back-${Date.now()}.${picture.kind === 'png' ? 'png' : 'jpg'}`);
        writeFileSync(target, picture.bytes);
        services.settings.set(BACK_IMAGE_KEY, relative(services.paths.images, target).split(sep).join('/'));
      }
      // The old back goes (backImageFile only ever names a file in our own folder).
      if (previous) rmSync(previous, { force: true });
      return { hasBackImage: backImageFile(services) !== null };
    },
  }),
};
