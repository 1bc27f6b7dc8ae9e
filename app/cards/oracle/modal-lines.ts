// Oracle text prints a modal ability (CR 700.2) as several lines: the "Choose one —" line, then
// one "• …" line per mode. The compiler reads them as one ability; the report still has one row
// per printed line: the header row says how the whole ability is enforced, each mode's row how
// that mode is.
import type { LineReport } from './abilities.ts';
import { endsInModalHeader, isModeLine } from './grammar/modes.ts';
import { modalHeaderInEnglish } from './grammar/front-ends/modal-headers.ts';
import { stripReminderText } from './normalize.ts';

/** One ability's printed lines: a single line, or a modal header followed by its mode lines. */
export interface OracleUnit {
  readonly lines: readonly string[];
  /** The lines joined into one text for the compiler. */
  readonly text: string;
}

/** The non-empty lines of Oracle text, a modal header grouped with the mode lines under it. */
export function oracleUnits(oracleText: string): OracleUnit[] {
  const lines = oracleText.split(/\r?\n/).filter((line) => line.trim() !== '');
  const units: OracleUnit[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const group = [lines[index]!];
    if (endsInModalHeader(modalHeaderInEnglish(stripReminderText(lines[index]!)))) {
      while (index + 1 < lines.length && isModeLine(lines[index + 1]!)) group.push(lines[(index += 1)]!);
    }
    units.push({ lines: group, text: group.join(' ') });
  }
  return units;
}

/** What the compiler found for a unit. */
export interface UnitResult {
  readonly status: 'enforced' | 'partial';
  readonly describe: string[];
  readonly manual?: string[];
}

const comparable = (text: string): string => text.toLowerCase().replace(/[^a-z0-9~]+/g, '');

/**
 * The report rows of a modal unit: the header row carries the ability's status; a mode row is
 * partial when one of the ability's manual steps is a sentence of that mode, else enforced.
 */
export function modalLineReports(unit: OracleUnit, found: UnitResult | undefined, normalise: (line: string) => string): LineReport[] {
  const [header, ...modes] = unit.lines;
  if (!found) return unit.lines.map((text) => ({ text, status: 'text', abilities: [] }));
  const rows: LineReport[] = [{ text: header!, status: found.status, abilities: found.describe, ...(found.manual ? { manual: found.manual } : {}) }];
  for (const mode of modes) {
    const key = comparable(normalise(mode));
    const manual = (found.manual ?? []).filter((step) => key.includes(comparable(step)));
    rows.push(manual.length > 0 ? { text: mode, status: 'partial', abilities: ['mode'], manual } : { text: mode, status: 'enforced', abilities: ['mode'] });
  }
  return rows;
}
