// "Keyword N" lines (Annihilator 2, Bushido 1, Renown 1 …) in any of the three languages; also
// "Keyword" alone where the keyword has no number (Exalted, Battle cry, Mentor).
import { parseAmount } from '../normalize.ts';
import { keywordPattern } from './keyword-pattern.ts';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NUMBERED_SHAPE = (names: readonly string[]): string => `^(?:${names.map(escape).join('|')}) (\\S+)$`;

/** The N of "Annihilator N" when the line is one of `names` followed by a number, else undefined. */
export function numberedKeyword(line: string, names: readonly string[]): number | undefined {
  const match = line.trim().replace(/\.$/, '').match(keywordPattern(names, NUMBERED_SHAPE));
  if (!match) return undefined;
  const amount = parseAmount(match[1]!);
  return typeof amount === 'number' ? amount : undefined;
}

/** Whether the line is just the keyword ("Exalted", "Erhaben", "Exaltado"). */
export function bareKeyword(line: string, names: readonly string[]): boolean {
  const lower = line.trim().replace(/\.$/, '').toLowerCase();
  return names.some((name) => name.toLowerCase() === lower);
}
