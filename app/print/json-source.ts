// A JSON file of cards to print: an array of PrintCard objects, each with an optional
// "quantity" (default 1) and "owned" (copies you have, for --missing-only). Image paths in it
// are relative to the file. This is the CLI's source until decklists and decks are wired in.
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { printCardSchema, type PrintItem } from './print-card.ts';

export class PrintSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrintSourceError';
  }
}

const entrySchema = printCardSchema.extend({
  quantity: z.number().int().min(1).max(1000).default(1),
  owned: z.number().int().min(0).max(100000).default(0),
});

export function loadPrintCardsJson(file: string, options: { missingOnly?: boolean } = {}): PrintItem[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
    throw new PrintSourceError(`cannot read ${file}: ${reason}`);
  }
  if (!Array.isArray(raw)) throw new PrintSourceError(`${file}: expected a JSON array of cards`);
  const base = dirname(resolve(file));
  const relative = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
  const items: PrintItem[] = [];
  raw.forEach((value, index) => {
    const parsed = entrySchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const name = typeof (value as { name?: unknown })?.name === 'string' ? ` (${(value as { name: string }).name})` : '';
      throw new PrintSourceError(`${file}: card ${index + 1}${name}: ${issue.path.join('.') || 'card'}: ${issue.message}`);
    }
    const { quantity, owned, ...card } = parsed.data;
    if (card.image) card.image.path = relative(card.image.path);
    if (card.imagePath) card.imagePath = relative(card.imagePath);
    card.faces?.forEach((face) => {
      if (face.imagePath) face.imagePath = relative(face.imagePath);
    });
    const count = options.missingOnly ? Math.max(0, quantity - owned) : quantity;
    if (count > 0) items.push({ card, quantity: count });
  });
  return items;
}
