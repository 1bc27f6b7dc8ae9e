// Before a PDF is drawn, every picture it would embed goes through the picture gate once more:
// pictures stored before the gate existed (or put into the data folder by hand) may be bombs,
// liars or truncated, and pdfkit decodes PNGs in a zlib callback where an error cannot be
// caught, so it would take the whole process down. A card whose picture fails prints from its
// text face instead, a failed card back gives way to the built-in back, each with a warning,
// and the export succeeds. Verdicts are remembered per file (its size and time), so a deck of
// sixty copies of one picture decodes it once.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { checkPicture, PictureError } from '../images/picture-gate.ts';
import type { FaceWarning } from './card-face.ts';
import type { PrintItem } from './print-card.ts';

const verdicts = new Map<string, { stamp: string; fault: string | null }>();
const MAX_VERDICTS = 20_000;

/** Why the picture at this path cannot be printed, or null when it can. */
export async function pictureFault(path: string): Promise<string | null> {
  let stamp: string;
  try {
    const info = await stat(path);
    stamp = `${info.size}:${info.mtimeMs}`;
  } catch {
    return null; // a missing file is reported by checkImageFile, which names where it looked
  }
  const known = verdicts.get(path);
  if (known?.stamp === stamp) return known.fault;
  let fault: string | null = null;
  try {
    await checkPicture(await readFile(path), basename(path));
  } catch (error) {
    fault = error instanceof PictureError ? error.message : `${basename(path)} cannot be read`;
  }
  if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
  verdicts.set(path, { stamp, fault });
  return fault;
}

/**
 * The items with every unprintable picture taken out (those cards print from their text), the
 * back picture if it is printable, and a warning per picture taken out.
 */
export async function screenPictures(
  items: readonly PrintItem[],
  backImagePath: string | undefined,
): Promise<{ items: PrintItem[]; backImagePath: string | undefined; warnings: FaceWarning[] }> {
  const warnings: FaceWarning[] = [];
  const textInstead = (card: string, fault: string) => warnings.push({ card, message: `its picture cannot be printed (${fault}); printed from its text` });
  const screened: PrintItem[] = [];
  for (const item of items) {
    let card = item.card;
    if (card.image) {
      const fault = await pictureFault(card.image.path);
      if (fault) {
        textInstead(card.name, fault);
        card = { ...card, image: undefined };
      }
    }
    if (card.imagePath) {
      const fault = await pictureFault(card.imagePath);
      if (fault) {
        textInstead(card.name, fault);
        card = { ...card, imagePath: undefined };
      }
    }
    if (card.faces?.some((face) => face.imagePath)) {
      const faces = [];
      for (const face of card.faces) {
        const fault = face.imagePath ? await pictureFault(face.imagePath) : null;
        if (fault) textInstead(face.name, fault);
        faces.push(fault ? { ...face, imagePath: undefined } : face);
      }
      card = { ...card, faces };
    }
    screened.push(card === item.card ? item : { ...item, card });
  }
  let back = backImagePath;
  if (back) {
    const fault = await pictureFault(back);
    if (fault) {
      warnings.push({ card: 'card back', message: `the back picture cannot be printed (${fault}); the built-in back is printed` });
      back = undefined;
    }
  }
  return { items: screened, backImagePath: back, warnings };
}
