// A PDF with one card side per page, each page exactly the card plus its bleed: the source of
// the PNG cards and the MakePlayingCards images. Every side is drawn by the sheet's own drawSide,
// so a card looks the same here as on the proxy sheet (a text face's frame runs on into the
// bleed; a picture's edge is extended as on the sheet: drawImageCard).
import { throwIfCancelled } from '../jobs.ts';
import { checkImageFile } from './card-image.ts';
import type { FaceWarning } from './card-face.ts';
import { defaultFontDirectory } from './fonts.ts';
import { computeLayout } from './layout.ts';
import { screenPictures } from './picture-screen.ts';
import type { PrintItem } from './print-card.ts';
import { parsePrintOptions, type PrintOptions, type PrintOptionsInput } from './print-options.ts';
import { expandSlots, type PrintSlot, type SideArt } from './print-slots.ts';
import { drawSide, finishDocument, MM, openDocument, type RenderControl } from './render.ts';

/** One page: a card side, or the common back. */
export interface CardPage {
  name: string;
  side: SideArt | 'back';
}

/** The size a card is drawn at on its own page, in mm. */
export interface CardBox {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
}

/**
 * The print options checked, the pictures screened (a bad one prints its card from text) and
 * the cards expanded to printed slots, as the sheet PDF does it.
 */
export async function preparedSlots(
  items: readonly PrintItem[],
  optionsInput: PrintOptionsInput | PrintOptions,
  withBacks: boolean,
): Promise<{ options: PrintOptions; slots: PrintSlot[]; warnings: FaceWarning[] }> {
  const options = parsePrintOptions(optionsInput);
  const backImage = options.backs.imagePath ? checkImageFile(options.backs.imagePath, 'card back') : undefined;
  const screened = await screenPictures(items, withBacks ? backImage : undefined);
  options.backs.imagePath = withBacks ? screened.backImagePath : backImage;
  return { options, slots: expandSlots(screened.items, withBacks), warnings: [...screened.warnings] };
}

/** Writes the pages into a PDF at `outFile` (through a .part file); returns the faces' warnings. */
export async function renderCardPagesPdf(
  pages: readonly CardPage[],
  options: PrintOptions,
  box: CardBox,
  outFile: string,
  control: RenderControl = {},
): Promise<FaceWarning[]> {
  const meta = { title: options.title ?? (options.deckName ? `${options.deckName} — cards` : 'Proxyfish cards'), subject: `${pages.length} card images` };
  // The sheet layout is not drawn from, but the session carries it (and checks the options).
  const session = openDocument(options, computeLayout(options), meta, control.fontDirectory ?? defaultFontDirectory(), null);
  const frame = { ...box, scale: { x: 1, y: 1 } };
  const trim = { x: box.bleedMm, y: box.bleedMm, width: box.widthMm, height: box.heightMm };
  const warnings: FaceWarning[] = [];
  await finishDocument(session.doc, outFile, control.signal, async (doc, stop) => {
    for (const [index, page] of pages.entries()) {
      throwIfCancelled(stop);
      doc.addPage({ size: [(box.widthMm + 2 * box.bleedMm) * MM, (box.heightMm + 2 * box.bleedMm) * MM], margin: 0 });
      doc.scale(MM);
      drawSide(session, page.side, trim, false, warnings, frame);
      control.onProgress?.({ done: index + 1, total: pages.length, page: index + 1, pages: pages.length });
      if (index % 8 === 7) await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return warnings;
}
