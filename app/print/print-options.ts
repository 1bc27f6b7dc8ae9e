// Every setting of a proxy sheet, with its allowed range. The CLI, the api and the Print page
// all validate through this one schema, so a bad value gets the same message everywhere.
import { z } from 'zod';

export const PAPER_SIZES = {
  a4: { widthMm: 210, heightMm: 297 },
  letter: { widthMm: 215.9, heightMm: 279.4 },
  legal: { widthMm: 215.9, heightMm: 355.6 },
  a3: { widthMm: 297, heightMm: 420 },
} as const;
export type PaperName = keyof typeof PAPER_SIZES;

/** Magic cards are 63 × 88 mm; oversized (commander display) cards are 3.5 × 5 in. */
export const CARD_SIZES = {
  standard: { widthMm: 63, heightMm: 88 },
  oversized: { widthMm: 88.9, heightMm: 127 },
} as const;
export type CardSizeName = keyof typeof CARD_SIZES;

/** A length in mm within a range, with a message that says so. */
const mm = (min: number, max: number) =>
  z.number(`a number of mm`).min(min, `must be ${min}–${max} mm`).max(max, `must be ${min}–${max} mm`);
const factor = (min: number, max: number) =>
  z.number('a number').min(min, `must be between ${min} and ${max}`).max(max, `must be between ${min} and ${max}`);

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like "#000000"');

export const printOptionsSchema = z
  .object({
    paper: z
      .union([
        z.enum(['a4', 'letter', 'legal', 'a3']),
        z.object({ widthMm: mm(70, 1000), heightMm: mm(70, 1000) }).strict(),
      ])
      .default('a4'),
    /** 'auto' takes the orientation that fits more cards (portrait on a tie). */
    orientation: z.enum(['auto', 'portrait', 'landscape']).default('auto'),
    cardSize: z.enum(['standard', 'oversized']).default('standard'),
    /** The printer's unprintable edge on every side; nothing is drawn there. */
    marginMm: mm(0, 50).default(5),
    gapMm: mm(0, 5).default(0),
    /** Extra printed area around each card that is cut away; the rendered frame extends into it. */
    bleedMm: mm(0, 3).default(0),
    cutMarks: z
      .object({
        corners: z.boolean().default(true),
        lines: z.boolean().default(false),
        widthMm: mm(0.05, 1).default(0.2),
        lengthMm: mm(1, 10).default(4),
        color: hexColor.default('#000000'),
        /** Solid, dashed (2 mm dashes, 1 mm apart) or dotted (dots of the line width, 1 mm apart). */
        style: z.enum(['solid', 'dashed', 'dotted']).default('solid'),
        /** Drawn over the cards (a line shows along every edge, bleed or not); else under them,
         * so only the parts outside the cards and in the gaps show. */
        overCards: z.boolean().default(true),
      })
      .strict()
      .prefault({}),
    /**
     * Registration marks for print-and-cut machines (Silhouette, Cricut style): a filled square
     * at the top-left corner and corner marks at the top-right and bottom-left, their outer edges
     * `insetMm` from the page edges. The cards keep 2 mm clear of the band the marks are in.
     */
    registrationMarks: z
      .object({
        enabled: z.boolean().default(false),
        insetMm: mm(0, 30).default(5),
        squareMm: mm(3, 10).default(5),
        lengthMm: mm(5, 40).default(20),
        thicknessMm: mm(0.2, 2).default(0.5),
      })
      .strict()
      .prefault({}),
    /** Split the job into files of at most this many pages (with backs: whole front/back pairs). */
    splitPages: z.number('a whole number of pages').int('a whole number of pages').min(1, 'must be 1–10000 pages').max(10000, 'must be 1–10000 pages').optional(),
    /** What the printer really prints at, per axis (measured ÷ intended, e.g. 0.992); the sheet
     * is enlarged by the inverse so the printed card comes out at its true size. */
    printerScale: z
      .object({ x: factor(0.9, 1.1).default(1), y: factor(0.9, 1.1).default(1) })
      .strict()
      .prefault({}),
    pageNumbers: z.boolean().default(true),
    deckName: z.string().max(200).optional(),
    backs: z
      .object({
        enabled: z.boolean().default(false),
        /** JPEG or PNG of the whole back; the built-in back when absent. */
        imagePath: z.string().min(1).max(4096).optional(),
        imageBleedMm: mm(0, 10).default(0),
        /** Which edge the duplex printer flips on. */
        flip: z.enum(['long', 'short']).default('long'),
        /** Shift of every back, in mm on the back page as seen from the back (+x right, +y down). */
        offsetXMm: mm(-20, 20).default(0),
        offsetYMm: mm(-20, 20).default(0),
      })
      .strict()
      .prefault({}),
    /** Print names, type lines and rules text in this language where the card has them. */
    language: z.string().regex(/^[a-z]{2,3}(-[a-z]{2,4})?$/, 'a language code such as "de"').default('en'),
    /** The small mark at the foot of every rendered card. */
    proxyMark: z.boolean().default(true),
    /** Add the tokens, emblems and meld cards the job's cards make or need (related-cards.ts states the count). */
    extras: z.boolean().default(false),
    /** Add a checklist card for every copy of a transforming or modal double-faced card (checklist-cards.ts). */
    checklistCards: z.boolean().default(false),
    /** Draw every card from its text, even where a picture of it is stored. */
    textOnly: z.boolean().default(false),
    title: z.string().max(200).optional(),
    /** Fix the creation date (ISO 8601) so the same input gives the same bytes. */
    creationDate: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

export type PrintOptions = z.output<typeof printOptionsSchema>;
export type PrintOptionsInput = z.input<typeof printOptionsSchema>;

export class PrintOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrintOptionsError';
  }
}

/** Validates and fills in defaults; the error names the setting and what it must be. */
export function parsePrintOptions(input: unknown): PrintOptions {
  const result = printOptionsSchema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || 'options'}: ${issue.message}`);
  throw new PrintOptionsError(`invalid print settings: ${issues.join('; ')}`);
}
