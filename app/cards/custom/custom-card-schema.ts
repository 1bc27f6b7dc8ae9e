// What a custom or playtest card is made of, as the editor, the api and custom-set files send it.
// One schema for all three, so a card that can be typed can be exported and imported again.
import { z } from 'zod';
import { ManaCostError, parseManaCost } from '../mana-symbols.ts';

export const CUSTOM_SOURCES = ['custom', 'playtest'] as const;
export type CustomSource = (typeof CUSTOM_SOURCES)[number];

export const RARITIES = ['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus'] as const;

/** Languages a card may be written in: Scryfall's codes. */
export const CARD_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'ja', 'ko', 'ru', 'zhs', 'zht'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value));

/** Power, toughness and loyalty as printed: "2", "*", "1+*", "X", "-1". */
const stat = z
  .string()
  .trim()
  .regex(/^(?:[-+]?\d{1,3}(?:\.5)?|[XY*]|\d{1,2}[+-]\*|\*[+-]\d{1,2}|½)?$/, 'a number, X or * (like "2", "*" or "1+*")')
  .nullable()
  .default(null)
  .transform((value) => (value === '' ? null : value));

/** A mana cost in braces ("{2}{W}{U/B}"); the error names the bad symbol and where it is. */
export const manaCostSchema = z
  .string()
  .trim()
  .max(100, 'at most 100 characters')
  .default('')
  .superRefine((cost, context) => {
    try {
      parseManaCost(cost);
    } catch (error) {
      if (!(error instanceof ManaCostError)) throw error;
      context.addIssue({ code: 'custom', message: `${error.message} (write symbols in braces, like {2}{W}{U/B})` });
    }
  });

export const customCardFieldsObject = z
  .object({
    name: z.string().trim().min(1, 'a card needs a name').max(141, 'at most 141 characters'),
    mana_cost: manaCostSchema,
    type_line: z.string().trim().min(1, 'a card needs a type line (like "Creature — Human Wizard")').max(200),
    oracle_text: z.string().max(4000, 'at most 4000 characters').default('').transform((text) => text.replace(/\r\n?/g, '\n').trim()),
    power: stat,
    toughness: stat,
    loyalty: stat,
    rarity: z.enum(RARITIES, { error: `one of ${RARITIES.join(', ')}` }).nullable().default(null),
    set_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{2,8}$/, '2 to 8 letters or digits, like "CUS"')
      .default('CUS'),
    set_name: optionalText(100),
    collector_number: optionalText(10),
    artist: optionalText(100),
    flavor_text: optionalText(1000),
    lang: z.enum(CARD_LANGUAGES, { error: `a language code: ${CARD_LANGUAGES.join(', ')}` }).default('en'),
    source: z.enum(CUSTOM_SOURCES, { error: '"custom" or "playtest"' }).default('custom'),
  })
  .strict();

/** Checks that span more than one field, shared by the editor's schema and custom-set files. */
export function checkFieldCombinations(
  card: { power: string | null; toughness: string | null },
  context: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
): void {
  if ((card.power === null) !== (card.toughness === null)) {
    context.addIssue({
      code: 'custom',
      path: [card.power === null ? 'power' : 'toughness'],
      message: 'power and toughness go together: give both or neither',
    });
  }
}

export const customCardFieldsSchema = customCardFieldsObject.superRefine(checkFieldCombinations);

/** What callers send (defaults may be left out). */
export type CustomCardFieldsInput = z.input<typeof customCardFieldsSchema>;
/** What the service works with, after validation. */
export type CustomCardFields = z.output<typeof customCardFieldsSchema>;

/** Turns a failed parse into one readable line: "mana_cost: unknown mana symbol "{Q}" at 4". */
export function describeZodError(error: z.ZodError, prefix = ''): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${[prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(input)'}: ${issue.message}`)
    .join('; ');
}

export class CustomCardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CustomCardError';
  }
}

/** Validates fields from any caller; throws CustomCardError with every problem named. */
export function parseCustomCardFields(input: unknown): CustomCardFields {
  const result = customCardFieldsSchema.safeParse(input);
  if (!result.success) throw new CustomCardError(`Invalid card: ${describeZodError(result.error)}`);
  return result.data;
}
