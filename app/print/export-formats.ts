// What a print export writes: the PDF, PNG pages or cards at a chosen dpi, or a MakePlayingCards
// folder (card images with bleed and MPCFill's XML order file). One schema for the api and the
// CLI, so both refuse the same values with the same words.
import { z } from 'zod';
import { MPC_DPI, MPC_STOCKS, PNG_DPI } from './export-choices.ts';

export { MPC_DPI, MPC_STOCKS, PNG_DPI, type MpcStock } from './export-choices.ts';

const dpi = (range: { min: number; max: number; default: number }) =>
  z
    .number({ error: `must be a whole number of dpi, ${range.min}–${range.max}` })
    .int({ error: `must be a whole number of dpi, ${range.min}–${range.max}` })
    .min(range.min, { error: `must be ${range.min}–${range.max} dpi` })
    .max(range.max, { error: `must be ${range.min}–${range.max} dpi` })
    .default(range.default);

export const exportFormatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pdf') }).strict(),
  z
    .object({
      kind: z.literal('png'),
      /** One PNG per PDF page, or one per card at the card's size (plus its bleed). */
      per: z.enum(['page', 'card']),
      dpi: dpi(PNG_DPI),
    })
    .strict(),
  z
    .object({
      kind: z.literal('mpc'),
      stock: z.enum(MPC_STOCKS, { error: `must be one of ${MPC_STOCKS.join(', ')}` }).default('(S30) Standard Smooth'),
      foil: z.boolean().default(false),
      dpi: dpi(MPC_DPI),
    })
    .strict()
    // MakePlayingCards has no foil plastic cards (MPCFill's order check refuses them too).
    .refine((format) => !(format.foil && format.stock === '(P10) Plastic'), { message: 'the (P10) Plastic stock has no foil finish', path: ['foil'] }),
]);

export type ExportFormat = z.output<typeof exportFormatSchema>;
export type ExportFormatInput = z.input<typeof exportFormatSchema>;
