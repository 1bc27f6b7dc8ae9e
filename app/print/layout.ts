// Where everything goes on a sheet, in millimetres from the page's top-left corner. Pure: the
// PDF renderer draws from it and the Print page previews from it, so both always agree.
import { CARD_SIZES, PAPER_SIZES, PrintOptionsError, type PrintOptions } from './print-options.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CardSlot {
  index: number;
  column: number;
  row: number;
  /** The card itself: where it is cut. */
  trim: Rect;
  /** The card plus its bleed: everything printed for it. */
  bleed: Rect;
}

export interface BackSlot extends CardSlot {
  /** True when the back must be drawn turned 180° so it reads upright when the card is turned
   * over sideways (the sheet flips top-to-bottom). */
  rotated: boolean;
}

export interface SheetLayout {
  page: { widthMm: number; heightMm: number; orientation: 'portrait' | 'landscape' };
  /** The page less its unprintable margins. */
  printable: Rect;
  /** The card as it comes out of the printer, and as drawn in the PDF after scale compensation. */
  card: { widthMm: number; heightMm: number; drawnWidthMm: number; drawnHeightMm: number };
  /** The factors the sheet is drawn at (1 / printer scale). */
  drawScale: { x: number; y: number };
  bleedMm: { x: number; y: number };
  gapMm: { x: number; y: number };
  columns: number;
  rows: number;
  perPage: number;
  fronts: CardSlot[];
  /** fronts[i]'s back on the back page: mirrored for the flip edge, then offset. */
  backs: BackSlot[];
  /**
   * Every cut, as x and y positions (each card edge once), and how far cut lines run: across the
   * printable area, but vertical ones stop above the footer so they never cross its text.
   */
  cuts: { xs: number[]; ys: number[]; lines: { top: number; bottom: number; left: number; right: number } };
  /** Free band below the cards for page numbers and the deck name, or null if there is none. */
  footer: Rect | null;
  /** The sheet mirrors across the vertical axis for the backs (else across the horizontal one). */
  mirrorsHorizontally: boolean;
  /**
   * When a smaller margin would fit more cards per sheet (bleed or gaps cost a row, say): the
   * largest margin, to 0.1 mm, that does, and how many then fit. Null when none would.
   */
  moreFit: { marginMm: number; perPage: number } | null;
  /** Print-and-cut registration marks as filled rectangles, or null when they are off. */
  registration: RegistrationMarks | null;
}

export interface RegistrationMarks {
  /** The filled square at the top-left corner. */
  square: Rect;
  /** The two corner marks (top-right, bottom-left), each as its horizontal and vertical bar. */
  corners: { at: 'top-right' | 'bottom-left'; bars: [Rect, Rect] }[];
  /** The margin the cards keep because of the marks. */
  reservedMarginMm: number;
}

/** Cards keep this far from the band the registration marks are in. */
export const REGISTRATION_CLEARANCE_MM = 2;

const EPSILON = 1e-6;
/** Footer text needs this much room between the cards (and their marks) and the printable edge. */
const MIN_FOOTER_MM = 3;

function paperSize(options: PrintOptions): { widthMm: number; heightMm: number } {
  return typeof options.paper === 'string' ? PAPER_SIZES[options.paper] : options.paper;
}

function fit(available: number, cell: number, gap: number): number {
  return Math.max(0, Math.floor((available + gap + EPSILON) / (cell + gap)));
}

/** The grid for one page orientation. */
function gridFor(options: PrintOptions, pageWidth: number, pageHeight: number) {
  const card = CARD_SIZES[options.cardSize];
  const sx = 1 / options.printerScale.x;
  const sy = 1 / options.printerScale.y;
  const cellWidth = (card.widthMm + 2 * options.bleedMm) * sx;
  const cellHeight = (card.heightMm + 2 * options.bleedMm) * sy;
  const availableWidth = pageWidth - 2 * options.marginMm;
  const availableHeight = pageHeight - 2 * options.marginMm;
  const columns = fit(availableWidth, cellWidth, options.gapMm * sx);
  const rows = fit(availableHeight, cellHeight, options.gapMm * sy);
  return { columns, rows, count: columns * rows };
}

/**
 * The marks' outer edges lie `insetMm` from the page edges: the square fills the top-left
 * corner, the corner marks are L shapes at the top-right and bottom-left with arms `lengthMm`
 * long and `thicknessMm` thick (the layout Silhouette Studio prints).
 */
export function registrationMarks(options: PrintOptions, pageWidth: number, pageHeight: number): RegistrationMarks | null {
  const marks = options.registrationMarks;
  if (!marks.enabled) return null;
  const { insetMm: inset, squareMm: square, lengthMm: length, thicknessMm: thick } = marks;
  const right = pageWidth - inset;
  const bottom = pageHeight - inset;
  return {
    square: { x: inset, y: inset, width: square, height: square },
    corners: [
      { at: 'top-right', bars: [{ x: right - length, y: inset, width: length, height: thick }, { x: right - thick, y: inset, width: thick, height: length }] },
      { at: 'bottom-left', bars: [{ x: inset, y: bottom - thick, width: length, height: thick }, { x: inset, y: bottom - length, width: thick, height: length }] },
    ],
    reservedMarginMm: reservedMargin(options),
  };
}

function reservedMargin(options: PrintOptions): number {
  const marks = options.registrationMarks;
  return marks.insetMm + Math.max(marks.squareMm, marks.thicknessMm) + REGISTRATION_CLEARANCE_MM;
}

/** The options the grid is laid out with: registration marks widen the margin to keep clear of them. */
function withRegistrationMargin(options: PrintOptions): PrintOptions {
  if (!options.registrationMarks.enabled) return options;
  const reserved = reservedMargin(options);
  return reserved > options.marginMm ? { ...options, marginMm: reserved } : options;
}

export function computeLayout(requested: PrintOptions): SheetLayout {
  const options = withRegistrationMargin(requested);
  const paper = paperSize(options);
  const short = Math.min(paper.widthMm, paper.heightMm);
  const long = Math.max(paper.widthMm, paper.heightMm);
  const portrait = gridFor(options, short, long);
  const landscape = gridFor(options, long, short);
  const orientation =
    options.orientation === 'auto' ? (landscape.count > portrait.count ? 'landscape' : 'portrait') : options.orientation;
  const pageWidth = orientation === 'portrait' ? short : long;
  const pageHeight = orientation === 'portrait' ? long : short;
  const { columns, rows } = orientation === 'portrait' ? portrait : landscape;

  const card = CARD_SIZES[options.cardSize];
  if (columns === 0 || rows === 0) {
    throw new PrintOptionsError(
      `a ${card.widthMm} × ${card.heightMm} mm card with ${options.bleedMm} mm bleed does not fit on a ` +
        `${pageWidth} × ${pageHeight} mm page with ${options.marginMm} mm margins`,
    );
  }

  const sx = 1 / options.printerScale.x;
  const sy = 1 / options.printerScale.y;
  const trimWidth = card.widthMm * sx;
  const trimHeight = card.heightMm * sy;
  const bleedX = options.bleedMm * sx;
  const bleedY = options.bleedMm * sy;
  const gapX = options.gapMm * sx;
  const gapY = options.gapMm * sy;
  const cellWidth = trimWidth + 2 * bleedX;
  const cellHeight = trimHeight + 2 * bleedY;
  const gridWidth = columns * cellWidth + (columns - 1) * gapX;
  const gridHeight = rows * cellHeight + (rows - 1) * gapY;
  // Centred on the page (margins are equal on all sides, so this also centres in the printable area).
  const left = (pageWidth - gridWidth) / 2;
  const top = (pageHeight - gridHeight) / 2;

  const fronts: CardSlot[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = left + column * (cellWidth + gapX);
      const y = top + row * (cellHeight + gapY);
      fronts.push({
        index: fronts.length,
        column,
        row,
        bleed: { x, y, width: cellWidth, height: cellHeight },
        trim: { x: x + bleedX, y: y + bleedY, width: trimWidth, height: trimHeight },
      });
    }
  }

  // Long-edge flipping turns a portrait sheet over its vertical axis, short-edge over its
  // horizontal one; on a landscape sheet the long edge is horizontal, so it is the other way round.
  const mirrorsHorizontally = (options.backs.flip === 'long') === (orientation === 'portrait');
  const offsetX = options.backs.offsetXMm;
  const offsetY = options.backs.offsetYMm;
  const backs: BackSlot[] = fronts.map((slot) => {
    const mirror = (rect: Rect): Rect =>
      mirrorsHorizontally
        ? { ...rect, x: pageWidth - rect.x - rect.width + offsetX, y: rect.y + offsetY }
        : { ...rect, x: rect.x + offsetX, y: pageHeight - rect.y - rect.height + offsetY };
    return {
      index: slot.index,
      column: mirrorsHorizontally ? columns - 1 - slot.column : slot.column,
      row: mirrorsHorizontally ? slot.row : rows - 1 - slot.row,
      trim: mirror(slot.trim),
      bleed: mirror(slot.bleed),
      rotated: !mirrorsHorizontally,
    };
  });

  const xs = new Set<number>();
  const ys = new Set<number>();
  for (const slot of fronts) {
    xs.add(round(slot.trim.x)).add(round(slot.trim.x + trimWidth));
    ys.add(round(slot.trim.y)).add(round(slot.trim.y + trimHeight));
  }

  const printable = {
    x: options.marginMm,
    y: options.marginMm,
    width: pageWidth - 2 * options.marginMm,
    height: pageHeight - 2 * options.marginMm,
  };
  const cornerReach = options.cutMarks.corners ? options.cutMarks.lengthMm : 0;
  const gridBottom = top + gridHeight + Math.max(0, cornerReach - bleedY);
  const footerHeight = printable.y + printable.height - gridBottom;
  const footer =
    footerHeight >= MIN_FOOTER_MM
      ? { x: printable.x, y: gridBottom, width: printable.width, height: footerHeight }
      : null;

  return {
    // A smaller margin cannot help when the registration marks set it.
    moreFit: options === requested ? moreFitWithSmallerMargin(options, columns * rows) : null,
    registration: registrationMarks(options, pageWidth, pageHeight),
    page: { widthMm: pageWidth, heightMm: pageHeight, orientation },
    printable,
    card: { widthMm: card.widthMm, heightMm: card.heightMm, drawnWidthMm: trimWidth, drawnHeightMm: trimHeight },
    drawScale: { x: sx, y: sy },
    bleedMm: { x: bleedX, y: bleedY },
    gapMm: { x: gapX, y: gapY },
    columns,
    rows,
    perPage: columns * rows,
    fronts,
    backs,
    cuts: {
      xs: [...xs].sort((a, b) => a - b),
      ys: [...ys].sort((a, b) => a - b),
      lines: { top: printable.y, bottom: footer ? footer.y : printable.y + printable.height, left: printable.x, right: printable.x + printable.width },
    },
    footer,
    mirrorsHorizontally,
  };
}

/**
 * The largest margin (to 0.1 mm, not above the current one) at which one more column or row fits
 * in an orientation the options allow, if that gives more cards per sheet than `perPage`.
 */
function moreFitWithSmallerMargin(options: PrintOptions, perPage: number): { marginMm: number; perPage: number } | null {
  const paper = paperSize(options);
  const short = Math.min(paper.widthMm, paper.heightMm);
  const long = Math.max(paper.widthMm, paper.heightMm);
  const pages = [
    ...(options.orientation !== 'landscape' ? [[short, long]] : []),
    ...(options.orientation !== 'portrait' ? [[long, short]] : []),
  ] as [number, number][];
  const card = CARD_SIZES[options.cardSize];
  const sx = 1 / options.printerScale.x;
  const sy = 1 / options.printerScale.y;
  let best: { marginMm: number; perPage: number } | null = null;
  for (const [width, height] of pages) {
    const grid = gridFor(options, width, height);
    const axes = [
      [width, (card.widthMm + 2 * options.bleedMm) * sx, options.gapMm * sx, grid.columns],
      [height, (card.heightMm + 2 * options.bleedMm) * sy, options.gapMm * sy, grid.rows],
    ] as const;
    for (const [length, cell, gap, count] of axes) {
      // n + 1 cells and n gaps within length − 2 × margin.
      const margin = Math.floor(((length - (count + 1) * cell - count * gap) / 2 + EPSILON) * 10) / 10;
      if (margin < 0 || margin >= options.marginMm) continue;
      const fits = gridFor({ ...options, marginMm: margin }, width, height).count;
      if (fits > perPage && (best === null || margin > best.marginMm || (margin === best.marginMm && fits > best.perPage))) {
        best = { marginMm: margin, perPage: fits };
      }
    }
  }
  return best;
}

/** Positions are kept to a micrometre so equal cut lines from neighbouring cards merge. */
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
