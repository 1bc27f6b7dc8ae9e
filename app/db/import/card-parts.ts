// Scryfall's `all_parts` as the card store keeps them (card_parts): the tokens, emblems, meld
// partners and combo pieces a card names. An entry that is not what Scryfall documents (not an
// object, no name, an unknown component, an overlong field) is left out and counted, so one bad
// entry costs neither its card nor the import; the import summary says how many were left out.
import { PART_COMPONENTS, type CardPart, type PartComponent } from '../../cards/model.ts';
import { isRecord, text } from './card-faces.ts';

/** More than any real card names (the 2019 file's most is 30); a longer list is cut here. */
export const MAX_PARTS = 100;
const MAX_TEXT = 200;

export interface ReadParts {
  /** Undefined when the card has no `all_parts` at all. */
  parts: CardPart[] | undefined;
  /** Why each left-out entry was left out. */
  skipped: string[];
}

/** The card's related parts, without the card itself (every list names its own card too). */
export function readParts(value: unknown, ownName: string): ReadParts {
  if (value === undefined || value === null) return { parts: undefined, skipped: [] };
  if (!Array.isArray(value)) return { parts: undefined, skipped: ['all_parts is not a list'] };
  const parts: CardPart[] = [];
  const skipped: string[] = [];
  for (const entry of value) {
    const problem = partProblem(entry);
    if (problem) {
      skipped.push(problem);
      continue;
    }
    const part = entry as Record<string, unknown>;
    const name = text(part.name)!;
    if (name === ownName) continue;
    if (parts.length >= MAX_PARTS) {
      skipped.push(`more than ${MAX_PARTS} related parts`);
      continue;
    }
    parts.push({ scryfall_id: text(part.id), name, component: part.component as PartComponent, type_line: text(part.type_line) ?? '' });
  }
  return { parts, skipped };
}

/** What is wrong with one all_parts entry, or null. */
function partProblem(entry: unknown): string | null {
  if (!isRecord(entry)) return 'related part is not a JSON object';
  const name = text(entry.name);
  if (!name) return 'related part without a name';
  if (name.length > MAX_TEXT) return `related part name longer than ${MAX_TEXT} characters`;
  if (!(PART_COMPONENTS as readonly unknown[]).includes(entry.component)) {
    return `related part "${name}" has an unknown component ${JSON.stringify(entry.component ?? null).slice(0, 40)}`;
  }
  if (entry.id !== undefined && entry.id !== null && (typeof entry.id !== 'string' || entry.id.length > 64)) return `related part "${name}" has a malformed id`;
  if (entry.type_line !== undefined && entry.type_line !== null && (typeof entry.type_line !== 'string' || entry.type_line.length > MAX_TEXT)) {
    return `related part "${name}" has a malformed type line`;
  }
  return null;
}
