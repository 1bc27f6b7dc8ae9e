// What the print core needs to know about one card, independent of where it came from (card
// database, decklist, custom set). The sources convert their own records into this; the schema
// also validates the JSON files the CLI accepts until those sources are wired in.
import { z } from 'zod';
import { COLORS } from '../cards/mana-symbols.ts';

const text = (max: number) => z.string().max(max);

/** One face: a whole normal card, or one side/half of a multi-face card. */
export const printFaceSchema = z
  .object({
    name: text(200).min(1, 'a card needs a name'),
    manaCost: text(100).default(''),
    typeLine: text(200).default(''),
    oracleText: text(4000).default(''),
    flavorText: text(1000).optional(),
    power: text(10).optional(),
    toughness: text(10).optional(),
    loyalty: text(10).optional(),
    defense: text(10).optional(),
    /** The frame colours; empty means colourless (artifact grey, or land brown by type line). */
    colors: z.array(z.enum(COLORS)).default([]),
    /** Local image file (JPEG or PNG) of this face. Takes precedence over the rendered face. */
    imagePath: text(4096).optional(),
    /** The bleed already in that image (mm per side); else the card's image bleed. */
    imageBleedMm: z.number().min(0).max(10).optional(),
    /** Name, type line and rules text in the card's `lang`, printed when that language is chosen. */
    printedName: text(200).optional(),
    printedTypeLine: text(200).optional(),
    printedText: text(4000).optional(),
  })
  .strict();

/** Layouts whose faces are on the two sides of one card; every other multi-face layout
 * (split, flip, adventure, aftermath) shows all its faces on one side. */
export const DOUBLE_SIDED_LAYOUTS = ['transform', 'modal_dfc', 'double_faced_token', 'reversible_card', 'meld', 'art_series'] as const;

export const printCardSchema = printFaceSchema
  .extend({
    set: text(20).default(''),
    collectorNumber: text(20).default(''),
    artist: text(200).optional(),
    rarity: z.enum(['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus']).optional(),
    /** Language of the printed* texts (ISO code as Scryfall writes it: en, de, es, …). */
    lang: text(10).default('en'),
    /** Where the card comes from: playtest and custom cards carry a PLAYTEST mark, not PROXY. */
    source: z.enum(['import', 'playtest', 'custom']).default('import'),
    layout: text(40).default('normal'),
    /** Image of the whole card; `bleedMm` is the bleed already in the image (0 = cut at the card edge). */
    image: z
      .object({ path: text(4096).min(1), bleedMm: z.number().min(0).max(10).default(0) })
      .strict()
      .optional(),
    /** Faces of a multi-face card, in printed order; the top-level face fields then describe face 0. */
    faces: z.array(printFaceSchema).max(4).optional(),
  })
  .strict();

export type PrintFace = z.output<typeof printFaceSchema>;
export type PrintCard = z.output<typeof printCardSchema>;
export type PrintCardInput = z.input<typeof printCardSchema>;

/** A card with how many copies to print. */
export interface PrintItem {
  card: PrintCard;
  quantity: number;
}

export function isDoubleSided(card: PrintCard): boolean {
  return (card.faces?.length ?? 0) >= 2 && (DOUBLE_SIDED_LAYOUTS as readonly string[]).includes(card.layout);
}

/** The faces to draw: the listed faces, or the card itself as its only face. */
export function facesOf(card: PrintCard): PrintFace[] {
  return card.faces && card.faces.length > 0 ? card.faces : [card];
}
