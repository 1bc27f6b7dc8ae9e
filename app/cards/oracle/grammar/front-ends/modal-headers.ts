// The headers of modal spells and abilities (CR 700.2) in German and Spanish, onto the English
// template: "Wähle eines —" / "Elige uno —" → "choose one —". Both front ends start with these; the
// compiler also uses them to tell a header line (and so group the "•" mode lines under it).
import { rewrite, type Rewrite } from './rewrite.ts';

export const GERMAN_MODAL_HEADERS: readonly Rewrite[] = [
  [/\bwähle (?:eines|einen|eine|einer) oder beide\s*([—–])/gi, 'choose one or both $1'],
  [/\bwähle (?:eines|einen|eine|einer) oder mehrere\s*([—–])/gi, 'choose one or more $1'],
  [/\bwähle (?:eines|einen|eine|einer)\s*([—–])/gi, 'choose one $1'],
  [/\bwähle zwei\s*([—–])/gi, 'choose two $1'],
  [/\bwähle drei\s*([—–])/gi, 'choose three $1'],
];

export const SPANISH_MODAL_HEADERS: readonly Rewrite[] = [
  [/\belige (?:uno|una) o ambos\s*([—–])/gi, 'choose one or both $1'],
  [/\belige (?:uno|una) o más\s*([—–])/gi, 'choose one or more $1'],
  [/\belige (?:uno|una)\s*([—–])/gi, 'choose one $1'],
  [/\belige dos\s*([—–])/gi, 'choose two $1'],
  [/\belige tres\s*([—–])/gi, 'choose three $1'],
];

/** A line with a German or Spanish modal header in English (the rest of the line untouched). */
export function modalHeaderInEnglish(line: string): string {
  return rewrite(rewrite(line, GERMAN_MODAL_HEADERS), SPANISH_MODAL_HEADERS);
}
