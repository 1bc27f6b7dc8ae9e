// PNG out: the proxy sheets as PNG pages, or each card as its own PNG, at a chosen dpi. Pages
// are the sheet PDF rasterised, page for page; cards are single-card pages drawn by the same
// code as the sheet (card-pages.ts), so a card's PNG is the card as the sheet prints it.
// Files: NAME-page-001.png … or NAME-card-001.png … (NAME-card-001-back.png with backs).
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preparedSlots, renderCardPagesPdf, type CardPage } from './card-pages.ts';
import type { FaceWarning } from './card-face.ts';
import { computeLayout } from './layout.ts';
import type { PrintItem } from './print-card.ts';
import { parsePrintOptions, type PrintOptions, type PrintOptionsInput } from './print-options.ts';
import { rasterizePdf } from './rasterize.ts';
import { renderProxyPdf, type RenderControl } from './render.ts';

export interface PngControl extends RenderControl {
  /** PNG files written so far and in all (after the drawing, reported by onProgress). */
  onPng?: (done: number, total: number) => void;
}

export interface PngResult {
  /** Every PNG, in order. */
  files: string[];
  cards: number;
  /** Sheets (PNG pages) or 0 for card PNGs. */
  sheets: number;
  perPage: number;
  warnings: FaceWarning[];
}

/** "007" for 7 of up to 999 files, "0007" beyond. */
function numbered(index: number, count: number): string {
  return String(index).padStart(Math.max(3, String(count).length), '0');
}

/** The card PNGs' pages: each printed slot's front, and its back after it when backs are on. */
function cardPages(slots: Awaited<ReturnType<typeof preparedSlots>>['slots'], withBacks: boolean): CardPage[] {
  return slots.flatMap((slot): CardPage[] => [{ name: slot.name, side: slot.front }, ...(withBacks ? [{ name: slot.name, side: slot.back ?? ('back' as const) }] : [])]);
}

/**
 * Writes the print as PNG files named after `base` (a path without extension): pages at the
 * paper's size, or cards at the card's size plus the bleed setting, `round(mm × dpi / 25.4)`
 * pixels each way. A cancelled or failed export leaves none of its files.
 */
export async function renderProxyPngs(
  items: readonly PrintItem[],
  optionsInput: PrintOptionsInput | PrintOptions,
  base: string,
  png: { per: 'page' | 'card'; dpi: number },
  control: PngControl = {},
): Promise<PngResult> {
  const options = parsePrintOptions(optionsInput);
  const scratch = mkdtempSync(join(tmpdir(), 'proxyfish-png-'));
  const pdf = join(scratch, 'print.pdf');
  const written: string[] = [];
  try {
    let target: (page: number) => string;
    let result: Omit<PngResult, 'files'>;
    if (png.per === 'page') {
      // The one PDF the Print page would write (one file: splitting is for PDFs only).
      const printed = await renderProxyPdf(items, { ...options, splitPages: undefined }, pdf, control);
      target = (page) => `${base}-page-${numbered(page, printed.pages)}.png`;
      result = { cards: printed.cards, sheets: printed.sheets, perPage: printed.perPage, warnings: printed.warnings };
    } else {
      const withBacks = options.backs.enabled;
      const prepared = await preparedSlots(items, options, withBacks);
      const layout = computeLayout(prepared.options);
      const pages = cardPages(prepared.slots, withBacks);
      const box = { widthMm: layout.card.widthMm, heightMm: layout.card.heightMm, bleedMm: options.bleedMm };
      const warnings = await renderCardPagesPdf(pages, prepared.options, box, pdf, control);
      const cards = prepared.slots.length;
      target = (page) => {
        const card = withBacks ? Math.ceil(page / 2) : page;
        return `${base}-card-${numbered(card, cards)}${withBacks && page % 2 === 0 ? '-back' : ''}.png`;
      };
      result = { cards, sheets: 0, perPage: 1, warnings: [...prepared.warnings, ...warnings] };
    }
    const files = await rasterizePdf(pdf, png.dpi, target, {
      signal: control.signal,
      onPage: (page, pages) => {
        written.push(target(page));
        control.onPng?.(page, pages);
      },
    });
    return { files, ...result };
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
