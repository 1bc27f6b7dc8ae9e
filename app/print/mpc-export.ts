// The MakePlayingCards export: a folder of card images with bleed at MakePlayingCards' poker-card
// template size, named so that sorting by name uploads them in deck order, and cards.xml, the
// order file MPCFill's desktop tool (chilli-axe/mpc-autofill, desktop-tool/) reads to fill a
// MakePlayingCards project. What was followed is listed in docs/print.md ("MakePlayingCards").
//
// - Size: MakePlayingCards' poker card is 2.5 × 3.5 in with 0.12 in (36 px at 300 dpi) of bleed
//   on every side, 822 × 1122 px at 300 dpi (MPCFill: frontend/src/common/constants.ts,
//   BleedEdgeMM). A 63 × 88 mm card is drawn onto the 63.5 × 88.9 mm trim (as MakePlayingCards
//   fits MPCFill's 63 × 88 mm images) and its edge runs on into the bleed.
// - Order file: <order> with <details> (quantity, bracket, stock, foil), <fronts> and <backs>
//   of <card> (id, sourceType, slots, name, query) and <cardback>; slots count from 0. A local
//   image is named by its path in <id> with sourceType "Local File"; the tool resolves a
//   relative path from its working directory, which is the folder it reads the XML from.
// - Bracket: the smallest of MakePlayingCards' project sizes that holds the cards.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLBuilder } from 'fast-xml-parser';
import { preparedSlots, renderCardPagesPdf, type CardBox, type CardPage } from './card-pages.ts';
import type { FaceWarning } from './card-face.ts';
import { MPC_DPI, type MpcStock } from './export-formats.ts';
import type { PrintItem } from './print-card.ts';
import type { PrintOptions, PrintOptionsInput } from './print-options.ts';
import type { PrintSlot } from './print-slots.ts';
import { rasterizePdf } from './rasterize.ts';
import type { PngControl } from './png-export.ts';

/** MakePlayingCards' poker card: 2.5 × 3.5 in trim and 0.12 in of bleed, in mm. */
export const MPC_CARD: CardBox = { widthMm: 63.5, heightMm: 88.9, bleedMm: 3.048 };

/** The project sizes MakePlayingCards sells (MPCFill: frontend/src/common/constants.ts, Brackets). */
export const MPC_BRACKETS = [18, 36, 55, 72, 90, 108, 126, 144, 162, 180, 198, 216, 234, 396, 504, 612] as const;

/** The file the order is written to, as MPCFill's site names its download. */
export const MPC_ORDER_FILE = 'cards.xml';
/** The common back's image. */
export const MPC_CARDBACK_FILE = 'cardback.png';

/**
 * The smallest bracket that holds `quantity` cards; above 612 the largest (MPCFill's desktop
 * tool then splits the order into projects of at most 612).
 */
export function mpcBracket(quantity: number): number {
  return MPC_BRACKETS.find((bracket) => bracket >= quantity) ?? MPC_BRACKETS[MPC_BRACKETS.length - 1]!;
}

/** A card's name as a file name: no path separators or characters Windows refuses. */
function fileSafe(name: string): string {
  return (
    name
      .replace(/\s*\/\/\s*/g, ' - ')
      .replace(/[<>:"/\\|?*]+/g, '')
      .replace(/\p{Cc}+/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[. ]+$/, '')
      .slice(0, 120) || 'card'
  );
}

/** One image of the order and the slots (0-based) it fills. */
export interface MpcImage {
  file: string;
  slots: number[];
  query: string;
}

export interface MpcPlan {
  quantity: number;
  bracket: number;
  fronts: MpcImage[];
  /** Double-faced cards' own backs; every other slot gets the common back. */
  backs: MpcImage[];
  cardback: string;
  /** The images to draw, in the order of `files`. */
  pages: CardPage[];
  files: string[];
}

/**
 * Which image goes in which slot: one image per different card (copies share it, as MPCFill
 * lists one <card> per image with all its slots), numbered in deck order: "001 Name.png".
 */
export function planMpcOrder(slots: readonly PrintSlot[]): MpcPlan {
  const bySlot = new Map<PrintSlot, { front: MpcImage; back: MpcImage | null }>();
  const fronts: MpcImage[] = [];
  const backs: MpcImage[] = [];
  const pages: CardPage[] = [];
  const files: string[] = [];
  // Copies of a card are the same slot object (expandSlots), so identity finds them.
  const width = Math.max(3, String(new Set(slots).size).length);
  let number = 0;
  for (const [index, slot] of slots.entries()) {
    let entry = bySlot.get(slot);
    if (!entry) {
      number += 1;
      const stem = `${String(number).padStart(width, '0')} ${fileSafe(slot.name)}`;
      entry = { front: { file: `${stem}.png`, slots: [], query: slot.name.toLowerCase() }, back: null };
      bySlot.set(slot, entry);
      fronts.push(entry.front);
      pages.push({ name: slot.name, side: slot.front });
      files.push(entry.front.file);
      if (slot.back) {
        const backName = slot.back.kind === 'text' ? (slot.back.faces[0]?.name ?? slot.name) : slot.name;
        entry.back = { file: `${stem} (back).png`, slots: [], query: backName.toLowerCase() };
        backs.push(entry.back);
        pages.push({ name: `${slot.name} (back)`, side: slot.back });
        files.push(entry.back.file);
      }
    }
    entry.front.slots.push(index);
    entry.back?.slots.push(index);
  }
  pages.push({ name: 'card back', side: 'back' });
  files.push(MPC_CARDBACK_FILE);
  return { quantity: slots.length, bracket: mpcBracket(slots.length), fronts, backs, cardback: MPC_CARDBACK_FILE, pages, files };
}

/** The order file MPCFill's desktop tool reads. */
export function mpcOrderXml(plan: MpcPlan, finish: { stock: MpcStock; foil: boolean }): string {
  const card = (image: MpcImage) => ({ id: image.file, sourceType: 'Local File', slots: image.slots.join(','), name: image.file, query: image.query });
  const order = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    order: {
      details: { quantity: plan.quantity, bracket: plan.bracket, stock: finish.stock, foil: finish.foil ? 'true' : 'false' },
      fronts: { card: plan.fronts.map(card) },
      ...(plan.backs.length > 0 ? { backs: { card: plan.backs.map(card) } } : {}),
      cardback: plan.cardback,
    },
  };
  return new XMLBuilder({ ignoreAttributes: false, format: true, indentBy: '  ', suppressEmptyNode: true }).build(order) as string;
}

export interface MpcResult {
  folder: string;
  /** The order file's path. */
  orderFile: string;
  /** The images written, in upload order (the common back last). */
  files: string[];
  quantity: number;
  bracket: number;
  /** Different card images (fronts); copies share one. */
  images: number;
  warnings: FaceWarning[];
}

/**
 * Writes the MakePlayingCards folder for the cards: `folder` is created, or must be empty. A
 * cancelled or failed export removes what it wrote (and the folder, if it made it).
 */
export async function exportMpc(
  items: readonly PrintItem[],
  optionsInput: PrintOptionsInput | PrintOptions,
  folder: string,
  mpc: { stock: MpcStock; foil: boolean; dpi?: number },
  control: PngControl = {},
): Promise<MpcResult> {
  const created = !existsSync(folder);
  mkdirSync(folder, { recursive: true });
  if (readdirSync(folder).length > 0) throw new Error(`${folder} is not empty: the MakePlayingCards export needs a new or empty folder`);
  // Every card is double-sided at MakePlayingCards: double-faced cards get their own back.
  const prepared = await preparedSlots(items, optionsInput, true);
  const plan = planMpcOrder(prepared.slots);
  const scratch = mkdtempSync(join(tmpdir(), 'proxyfish-mpc-'));
  const pdf = join(scratch, 'cards.pdf');
  const written: string[] = [];
  try {
    const warnings = await renderCardPagesPdf(plan.pages, prepared.options, MPC_CARD, pdf, control);
    const target = (page: number) => join(folder, plan.files[page - 1]!);
    const files = await rasterizePdf(pdf, mpc.dpi ?? MPC_DPI.default, target, {
      signal: control.signal,
      onPage: (page, pages) => {
        written.push(target(page));
        control.onPng?.(page, pages);
      },
    });
    const orderFile = join(folder, MPC_ORDER_FILE);
    writeFileSync(orderFile, mpcOrderXml(plan, mpc));
    return { folder, orderFile, files, quantity: plan.quantity, bracket: plan.bracket, images: plan.fronts.length, warnings: [...prepared.warnings, ...warnings] };
  } catch (error) {
    // A folder this export made goes whole; in a folder that was there (empty), what it wrote.
    if (created) await rm(folder, { recursive: true, force: true });
    else await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
